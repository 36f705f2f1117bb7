import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import {
  DataTable,
  figureColumn,
  type Column,
} from '../../../../lib/components/DataTable/DataTable';
import { Panel } from '../../../../lib/components/Panel/Panel';
import type { CompanyAssociation } from '../../api/businessProfileApi';
import { formatCapital, formatStake } from '../../model/profileFormat';
import type { BusinessProfileStore } from '../../stores/BusinessProfileStore';
import { SectionStatus } from '../SectionStatus/SectionStatus';

interface AssociationsPanelProps {
  store: BusinessProfileStore;
  locale: Locale;
}

/** Subsidiaries, then associates, larger stakes first (spec §3 "associate companies"). */
export const AssociationsPanel = observer(function AssociationsPanel({
  store,
  locale,
}: AssociationsPanelProps) {
  const { t } = useTranslation('analysis');
  const rows = store.associations.value ?? [];
  const columns: Array<Column<CompanyAssociation>> = [
    {
      id: 'name',
      header: t('profile.associations.name'),
      rowHeader: true,
      key: true,
      cell: (row) => row.name,
    },
    { id: 'kind', header: t('profile.associations.kind'), key: true, cell: (row) => row.kindLabel },
    { id: 'business', header: t('profile.associations.business'), cell: (row) => row.business },
    figureColumn('capital', t('profile.associations.capital'), (row) =>
      formatCapital(row.charterCapital, locale),
    ),
    figureColumn(
      'ownership',
      t('profile.associations.ownership'),
      (row) => formatStake(row.ownershipPercent, locale),
      { key: true },
    ),
  ];
  return (
    <Panel id="profile-associations" title={t('profile.associations.heading')}>
      <SectionStatus
        state={store.associations}
        loadingText={t('profile.associations.loading')}
        emptyText={t('profile.associations.empty')}
      >
        <DataTable
          label={t('profile.associations.heading')}
          minWidth={720}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          striped
          testId="associations-table"
        />
      </SectionStatus>
    </Panel>
  );
});
