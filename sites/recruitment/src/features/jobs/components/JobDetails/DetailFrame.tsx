import type { ReactNode } from 'react';
import { Anchor, Breadcrumbs, Container, Skeleton, Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { ErrorPage } from '@brokerage/shared/app/components/ErrorPage/ErrorPage.tsx';
import type { ContentDetailStore } from '@brokerage/shared/app/data/ContentDetailStore.ts';
import { errorStatus } from '@brokerage/shared/app/data/loadError.ts';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';
import { useLayout } from '@brokerage/shared/app/hooks/useLayout.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';

/**
 * Opens the item of a detail route and stands in for it until it is there: a skeleton while it
 * loads, the 404 page for an unknown slug, the 500 or 503 page when it cannot be read.
 */
function DetailGateInner<T>({
  store,
  slug,
  loadingLabel,
  children,
}: {
  store: ContentDetailStore<T, unknown>;
  slug: string | undefined;
  loadingLabel: string;
  children: (item: T) => ReactNode;
}) {
  useLoad((locale) => (slug ? store.open(slug, locale) : undefined), [store, slug], store);
  if (!slug) return <ErrorPage status={404} />;
  if (store.failure && !store.isLoading) return <ErrorPage status={errorStatus(store.failure)} />;
  const item = store.item;
  if (!item) return <DetailSkeleton label={loadingLabel} />;
  return <>{children(item)}</>;
}

export const DetailGate = observer(DetailGateInner) as <T>(props: {
  store: ContentDetailStore<T, unknown>;
  slug: string | undefined;
  loadingLabel: string;
  children: (item: T) => ReactNode;
}) => ReactNode;

function DetailSkeleton({ label }: { label: string }) {
  useLayout('recruit');
  return (
    <Container size="xl" py="xl">
      <Stack gap="md" role="status" aria-busy="true" aria-label={label}>
        <Skeleton height={14} width={220} />
        <Skeleton height={36} width="70%" />
        <Skeleton height={16} />
        <Skeleton height={16} width="85%" />
        <Skeleton height={240} radius="md" />
      </Stack>
    </Container>
  );
}

/** Home › Careers › the page. */
export function RecruitBreadcrumbs({ title }: { title: string }) {
  const { t } = useTranslation('common');
  const { t: tr } = useTranslation('recruitment');
  return (
    <nav aria-label={t('page.breadcrumb')}>
      <Breadcrumbs separatorMargin="xs" styles={{ root: { flexWrap: 'wrap' } }}>
        <Anchor component={Link} route="home">
          {t('page.home')}
        </Anchor>
        <Anchor component={Link} route="recruitment">
          {tr('jobs.details.breadcrumb')}
        </Anchor>
        <Text span aria-current="page">
          {title}
        </Text>
      </Breadcrumbs>
    </nav>
  );
}
