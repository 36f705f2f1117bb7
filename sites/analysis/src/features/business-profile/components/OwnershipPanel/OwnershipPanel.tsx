import { Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { DataTable, figureColumn } from '../../../../lib/components/DataTable/DataTable';
import { Panel } from '../../../../lib/components/Panel/Panel';
import type { OwnershipStructure } from '../../api/businessProfileApi';
import { formatShareCount, formatStake } from '../../model/profileFormat';
import type { BusinessProfileStore } from '../../stores/BusinessProfileStore';
import { factLabelClass } from '../FactList/FactList';
import { OwnershipDonut } from '../OwnershipDonut/OwnershipDonut';
import { SectionStatus } from '../SectionStatus/SectionStatus';

interface OwnershipPanelProps {
  store: BusinessProfileStore;
  locale: Locale;
}

/** Spec §3 "ownership structures": state, foreign and other holders, chart and table. */
export const OwnershipPanel = observer(function OwnershipPanel({
  store,
  locale,
}: OwnershipPanelProps) {
  const { t } = useTranslation('analysis');
  const parts = store.ownership.value ?? [];
  const asOf = parts[0]?.asOfDate;
  return (
    <Panel id="profile-ownership" title={t('profile.ownership.heading')}>
      <SectionStatus
        state={store.ownership}
        loadingText={t('profile.ownership.loading')}
        emptyText={t('profile.ownership.empty')}
      >
        <Stack gap="sm">
          <OwnershipDonut parts={parts} locale={locale} />
          <DataTable<OwnershipStructure>
            label={t('profile.ownership.heading')}
            columns={[
              {
                id: 'category',
                header: t('profile.ownership.category'),
                rowHeader: true,
                cell: (row) => row.name,
              },
              figureColumn('shares', t('profile.ownership.shares'), (row) =>
                formatShareCount(row.shares, locale),
              ),
              figureColumn('percent', t('profile.ownership.percent'), (row) =>
                formatStake(row.percent, locale),
              ),
            ]}
            rows={parts}
            rowKey={(row) => row.category}
            testId="ownership-table"
          />
          {asOf && (
            <Text size="xs" className={factLabelClass}>
              {t('profile.state.asOf', { date: formatDate(asOf) })}
            </Text>
          )}
        </Stack>
      </SectionStatus>
    </Panel>
  );
});
