import { Anchor, Breadcrumbs, Container, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@brokerage/shared/format';
import { useTranslation } from '@brokerage/shared/i18n';
import { Link } from '@brokerage/shared/routing';
import { PageHead, RichContent, useLayout, usePageTranslations } from '@brokerage/shared/ui';
import type { Page } from '@brokerage/shared/validation';
import { PageBlocks } from '../../../../components/PageBlocks/PageBlocks';
import classes from './RecruitmentTemplate.module.css';

/** RECRUITMENT, RECRUITMENT_CAREER and RECRUITMENT_ABOUT_US until their own screens land. */
export function RecruitmentTemplate({ page }: { page: Page }) {
  useLayout('recruit');
  usePageTranslations(page.translations);
  const { t } = useTranslation('recruitment');

  return (
    <Container size="xl" py="xl">
      <PageHead
        title={page.title}
        description={page.summary}
        seo={page.seo}
        og={page.og}
        templateCode={page.templateCode}
      />
      <Stack component="article" gap="lg">
        <nav aria-label={t('cms.breadcrumb')}>
          <Breadcrumbs separatorMargin="xs">
            <Anchor component={Link} route="home">
              {t('cms.home')}
            </Anchor>
            <Anchor component={Link} route="recruitment">
              {t('cms.recruitment')}
            </Anchor>
            <Text span aria-current="page">
              {page.title}
            </Text>
          </Breadcrumbs>
        </nav>
        <Title order={1}>{page.title}</Title>
        {page.summary && (
          <Text size="lg" className={classes.muted}>
            {page.summary}
          </Text>
        )}
        {page.content && <RichContent html={page.content} />}
        <PageBlocks blocks={page.blocks} moreLabel={t('cms.openLink')} />
        <Text size="sm" className={classes.muted}>
          {t('cms.updatedAt', { date: formatDate(page.updatedAt) })}
        </Text>
      </Stack>
    </Container>
  );
}
