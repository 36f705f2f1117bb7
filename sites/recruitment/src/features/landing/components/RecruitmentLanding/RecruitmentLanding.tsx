import { Skeleton, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { IntroPage } from '@brokerage/shared/app/components/IntroPage/IntroPage.tsx';
import type { StaticPageStore } from '@brokerage/shared/app/stores/StaticPageStore.ts';
import { PageBlocks } from '@brokerage/shared/ui/components/PageBlocks/PageBlocks.tsx';

interface RecruitmentLandingProps {
  /** The landing content (`pages/static/recruitment`). */
  store: StaticPageStore;
  locale: Locale;
}

/** `tuyen-dung`: the portal's intro with its CMS blocks (why join us, career areas). */
export function RecruitmentLanding({ store, locale }: RecruitmentLandingProps) {
  const { t } = useTranslation('recruitment');
  return (
    <IntroPage
      store={store}
      locale={locale}
      layout="recruit"
      variant="hero"
      pending={{ title: t('landing.title'), label: t('landing.loading') }}
    >
      {(intro) =>
        intro ? (
          <>
            <PageBlocks blocks={intro.blocks} />
            {!intro.content && intro.blocks.length === 0 && <Text>{t('landing.empty')}</Text>}
          </>
        ) : (
          <Stack gap="xl">
            <Skeleton height={28} width={260} />
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
              {[0, 1, 2].map((key) => (
                <Skeleton key={key} height={160} radius="md" />
              ))}
            </SimpleGrid>
          </Stack>
        )
      }
    </IntroPage>
  );
}
