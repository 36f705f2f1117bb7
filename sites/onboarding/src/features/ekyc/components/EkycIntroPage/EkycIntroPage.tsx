import { useEffect } from 'react';
import { Card, Container, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n';
import type { Locale } from '@brokerage/shared/routing';
import { ErrorPage, PageHead, RichContent, useLayout } from '@brokerage/shared/ui';
import type { EkycIntroStore } from '../../stores/EkycIntroStore';
import { EkycChecklist } from '../EkycChecklist/EkycChecklist';
import { EkycStart } from '../EkycStart/EkycStart';
import { EkycStepper } from '../EkycStepper/EkycStepper';
import classes from './EkycIntroPage.module.css';

interface EkycIntroPageProps {
  store: EkycIntroStore;
  locale: Locale;
  hotline: string;
}

/**
 * `ekyc`, first step: what opening an account online involves and what to prepare. The intro
 * page's own blocks are not shown: they list the steps again, which the stepper already does.
 */
export const EkycIntroPage = observer(function EkycIntroPage({
  store,
  locale,
  hotline,
}: EkycIntroPageProps) {
  useLayout('ekyc');
  const { t } = useTranslation('onboarding');

  useEffect(() => {
    void store.load(locale);
    return () => store.cancel();
  }, [store, locale]);

  if (store.failure) return <ErrorPage status={store.failure === 'maintenance' ? 503 : 500} />;
  const intro = store.locale === locale ? store.intro : null;

  return (
    <Container size="xl" py="xl">
      {intro ? (
        <PageHead
          title={intro.title}
          description={intro.summary}
          seo={intro.seo}
          og={intro.og}
          templateCode={intro.templateCode}
        />
      ) : (
        <PageHead title={t('ekyc.title')} trackView={false} />
      )}
      <Stack gap="xl">
        {intro ? (
          <Stack gap="xs">
            <Title order={1}>{intro.title}</Title>
            {intro.summary && (
              <Text size="lg" className={classes.muted}>
                {intro.summary}
              </Text>
            )}
            {intro.content && <RichContent html={intro.content} />}
          </Stack>
        ) : (
          <Stack gap="xs" role="status" aria-busy="true" aria-label={t('ekyc.loading')}>
            <Skeleton height={36} width={420} maw="100%" />
            <Skeleton height={20} width="80%" />
          </Stack>
        )}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card withBorder padding="lg">
              <EkycStepper active={0} />
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <Card withBorder padding="lg">
                <EkycChecklist />
              </Card>
              <EkycStart hotline={hotline} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
});
