import type { ReactNode } from 'react';
import { Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { PageTranslation } from '@brokerage/shared/routing/paths.ts';
import {
  PageHead,
  type PageHeadProps,
} from '@brokerage/shared/app/components/PageHead/PageHead.tsx';
import { useLayout } from '@brokerage/shared/app/hooks/useLayout.ts';
import { usePageTranslations } from '@brokerage/shared/app/hooks/usePageTranslations.ts';
import { ShareButton } from '@brokerage/shared/ui/components/ShareModal/ShareButton.tsx';
import type { Page } from '@brokerage/shared/validation/content.ts';
import { PageBreadcrumbs, type Crumb } from '../../content/PageBreadcrumbs/PageBreadcrumbs';
import classes from './PageFrame.module.css';

export interface PageFrameProps {
  title: string;
  summary?: string | null;
  head: PageHeadProps;
  /** The page's slugs in both languages, for the language switch. */
  translations?: readonly PageTranslation[] | null;
  trail?: readonly Crumb[];
  /** ISO timestamp of the last edit, shown at the foot of the page. */
  updatedAt?: string | null;
  /** Buttons beside "Share" (an export, say). */
  actions?: ReactNode;
  /** A side navigation: beside the content from md up, above it on phones. */
  aside?: ReactNode;
  /** Accessible name of the side navigation. */
  asideLabel?: string;
  children: ReactNode;
}

/**
 * The frame of every services and about page: head tags, layout, language-switch slugs,
 * breadcrumb, title with the share button, summary, the page's own content and the update date.
 * CmsPageTemplate draws the same frame around generic blocks; this one takes children.
 */
export function PageFrame({
  title,
  summary,
  head,
  translations,
  trail = [],
  updatedAt,
  actions,
  aside,
  asideLabel,
  children,
}: PageFrameProps) {
  useLayout('main');
  usePageTranslations(translations);
  const { t } = useTranslation('common');

  const content = (
    <Stack gap="xl" className={classes.content}>
      {children}
    </Stack>
  );

  return (
    <Container size="xl" py="xl" className={classes.container}>
      <PageHead {...head} />
      <Stack component="article" gap="lg">
        <PageBreadcrumbs trail={trail} title={title} />
        <Group justify="space-between" align="flex-start" gap="md" className={classes.heading}>
          <Title order={1} className={classes.title}>
            {title}
          </Title>
          <Group gap="xs" wrap="nowrap">
            {actions}
            <ShareButton title={title} />
          </Group>
        </Group>
        {summary && (
          <Text size="lg" className={classes.muted}>
            {summary}
          </Text>
        )}
        {aside ? (
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 3 }}>
              <nav aria-label={asideLabel} className={classes.aside}>
                {aside}
              </nav>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 9 }}>{content}</Grid.Col>
          </Grid>
        ) : (
          content
        )}
        {updatedAt && (
          <Text size="sm" className={classes.muted}>
            {t('page.updatedAt', { date: formatDate(updatedAt) })}
          </Text>
        )}
      </Stack>
    </Container>
  );
}

/** The frame's props for a CMS page (template screens). */
export function pageFrameProps(page: Page): Omit<PageFrameProps, 'children'> {
  return {
    title: page.title,
    summary: page.summary,
    head: { title: page.title, description: page.summary, seo: page.seo, og: page.og, templateCode: page.templateCode },
    translations: page.translations,
    updatedAt: page.updatedAt,
  };
}
