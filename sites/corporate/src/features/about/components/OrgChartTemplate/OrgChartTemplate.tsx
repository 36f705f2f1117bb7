import { useMemo } from 'react';
import { RichContent } from '@brokerage/shared/ui/components/RichContent/RichContent.tsx';
import type { Page } from '@brokerage/shared/validation/content.ts';
import { PageFrame, pageFrameProps } from '../../../../lib/catalog/PageFrame/PageFrame';
import { splitOrgChart } from '../../lib/orgChart';
import { AboutBlocks } from '../AboutBlocks/AboutBlocks';
import { OrgChart } from '../OrgChart/OrgChart';

/** ABOUT_ORGANIZATIONAL_CHART: the body's `<ul class="org-chart">` drawn as a chart, in place. */
export function OrgChartTemplate({ page }: { page: Page }) {
  const parts = useMemo(() => splitOrgChart(page.content), [page.content]);
  return (
    <PageFrame {...pageFrameProps(page)}>
      {parts.before && <RichContent html={parts.before} />}
      {parts.chart && parts.chart.length > 0 && <OrgChart nodes={parts.chart} />}
      {parts.after && <RichContent html={parts.after} />}
      <AboutBlocks blocks={page.blocks} />
    </PageFrame>
  );
}
