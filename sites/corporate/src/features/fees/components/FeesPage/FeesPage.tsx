import { Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { contentItemPath } from '@brokerage/shared/routing/contentPaths.ts';
import { buildPath } from '@brokerage/shared/routing/paths.ts';
import { ErrorPage } from '@brokerage/shared/app/components/ErrorPage/ErrorPage.tsx';
import { errorStatus } from '@brokerage/shared/app/data/loadError.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { RichContent } from '@brokerage/shared/ui/components/RichContent/RichContent.tsx';
import { useRouteSlug } from '../../../../lib/catalog/useRouteSlug';
import { itemHeadProps } from '../../../../lib/catalog/DetailGate/DetailGate';
import { PageFrame } from '../../../../lib/catalog/PageFrame/PageFrame';
import { SideNav } from '../../../../lib/catalog/SideNav/SideNav';
import { DownloadButton } from '../../../../lib/content/DownloadButton/DownloadButton';
import { ListFailure, ListStatus } from '../../../../lib/content/ListStatus/ListStatus';
import type { FeeDetail } from '../../api/feesApi';
import { FeeTable } from '../FeeTable/FeeTable';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';

/** `bieu-phi[/:slug]`: the fee schedules beside the one on screen (the slug's, else the first). */
export const FeesPage = observer(function FeesPage() {
  const { fees: store } = useStores();
  const { locale, slug } = useRouteSlug();
  const { t } = useTranslation('corporate');

  useLoad((locale) => store.loadList(locale), [store], store.list);

  const current = store.feeFor(slug);
  const key = current?.slug ?? slug;
  useLoad(
    (locale) => (key ? store.schedule.open(key, locale) : undefined),
    [store, key],
    store.schedule,
  );

  // A slug that names no schedule is a page that does not exist (the proxy says 404 too).
  if (slug && ((store.list.hasAnswer && !current) || store.schedule.notFound))
    return <ErrorPage status={404} />;
  if (slug && store.schedule.failure && !store.schedule.isLoading) {
    return <ErrorPage status={errorStatus(store.schedule.failure)} />;
  }

  const fee = store.schedule.item;
  const selected = slug && fee;
  return (
    <PageFrame
      title={selected ? fee.title : t('fees.title')}
      summary={selected ? fee.summary : t('fees.description')}
      head={
        selected
          ? itemHeadProps(fee)
          : { title: t('fees.title'), description: t('fees.description') }
      }
      translations={selected ? fee.translations : null}
      trail={selected ? [{ label: t('fees.title'), route: 'transactionFee' }] : []}
      aside={
        store.fees.length > 1 ? (
          <SideNav
            entries={store.fees.map((f) => ({
              key: String(f.id),
              label: f.title,
              href:
                f.path ??
                contentItemPath(f, locale) ??
                buildPath('transactionFee', locale, { slug: f.slug }),
              active: f.id === current?.id,
            }))}
          />
        ) : undefined
      }
      asideLabel={t('fees.schedules')}
    >
      <ListStatus state={store.list} noDataMessage={t('fees.empty')}>
        {store.schedule.failure && !store.schedule.isLoading ? (
          <ListFailure
            failure={store.schedule.failure}
            onRetry={() => void store.schedule.retry()}
          />
        ) : fee && fee.id === current?.id ? (
          <Schedule fee={fee} headed={!selected} />
        ) : (
          <ScheduleSkeleton />
        )}
      </ListStatus>
    </PageFrame>
  );
});

function Schedule({ fee, headed }: { fee: FeeDetail; headed: boolean }) {
  const { t } = useTranslation('corporate');
  const { attrs } = fee;
  return (
    // Not a named region: the table's scroller already is one, under the same name.
    <Stack gap="md">
      {headed && <Title order={2}>{fee.title}</Title>}
      <Group justify="space-between" gap="sm">
        <Group gap={6}>
          <IconCalendar size={16} aria-hidden />
          <Text size="sm">
            {t('fees.effectiveFrom')}:{' '}
            <time dateTime={attrs.effectiveDate}>{formatDate(attrs.effectiveDate)}</time>
          </Text>
        </Group>
        {attrs.file && (
          <DownloadButton href={attrs.file} hint={t('fees.downloadHint', { name: fee.title })}>
            {t('fees.download')}
          </DownloadButton>
        )}
      </Group>
      {fee.body && <RichContent html={fee.body} />}
      {attrs.rows.length > 0 && (
        <FeeTable caption={fee.title} columns={attrs.columns} rows={attrs.rows} />
      )}
    </Stack>
  );
}

function ScheduleSkeleton() {
  const { t } = useTranslation('corporate');
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={t('catalog.loading')}>
      <Skeleton height={28} width="50%" />
      <Skeleton height={16} width={200} />
      <Skeleton height={240} radius="md" />
    </Stack>
  );
}
