import { Card, Grid, Stack } from '@mantine/core';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { IntroPage } from '@brokerage/shared/app/components/IntroPage/IntroPage.tsx';
import type { StaticPageStore } from '@brokerage/shared/app/stores/StaticPageStore.ts';
import { EkycChecklist } from '../EkycChecklist/EkycChecklist';
import { EkycStart } from '../EkycStart/EkycStart';
import { EkycStepper } from '../EkycStepper/EkycStepper';

interface EkycIntroPageProps {
  /** The intro content (`pages/static/ekyc`). */
  store: StaticPageStore;
  locale: Locale;
  hotline: string;
}

/**
 * `ekyc`, first step: what opening an account online involves and what to prepare. The intro
 * page's own blocks are not shown: they list the steps again, which the stepper already does.
 */
export function EkycIntroPage({ store, locale, hotline }: EkycIntroPageProps) {
  const { t } = useTranslation('onboarding');
  return (
    <IntroPage
      store={store}
      locale={locale}
      layout="ekyc"
      pending={{ title: t('ekyc.title'), label: t('ekyc.loading') }}
    >
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
    </IntroPage>
  );
}
