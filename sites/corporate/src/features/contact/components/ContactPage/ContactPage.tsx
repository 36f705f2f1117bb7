import { Card, Container, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { SystemGeneral } from '@brokerage/shared/validation/content.ts';
import { ErrorPage } from '@brokerage/shared/app/components/ErrorPage/ErrorPage.tsx';
import { PageHead } from '@brokerage/shared/app/components/PageHead/PageHead.tsx';
import { useLayout } from '@brokerage/shared/app/hooks/useLayout.ts';
import type { ContactFormStore } from '../../stores/ContactFormStore';
import { ContactDetails } from '../ContactDetails/ContactDetails';
import { ContactForm } from '../ContactForm/ContactForm';

/** The part of the shared SystemStore this page reads (it loads `systems/general` for every page). */
export interface ContactSettings {
  general: SystemGeneral | null;
  loading: boolean;
  error: boolean;
}

/**
 * `lien-he`: the company's contact details, the contact form and every office (`offices`: the
 * network feature's list, given by the route, since features do not import each other).
 */
export const ContactPage = observer(function ContactPage({
  settings,
  form,
  offices,
}: {
  settings: ContactSettings;
  form: ContactFormStore;
  offices: ReactNode;
}) {
  useLayout('main');
  const { t } = useTranslation('corporate');
  const { general } = settings;

  if (!general && settings.error && !settings.loading) return <ErrorPage status={500} />;

  return (
    <Container size="xl" py="xl">
      <PageHead title={t('contact.title')} />
      <Stack gap="lg">
        <Title order={1}>{t('contact.title')}</Title>
        <Text size="lg">{t('contact.intro')}</Text>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <ContactForm store={form} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              {general ? (
                <ContactDetails general={general} />
              ) : (
                <Card
                  withBorder
                  padding="lg"
                  role="status"
                  aria-busy="true"
                  aria-label={t('contact.loading')}
                >
                  <Stack gap="md">
                    <Skeleton height={28} width="50%" />
                    <Skeleton height={20} />
                    <Skeleton height={20} width="60%" />
                    <Skeleton height={20} width="40%" />
                  </Stack>
                </Card>
              )}
              <Card withBorder padding="lg" component="section" aria-labelledby="contact-branches">
                <Stack gap="sm">
                  <Title order={2} id="contact-branches">
                    {t('contact.branches.title')}
                  </Title>
                  {offices}
                </Stack>
              </Card>
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
});
