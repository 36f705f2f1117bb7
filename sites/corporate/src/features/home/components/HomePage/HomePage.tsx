import type { ComponentType } from 'react';
import { Container, Skeleton, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { PageBlock } from '@brokerage/shared/validation/content.ts';
import { ErrorPage } from '@brokerage/shared/app/components/ErrorPage/ErrorPage.tsx';
import { PageHead } from '@brokerage/shared/app/components/PageHead/PageHead.tsx';
import { useLayout } from '@brokerage/shared/app/hooks/useLayout.ts';
import { useStaticPage } from '@brokerage/shared/app/hooks/useStaticPage.ts';
import type { HomeNewsStore } from '../../stores/HomeNewsStore';
import type { HomeSection, HomeStore } from '../../stores/HomeStore';
import { HomeBanner } from '../HomeBanner/HomeBanner';
import { HomeNewsBlock } from '../HomeNewsBlock/HomeNewsBlock';
import { ServiceCards } from '../ServiceCards/ServiceCards';
import classes from './HomePage.module.css';

/** Screens of other features for the home's `report` and `video` blocks (app/ composes them). */
export type HomeBlockViews = Partial<
  Record<'report' | 'video', ComponentType<{ block: PageBlock }>>
>;

interface HomePageProps {
  store: HomeStore;
  locale: Locale;
  /** The news block's tabs and lists; without it the news block is left out. */
  newsStore?: HomeNewsStore;
  blockViews?: HomeBlockViews;
}

export const HomePage = observer(function HomePage({
  store,
  locale,
  newsStore,
  blockViews = {},
}: HomePageProps) {
  useLayout('main');
  const { t } = useTranslation('corporate');
  const page = useStaticPage(store.content, locale);

  if (store.content.errorStatus) return <ErrorPage status={store.content.errorStatus} />;
  if (!page) return <HomeSkeleton label={t('home.loading')} />;

  const sections = store.sections.filter((section) =>
    section.kind === 'news' ? newsStore !== undefined : blockViews[section.kind] !== undefined,
  );
  const hasContent =
    store.bannerItems.length > 0 || store.customerService || store.utilities || sections.length > 0;
  return (
    <>
      <PageHead seo={page.seo} og={page.og} templateCode={page.templateCode} />
      <Container size="xl" py="lg" className={classes.frame}>
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
          {sections.map((section) => (
            <div key={sectionKey(section)} className={classes.belowFold}>
              <Section section={section} locale={locale} newsStore={newsStore} views={blockViews} />
            </div>
          ))}
          {!hasContent && <Text>{t('home.empty')}</Text>}
        </Stack>
      </Container>
    </>
  );
});

const sectionKey = (section: HomeSection) =>
  section.kind === 'news' ? 'news' : `${section.kind}-${section.block.id}`;

function Section({
  section,
  locale,
  newsStore,
  views,
}: {
  section: HomeSection;
  locale: Locale;
  newsStore?: HomeNewsStore;
  views: HomeBlockViews;
}) {
  if (section.kind === 'news') {
    return newsStore ? (
      <HomeNewsBlock blocks={section.blocks} store={newsStore} locale={locale} />
    ) : null;
  }
  const View = views[section.kind];
  return View ? <View block={section.block} /> : null;
}

function HomeSkeleton({ label }: { label: string }) {
  return (
    <Container size="xl" py="lg" w="100%" role="status" aria-busy="true" aria-label={label}>
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
