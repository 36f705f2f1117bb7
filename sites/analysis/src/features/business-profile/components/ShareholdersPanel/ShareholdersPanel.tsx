import { observer } from 'mobx-react-lite';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import {
  DataTable,
  figureColumn,
  type Column,
} from '../../../../lib/components/DataTable/DataTable';
import { Panel } from '../../../../lib/components/Panel/Panel';
import type { LargeShareholder } from '../../api/businessProfileApi';
import { formatShareCount, formatStake } from '../../model/profileFormat';
import type { BusinessProfileStore } from '../../stores/BusinessProfileStore';
import { ListFooter } from '../ListFooter/ListFooter';
import { SectionStatus } from '../SectionStatus/SectionStatus';

interface ShareholdersPanelProps {
  store: BusinessProfileStore;
  symbol: string;
  locale: Locale;
}

/** Spec §3 "large shareholders (paged)": largest first, "more" appending the next page. */
export const ShareholdersPanel = observer(function ShareholdersPanel({
  store,
  symbol,
  locale,
}: ShareholdersPanelProps) {
  const { t } = useTranslation('analysis');
  const list = store.shareholders;
  // A phone shows the holder, the shares and the stake; the kind and the date open under it.
  const columns: Array<Column<LargeShareholder>> = [
    {
      id: 'name',
      header: t('profile.shareholders.name'),
      rowHeader: true,
      key: true,
      cell: (row) => row.name,
    },
    { id: 'kind', header: t('profile.shareholders.kind'), cell: (row) => row.kindLabel },
    figureColumn(
      'shares',
      t('profile.shareholders.shares'),
      (row) => formatShareCount(row.shares, locale),
      { key: true },
    ),
    figureColumn(
      'percent',
      t('profile.shareholders.percent'),
      (row) => formatStake(row.percent, locale),
      { key: true },
    ),
    figureColumn('date', t('profile.shareholders.date'), (row) => formatDate(row.asOfDate)),
  ];
  return (
    <Panel id="profile-shareholders" title={t('profile.shareholders.heading')}>
      <SectionStatus
        state={list}
        current={store.showsShareholders(symbol)}
        loadingText={t('profile.shareholders.loading')}
        emptyText={t('profile.shareholders.empty')}
      >
        <DataTable
          label={t('profile.shareholders.heading')}
          minWidth={640}
          columns={columns}
          rows={list.items}
          rowKey={(row) => row.id}
          striped
          testId="shareholders-table"
        />
        <ListFooter list={list} locale={locale} moreLabel={t('profile.shareholders.more')} />
      </SectionStatus>
    </Panel>
  );
});
