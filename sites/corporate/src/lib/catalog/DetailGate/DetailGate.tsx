import { type ReactNode } from 'react';
import { Container, Skeleton, Stack } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { ErrorPage } from '@brokerage/shared/app/components/ErrorPage/ErrorPage.tsx';
import {
  PageHead,
  type PageHeadProps,
} from '@brokerage/shared/app/components/PageHead/PageHead.tsx';
import { useLayout } from '@brokerage/shared/app/hooks/useLayout.ts';
import { usePageTranslations } from '@brokerage/shared/app/hooks/usePageTranslations.ts';
import { errorStatus } from '@brokerage/shared/app/data/loadError.ts';
import type { PageTranslation } from '@brokerage/shared/routing/paths.ts';
import type { Seo } from '@brokerage/shared/validation/content.ts';
import type { ContentDetailStore } from '@brokerage/shared/app/data/ContentDetailStore.ts';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';

export interface DetailGateProps<T> {
  store: ContentDetailStore<T, unknown>;
  /** The slug of the URL; none is a 404 (the route needs one). */
  slug: string | null | undefined;
  children: (item: T) => ReactNode;
}

/**
 * Opens the item of a detail route and stands in for it until it is there: a skeleton while it
 * loads, the 404 page for an unknown slug (the proxy answers 404 for it too), the 500 or 503
 * page when it cannot be read.
 */
function DetailGateInner<T>({ store, slug, children }: DetailGateProps<T>) {
  useLoad((locale) => slug ? store.open(slug, locale) : undefined, [store, slug], store);

  if (!slug) return <ErrorPage status={404} />;
  if (store.failure && !store.isLoading) return <ErrorPage status={errorStatus(store.failure)} />;
  const item = store.item;
  if (!item) return <DetailSkeleton />;
  return <>{children(item)}</>;
}

export const DetailGate = observer(DetailGateInner) as <T>(props: DetailGateProps<T>) => ReactNode;

/** The shape of a detail page while its item loads. */
export function DetailSkeleton() {
  useLayout('main');
  const { t } = useTranslation('corporate');
  return (
    <Container size="xl" py="xl">
      <Stack gap="md" role="status" aria-busy="true" aria-label={t('catalog.loading')}>
        <Skeleton height={14} width={220} />
        <Skeleton height={36} width="70%" />
        <Skeleton height={16} />
        <Skeleton height={16} />
        <Skeleton height={16} width="85%" />
        <Skeleton height={200} radius="md" />
      </Stack>
    </Container>
  );
}

/** The head of a content item's page: its SEO block over its title, summary and picture. */
export function itemHeadProps(item: {
  title: string;
  summary: string | null;
  image: string | null;
  seo: Seo;
}): PageHeadProps {
  return { title: item.title, description: item.summary, image: item.image, seo: item.seo };
}

interface HeadItem {
  title: string;
  summary: string | null;
  image: string | null;
  seo: Seo;
  translations: readonly PageTranslation[];
}

/**
 * What every item page sets besides its content: the main layout, the document head from the
 * item's SEO block, and the item's slugs for the language switch.
 */
export function ItemPageMeta({ item, templateCode }: { item: HeadItem; templateCode?: string }) {
  useLayout('main');
  usePageTranslations(item.translations);
  return <PageHead {...itemHeadProps(item)} templateCode={templateCode} />;
}
