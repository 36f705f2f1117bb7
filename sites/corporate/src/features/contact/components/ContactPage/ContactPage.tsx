import { Card, Container, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n';
import type { SystemGeneral } from '@brokerage/shared/validation';
import { ErrorPage, PageHead, useLayout } from '@brokerage/shared/ui';
import { ContactDetails } from '../ContactDetails/ContactDetails';

/** The part of the shared SystemStore this page reads (it loads `systems/general` for every page). */
export interface ContactSettings {
  general: SystemGeneral | null;
  loading: boolean;
  error: boolean;
}

/** `lien-he`: the company's contact details. The contact form arrives in its own issue. */
export const ContactPage = observer(function ContactPage({
  settings,
}: {
  settings: ContactSettings;
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
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card
              withBorder
              padding="lg"
              component="section"
              aria-labelledby="contact-branches"
              h="100%"
            >
              <Stack gap="sm">
                <Title order={2} id="contact-branches">
                  {t('contact.branches.title')}
                </Title>
                <Text>{t('contact.branches.note')}</Text>
              </Stack>
            </Card>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
});
