import { Anchor, Breadcrumbs, Container, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@brokerage/shared/format';
import { useTranslation } from '@brokerage/shared/i18n';
import { Link } from '@brokerage/shared/routing';
import { PageHead, RichContent, useLayout, usePageTranslations } from '@brokerage/shared/ui';
import type { TemplateProps } from '../../templates/types';
import { PageBlocks } from '../PageBlocks/PageBlocks';
import classes from './GenericTemplate.module.css';

/** A finished-looking content page for every template that has no dedicated screen yet. */
export function GenericTemplate({ page }: TemplateProps) {
  useLayout('main');
  usePageTranslations(page.translations);
  const { t } = useTranslation('corporate');

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
