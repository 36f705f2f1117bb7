import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import en from '../../../../locales/en/assessment.json';
import vi from '../../../../locales/vi/assessment.json';
import { usePageTexts } from '../../../../lib/hooks/usePageTexts';
import type { StockSubPageProps } from '../../../../lib/stockSubPage';
import { createAssessmentStore } from '../../stores/AssessmentStore';
import { AssessmentSummary } from '../AssessmentSummary/AssessmentSummary';
import { AxisCard } from '../AxisCard/AxisCard';
import { PeersTable } from '../PeersTable/PeersTable';

/**
 * danh-gia-tu-dong / automatic-assessment: the company's overall score and radar of six axes,
 * each axis with its criteria's points and reasons, then its peers of the same sector. Drawn
 * under the stock header (its sections start at h2).
 */
export const AssessmentPage = observer(function AssessmentPage({
  symbol,
  locale,
}: StockSubPageProps) {
  usePageTexts('assessment', { vi, en });
  const { t } = useTranslation('analysis');
  const store = useStores().pageStores.get(createAssessmentStore);
  useLoad((lang) => store.load(symbol, lang), [store, symbol], store);
  const axesHeadingId = useId();
  const { assessment: state } = store;
  const data = store.current;

  if (!data || state.isLoading) {
    if (state.failure && !state.isLoading) {
      return (
        <Alert color="red" variant="light" role="alert">
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm">
              {state.failure === 'maintenance'
                ? t('assessment.state.maintenance')
                : t('assessment.state.failed')}
            </Text>
            <Button size="xs" variant="light" color="red" onClick={() => void state.retry()}>
              {t('assessment.state.retry')}
            </Button>
          </Group>
        </Alert>
      );
    }
    return (
      <Group gap="xs" role="status" aria-busy="true" py="md">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">{t('assessment.state.loading')}</Text>
      </Group>
    );
  }
  if (state.isEmpty) {
    return (
      <Alert variant="light" color="gray">
        <Text size="sm">{t('assessment.state.empty', { symbol })}</Text>
      </Alert>
    );
  }
  return (
    <Stack gap="lg" data-testid="automatic-assessment">
      <AssessmentSummary assessment={data} peers={store.peersAverage} locale={locale} />
      <Stack gap="sm" component="section" aria-labelledby={axesHeadingId}>
        <Title order={2} size="h4" id={axesHeadingId}>
          {t('assessment.axes.heading')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {data.axes.map((axis) => (
            <AxisCard key={axis.axis} axis={axis} locale={locale} />
          ))}
        </SimpleGrid>
      </Stack>
      <PeersTable assessment={data} locale={locale} />
    </Stack>
  );
});
