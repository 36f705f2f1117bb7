import { Stack, Title } from '@mantine/core';
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
import type { OfficerGroup } from '../../api/businessProfileApi';
import { formatShareCount } from '../../model/profileFormat';
import type { BusinessProfileStore } from '../../stores/BusinessProfileStore';
import { SectionStatus } from '../SectionStatus/SectionStatus';

type Officer = OfficerGroup['officers'][number];

interface OfficersPanelProps {
  store: BusinessProfileStore;
  locale: Locale;
}

/** Spec §3 "leader list": one table per board (directors, supervisors, executives). */
export const OfficersPanel = observer(function OfficersPanel({
  store,
  locale,
}: OfficersPanelProps) {
  const { t } = useTranslation('analysis');
  const groups = (store.officers.value ?? []).filter((group) => group.officers.length > 0);
  const columns: Array<Column<Officer>> = [
    {
      id: 'name',
      header: t('profile.officers.name'),
      rowHeader: true,
      key: true,
      cell: (row) => row.name,
    },
    {
      id: 'position',
      header: t('profile.officers.position'),
      key: true,
      cell: (row) => row.position,
    },
    {
      id: 'since',
      header: t('profile.officers.since'),
      key: true,
      cell: (row) => formatDate(row.sinceDate),
    },
    figureColumn('shares', t('profile.officers.shares'), (row) =>
      formatShareCount(row.shares, locale),
    ),
  ];
  return (
    <Panel id="profile-officers" title={t('profile.officers.heading')}>
      <SectionStatus
        state={store.officers}
        loadingText={t('profile.officers.loading')}
        emptyText={t('profile.officers.empty')}
      >
        <Stack gap="lg">
          {groups.map((group) => (
            // The board's heading names its table's region (the table is all it holds).
            <Stack key={group.board} gap="xs" data-board={group.board}>
              <Title order={3} size="h5">
                {group.name}
              </Title>
              <DataTable
                label={group.name}
                minWidth={560}
                columns={columns}
                rows={group.officers}
                rowKey={(row) => row.id}
                striped
              />
            </Stack>
          ))}
        </Stack>
      </SectionStatus>
    </Panel>
  );
});
