import { Skeleton, Stack } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { ErrorPage } from '@brokerage/shared/app/components/ErrorPage/ErrorPage.tsx';
import { errorStatus } from '@brokerage/shared/app/data/loadError.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { RichContent } from '@brokerage/shared/ui/components/RichContent/RichContent.tsx';
import { useRouteSlug } from '../../../../lib/catalog/useRouteSlug';
import { DetailSkeleton, itemHeadProps } from '../../../../lib/catalog/DetailGate/DetailGate';
import { ItemGrid } from '../../../../lib/catalog/ItemGrid/ItemGrid';
import { PageFrame } from '../../../../lib/catalog/PageFrame/PageFrame';
import { ListStatus } from '../../../../lib/content/ListStatus/ListStatus';
import { NoData } from '../../../../lib/content/NoData/NoData';
import type { ServicesStore } from '../../stores/ServicesStore';
import { CategoryNav } from '../CategoryNav/CategoryNav';
import { CategorySections } from '../CategorySections/CategorySections';
import { OpenAccount } from '../OpenAccount/OpenAccount';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';

/**
 * `khach-hang-ca-nhan[/:slug]`: every service category with its services, or (with a slug) one
 * category's page; the categories as a side navigation either way.
 */
export const IndividualCustomerPage = observer(function IndividualCustomerPage() {
  const { services: store } = useStores();
  const { locale, slug } = useRouteSlug();

  useLoad((locale) => store.loadCatalog(locale), [store], store.catalog);

  return slug ? <CategoryPage slug={slug} locale={locale} store={store} /> : <Overview locale={locale} store={store} />;
});

const Overview = observer(function Overview({ store, locale }: { store: ServicesStore; locale: Locale }) {
  const { t } = useTranslation('corporate');
  return (
    <PageFrame
      title={t('services.individual.title')}
      summary={t('services.individual.description')}
      head={{ title: t('services.individual.title'), description: t('services.individual.description') }}
      aside={<Nav store={store} locale={locale} currentId={null} />}
      asideLabel={t('services.categories')}
    >
      <ListStatus state={store.catalog} noDataMessage={t('services.empty')}>
        <CategorySections groups={store.groups} locale={locale} />
      </ListStatus>
      <OpenAccount />
    </PageFrame>
  );
});

const CategoryPage = observer(function CategoryPage({
  store,
  locale,
  slug,
}: {
  store: ServicesStore;
  locale: Locale;
  slug: string;
}) {
  const { t } = useTranslation('corporate');
  const known = store.categoryBySlug(slug);
  // The category's own page in this language (the URL may carry the other language's slug).
  const key = known?.slug ?? slug;
  useLoad((locale) => store.category.open(key, locale), [store, key], store.category);

  if (store.catalog.hasAnswer && !known) return <ErrorPage status={404} />;
  if (store.category.failure && !store.category.isLoading) return <ErrorPage status={errorStatus(store.category.failure)} />;
  const category = store.category.item;
  if (!category) return <DetailSkeleton />;

  const services = store.groups.find((group) => group.category.id === category.id)?.services ?? [];
  return (
    <PageFrame
      title={category.title}
      summary={category.summary}
      head={itemHeadProps(category)}
      translations={category.translations}
      trail={[{ label: t('services.individual.title'), route: 'individualCustomer' }]}
      aside={<Nav store={store} locale={locale} currentId={category.id} />}
      asideLabel={t('services.categories')}
    >
      {category.body && <RichContent html={category.body} />}
      <ListStatus state={store.catalog} noDataMessage={t('services.emptyCategory')}>
        {services.length > 0 ? <ItemGrid items={services} locale={locale} headingOrder={2} /> : <NoData message={t('services.emptyCategory')} />}
      </ListStatus>
      <OpenAccount />
    </PageFrame>
  );
});

const Nav = observer(function Nav({ store, locale, currentId }: { store: ServicesStore; locale: Locale; currentId: number | null }) {
  if (!store.catalog.hasAnswer) {
    return (
      <Stack gap="xs">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={36} />
        ))}
      </Stack>
    );
  }
  return <CategoryNav categories={store.groups.map((group) => group.category)} currentId={currentId} locale={locale} />;
});
