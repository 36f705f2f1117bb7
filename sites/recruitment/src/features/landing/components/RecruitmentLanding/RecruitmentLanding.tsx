import { useEffect } from 'react';
import { Container, Skeleton, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n';
import type { Locale } from '@brokerage/shared/routing';
import { ErrorPage, PageHead, RichContent, useLayout } from '@brokerage/shared/ui';
import { PageBlocks } from '../../../../components/PageBlocks/PageBlocks';
import type { RecruitmentIntroStore } from '../../stores/RecruitmentIntroStore';
import classes from './RecruitmentLanding.module.css';

interface RecruitmentLandingProps {
  store: RecruitmentIntroStore;
  locale: Locale;
}

/** `tuyen-dung`: the portal's intro with its CMS blocks (why join us, career areas). */
export const RecruitmentLanding = observer(function RecruitmentLanding({
  store,
  locale,
}: RecruitmentLandingProps) {
  useLayout('recruit');
  const { t } = useTranslation('recruitment');

  useEffect(() => {
    void store.load(locale);
    return () => store.cancel();
  }, [store, locale]);

  if (store.failure) return <ErrorPage status={store.failure === 'maintenance' ? 503 : 500} />;
  const intro = store.locale === locale ? store.intro : null;
  if (!intro) {
    return (
      <Container size="xl" py="xl" role="status" aria-busy="true" aria-label={t('landing.loading')}>
        <PageHead title={t('landing.title')} trackView={false} />
        <Stack gap="xl">
          <Skeleton height={160} radius="md" />
          <Skeleton height={28} width={260} />
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} height={160} radius="md" />
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
    );
  }

  const empty = !intro.content && intro.blocks.length === 0;
  return (
    <Container size="xl" py="xl">
      <PageHead
        title={intro.title}
        description={intro.summary}
        seo={intro.seo}
        og={intro.og}
        templateCode={intro.templateCode}
      />
      <Stack gap="xl">
        <Stack gap="sm" className={classes.hero}>
          <Title order={1}>{intro.title}</Title>
          {intro.summary && (
            <Text size="lg" className={classes.muted}>
              {intro.summary}
            </Text>
          )}
        </Stack>
        {intro.content && <RichContent html={intro.content} />}
        <PageBlocks blocks={intro.blocks} moreLabel={t('cms.openLink')} />
        {empty && <Text>{t('landing.empty')}</Text>}
      </Stack>
    </Container>
  );
});
