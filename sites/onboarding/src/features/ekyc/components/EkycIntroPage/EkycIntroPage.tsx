import type { ReactNode } from 'react';
import { Card, Grid, Stack } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { IntroPage } from '@brokerage/shared/app/components/IntroPage/IntroPage.tsx';
import type { StaticPageStore } from '@brokerage/shared/app/stores/StaticPageStore.ts';
import type { EkycFlowStore } from '../../stores/EkycFlowStore';
import { EkycChecklist } from '../EkycChecklist/EkycChecklist';
import { EkycNotice } from '../EkycNotice/EkycNotice';
import { EkycResumeCard } from '../EkycResumeCard/EkycResumeCard';
import { EkycStart } from '../EkycStart/EkycStart';
import { EkycStepper } from '../EkycStepper/EkycStepper';

interface EkycIntroPageProps {
  /** The intro content (`pages/static/ekyc`). */
  store: StaticPageStore;
  flow: EkycFlowStore;
  locale: Locale;
  hotline: string;
  /** Above the cards: the in-app browser banner, when the page is open in one. */
  banner?: ReactNode;
  /** "Start" or "continue" was pressed: the flow's code can start loading. */
  onEnterFlow?: () => void;
}

/**
 * `ekyc`, first screen: what opening an account online involves and what to prepare, the start,
 * and a case of this browser to go on with. The intro page's own blocks are not shown: they list
 * the steps again, which the stepper already does.
 */
export const EkycIntroPage = observer(function EkycIntroPage({
  store,
  flow,
  locale,
  hotline,
  banner,
  onEnterFlow,
}: EkycIntroPageProps) {
  const { t } = useTranslation('onboarding');
  return (
    <IntroPage
      store={store}
      locale={locale}
      layout="ekyc"
      pending={{ title: t('ekyc.title'), label: t('ekyc.loading') }}
    >
      {banner}
      <EkycNotice store={flow} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder padding="lg">
            <EkycStepper active={flow.hasCase && flow.restored ? Math.max(0, flow.stepIndex) : 0} />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <EkycResumeCard store={flow} onContinue={onEnterFlow} />
            <EkycStart store={flow} hotline={hotline} onStart={onEnterFlow} />
            <Card withBorder padding="lg">
              <EkycChecklist />
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
    </IntroPage>
  );
});
