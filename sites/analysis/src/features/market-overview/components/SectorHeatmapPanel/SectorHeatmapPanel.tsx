import { useState } from 'react';
import { Alert } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { BoardStore } from '@brokerage/shared/realtime/BoardStore.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import {
  SectorHeatmap,
  SectorHeatmapLoading,
  useHeatmapTexts,
} from '../../../../lib/components/SectorHeatmap/SectorHeatmap';
import { createCompaniesStore } from '../../../../lib/market/CompaniesStore';

interface SectorHeatmapPanelProps {
  board: BoardStore;
  locale: Locale;
}

/**
 * The dashboard's sector heatmap (issue 27 item 3), loaded when it scrolls into view
 * (HeatmapWhenVisible): the listed companies once, the prices live from the board the dashboard
 * already holds; a sector's tile drills into its companies, and back.
 */
const SectorHeatmapPanel = observer(function SectorHeatmapPanel({
  board,
  locale,
}: SectorHeatmapPanelProps) {
  useHeatmapTexts();
  const { t } = useTranslation('analysis');
  const { pageStores } = useStores();
  const companies = pageStores.get(createCompaniesStore);
  const [sector, setSector] = useState<string | null>(null);
  useLoad((lang) => companies.load(lang), [companies], companies);

  if (companies.failure)
    return (
      <Alert color="red" variant="light">
        {t('heatmap.failed')}
      </Alert>
    );
  if (companies.value === null || !board.hasSnapshot)
    return <SectorHeatmapLoading headingOrder={3} />;
  return (
    <SectorHeatmap
      companies={companies.value}
      board={board}
      locale={locale}
      sector={sector}
      onSector={setSector}
      headingOrder={3}
    />
  );
});

export default SectorHeatmapPanel;
