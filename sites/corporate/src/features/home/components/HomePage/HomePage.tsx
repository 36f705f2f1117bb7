import { Container, Skeleton, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n';
import type { Locale } from '@brokerage/shared/routing';
import { ErrorPage, PageHead, useLayout, useStaticPage } from '@brokerage/shared/ui';
import type { HomeStore } from '../../stores/HomeStore';
import { HomeBanner } from '../HomeBanner/HomeBanner';
import { ServiceCards } from '../ServiceCards/ServiceCards';
import classes from './HomePage.module.css';

interface HomePageProps {
  store: HomeStore;
  locale: Locale;
}

export const HomePage = observer(function HomePage({ store, locale }: HomePageProps) {
  useLayout('main');
  const { t } = useTranslation('corporate');
  const page = useStaticPage(store.content, locale);

  if (store.content.errorStatus) return <ErrorPage status={store.content.errorStatus} />;
  if (!page) return <HomeSkeleton label={t('home.loading')} />;

  const hasContent = store.bannerItems.length > 0 || store.customerService || store.utilities;
  return (
    <>
      <PageHead seo={page.seo} og={page.og} templateCode={page.templateCode} />
      <Container size="xl" py="lg">
        <Stack gap="xl">
          <VisuallyHidden>
            <Title order={1}>{page.title}</Title>
          </VisuallyHidden>
          <HomeBanner items={store.bannerItems} />
          {store.customerService && (
            <ServiceCards
              block={store.customerService}
              fallbackTitle={t('home.customerService')}
              headingId="home-customer-service"
            />
          )}
          {store.utilities && (
            <ServiceCards
              block={store.utilities}
              fallbackTitle={t('home.utilities')}
              headingId="home-utilities"
            />
          )}
          {!hasContent && <Text>{t('home.empty')}</Text>}
        </Stack>
      </Container>
    </>
  );
});

function HomeSkeleton({ label }: { label: string }) {
  return (
    <Container size="xl" py="lg" role="status" aria-busy="true" aria-label={label}>
      <Stack gap="xl">
        <Skeleton radius="md" className={classes.bannerSkeleton} />
        <Skeleton height={28} width={240} />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} height={140} radius="md" />
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
