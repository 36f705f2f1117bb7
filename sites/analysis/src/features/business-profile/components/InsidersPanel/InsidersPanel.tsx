import { useId } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
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
import { PriceText } from '../../../../lib/components/PriceText/PriceText';
import type { ShareholderTransaction } from '../../api/businessProfileApi';
import { formatShareCount, formatStake } from '../../model/profileFormat';
import type { BusinessProfileStore } from '../../stores/BusinessProfileStore';
import { ListFooter } from '../ListFooter/ListFooter';
import { SectionStatus } from '../SectionStatus/SectionStatus';

interface InsidersPanelProps {
  store: BusinessProfileStore;
  symbol: string;
  locale: Locale;
}

/**
 * Spec §3 "shareholder transaction" query: insiders' and related persons' registered trades,
 * newest announcement first, "more" appending; filtered by the day of announcement (the one
 * filter the call takes besides the company).
 */
export const InsidersPanel = observer(function InsidersPanel({
  store,
  symbol,
  locale,
}: InsidersPanelProps) {
  const { t } = useTranslation('analysis');
  const list = store.insiders;
  const filterId = useId();
  const from = store.announcedFrom;
  const columns: Array<Column<ShareholderTransaction>> = [
    {
      id: 'holder',
      header: t('profile.insiders.holder'),
      rowHeader: true,
      key: true,
      cell: (row) => row.holderName,
    },
    { id: 'relation', header: t('profile.insiders.relation'), cell: (row) => row.relation },
    {
      id: 'action',
      header: t('profile.insiders.action'),
      key: true,
      // The word says buy or sell; the colour only repeats it.
      cell: (row) => (
        <PriceText tone={row.action === 'buy' ? 'up' : 'down'}>{row.actionLabel}</PriceText>
      ),
    },
    {
      id: 'announced',
      header: t('profile.insiders.announced'),
      cell: (row) => formatDate(row.announcedDate),
    },
    {
      id: 'period',
      header: t('profile.insiders.period'),
      cell: (row) => `${formatDate(row.startDate)} – ${formatDate(row.endDate)}`,
    },
    figureColumn('registered', t('profile.insiders.registered'), (row) =>
      formatShareCount(row.registeredVolume, locale),
    ),
    figureColumn(
      'executed',
      t('profile.insiders.executed'),
      (row) => formatShareCount(row.executedVolume, locale),
      { key: true },
    ),
    figureColumn('before', t('profile.insiders.before'), (row) =>
      formatShareCount(row.volumeBefore, locale),
    ),
    figureColumn('after', t('profile.insiders.after'), (row) =>
      formatShareCount(row.volumeAfter, locale),
    ),
    figureColumn('percentAfter', t('profile.insiders.percentAfter'), (row) =>
      formatStake(row.percentAfter, locale),
    ),
  ];
  return (
    <Panel id="profile-insiders" title={t('profile.insiders.heading')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          id={filterId}
          type="date"
          label={t('profile.insiders.from')}
          description={t('profile.insiders.fromHint')}
          value={from ?? ''}
          onChange={(event) => void store.setAnnouncedFrom(event.currentTarget.value)}
          w={{ base: '100%', xs: 320 }}
        />
        {from !== null && (
          <Button variant="subtle" onClick={() => void store.setAnnouncedFrom(null)}>
            {t('profile.insiders.clear')}
          </Button>
        )}
      </Group>
      <SectionStatus
        state={list}
        current={store.showsInsiders(symbol)}
        loadingText={t('profile.insiders.loading')}
        emptyText={
          from === null
            ? t('profile.insiders.empty')
            : t('profile.insiders.emptyFrom', { date: formatDate(from) })
        }
      >
        <DataTable
          label={t('profile.insiders.heading')}
          minWidth={1080}
          columns={columns}
          rows={list.items}
          rowKey={(row) => row.id}
          striped
          testId="insiders-table"
        />
        <ListFooter list={list} locale={locale} moreLabel={t('profile.insiders.more')} />
      </SectionStatus>
    </Panel>
  );
});
