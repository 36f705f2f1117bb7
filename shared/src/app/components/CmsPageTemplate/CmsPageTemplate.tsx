import { Anchor, Breadcrumbs, Container, Group, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '../../../format/date';
import { useTranslation } from '../../../i18n/react';
import { Link } from '../../../routing/Link';
import type { RouteId } from '../../../routing/routes';
import type { Page } from '../../../validation/content';
import { useLayout } from '../../hooks/useLayout';
import { usePageTranslations } from '../../hooks/usePageTranslations';
import type { LayoutKind } from '../../stores/UiStore';
import { PageBlocks } from '../../../ui/components/PageBlocks/PageBlocks';
import { PageHead } from '../PageHead/PageHead';
import { pageHeadProps } from '../PageHead/pageHeadProps';
import { RichContent } from '../../../ui/components/RichContent/RichContent';
import { ShareButton } from '../../../ui/components/ShareModal/ShareButton';
import classes from './CmsPageTemplate.module.css';

/** A section between the home page and the page itself in the breadcrumb. */
export interface BreadcrumbLink {
  route: RouteId;
  label: string;
}

export interface CmsPageTemplateProps {
  page: Page;
  /** The shell around the page: `main` unless it belongs to the recruitment portal. */
  layout?: Extract<LayoutKind, 'main' | 'recruit'>;
  /** Sections the page sits in, after "Home" and before its own title. */
  trail?: readonly BreadcrumbLink[];
}

/**
 * A finished-looking content page for every template that has no dedicated screen yet:
 * breadcrumb, title, summary, body, blocks and the date of the last update.
 */
export function CmsPageTemplate({ page, layout = 'main', trail = [] }: CmsPageTemplateProps) {
  useLayout(layout);
  usePageTranslations(page.translations);
  const { t } = useTranslation('common');

  return (
    <Container size="xl" py="xl">
      <PageHead {...pageHeadProps(page)} />
      <Stack component="article" gap="lg">
        <nav aria-label={t('page.breadcrumb')}>
          <Breadcrumbs separatorMargin="xs">
            <Anchor component={Link} route="home">
              {t('page.home')}
            </Anchor>
            {trail.map((crumb) => (
              <Anchor key={crumb.route} component={Link} route={crumb.route}>
                {crumb.label}
              </Anchor>
            ))}
            <Text span aria-current="page">
              {page.title}
            </Text>
          </Breadcrumbs>
        </nav>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
          <Title order={1}>{page.title}</Title>
          <ShareButton title={page.title} />
        </Group>
        {page.summary && (
          <Text size="lg" className={classes.muted}>
            {page.summary}
          </Text>
        )}
        {page.content && <RichContent html={page.content} />}
        <PageBlocks blocks={page.blocks} />
        <Text size="sm" className={classes.muted}>
          {t('page.updatedAt', { date: formatDate(page.updatedAt) })}
        </Text>
      </Stack>
    </Container>
  );
}
