import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { buildPath } from '@brokerage/shared/routing/paths.ts';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import type { PageBlock } from '@brokerage/shared/validation/content.ts';
import { ListSkeleton } from '../../../../lib/content/ListSkeleton/ListSkeleton';
import { BlockSection } from '../../../../lib/content/BlockSection/BlockSection';
import { ListStatus } from '../../../../lib/content/ListStatus/ListStatus';
import { ConnectedReportCard, ReportLoginPrompt } from '../ReportOpener/ReportOpener';
import { ReportCarousel } from '../ReportCarousel/ReportCarousel';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';

const HEADING_ID = 'home-reports';
const NO_PARAMS = {};

/** The home `report` block: the ten newest analysis reports in a carousel (spec §2, §7). */
export const HomeReportsBlock = observer(function HomeReportsBlock({
  block,
}: {
  block: PageBlock;
}) {
  const { homeReports: store } = useStores();
  const { locale } = usePageMatch();
  const { t } = useTranslation('corporate');

  useLoad((locale) => store.list.load(1, NO_PARAMS, locale), [store], store.list);

  const title = block.title ?? t('reports.homeTitle');
  const more =
    block.items[0]?.link ?? buildPath('analysisCenter', locale, { subPage: 'analysisReport' });
  return (
    <BlockSection headingId={HEADING_ID} title={title} more={more}>
      <ListStatus
        state={store.list}
        current={store.list.answers(1, NO_PARAMS, locale)}
        skeleton={
          <ListSkeleton
            cols={{ base: 2, sm: 3, md: 4, lg: 5 }}
            count={5}
            height={200}
            radius="md"
          />
        }
      >
        <ReportCarousel
          items={store.list.items}
          label={title}
          getKey={(report) => report.id}
          renderItem={(report) => (
            <ConnectedReportCard report={report} store={store} locale={locale} />
          )}
        />
      </ListStatus>
      <ReportLoginPrompt store={store} locale={locale} />
    </BlockSection>
  );
});
