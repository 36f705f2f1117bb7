import type { ReactNode } from 'react';
import { Container, Group, Stack, Text, Title } from '@mantine/core';
import type { PageTranslation } from '@brokerage/shared/routing/paths.ts';
import {
  PageHead,
  type PageHeadProps,
} from '@brokerage/shared/app/components/PageHead/PageHead.tsx';
import { useLayout } from '@brokerage/shared/app/hooks/useLayout.ts';
import { usePageTranslations } from '@brokerage/shared/app/hooks/usePageTranslations.ts';
import { RichContent } from '@brokerage/shared/ui/components/RichContent/RichContent.tsx';
import { ShareButton } from '@brokerage/shared/ui/components/ShareModal/ShareButton.tsx';
import type { Page } from '@brokerage/shared/validation/content.ts';
import { PageBreadcrumbs, type Crumb } from '../PageBreadcrumbs/PageBreadcrumbs';
import classes from './ListPageFrame.module.css';

export interface ListPageFrameProps {
  title: string;
  summary?: string | null;
  /** Sanitised CMS HTML written above the list. */
  intro?: string | null;
  head: PageHeadProps;
  /** The page's slugs in both languages, for the language switch. */
  translations?: readonly PageTranslation[] | null;
  /** Steps after "Home", before the page's own title. */
  trail?: readonly Crumb[];
  children: ReactNode;
}

/**
 * The frame of a list screen (a CMS template or a content route): main layout, head tags,
 * language-switch slugs, breadcrumb, h1 with the share button, summary and intro, then the list.
 */
export function ListPageFrame({
  title,
  summary,
  intro,
  head,
  translations,
  trail = [],
  children,
}: ListPageFrameProps) {
  useLayout('main');
  usePageTranslations(translations);
  return (
    <Container size="xl" py="xl" className={classes.frame}>
      <PageHead {...head} />
      <Stack gap="lg">
        <PageBreadcrumbs trail={trail} title={title} cutTitle={false} />
        <Group justify="space-between" align="flex-start" gap="md" wrap="nowrap">
          <Title order={1} className={classes.title}>
            {title}
          </Title>
          <ShareButton title={title} />
        </Group>
        {summary && (
          <Text size="lg" className={classes.muted}>
            {summary}
          </Text>
        )}
        {intro && <RichContent html={intro} />}
        {children}
      </Stack>
    </Container>
  );
}

/** The frame's props for a CMS page whose template is a list (NEWS_*, KHCN_ANALYSIS_REPORT…). */
export function listPageFrameProps(page: Page): Omit<ListPageFrameProps, 'children'> {
  return {
    title: page.title,
    summary: page.summary,
    intro: page.content,
    head: {
      title: page.title,
      description: page.summary,
      seo: page.seo,
      og: page.og,
      templateCode: page.templateCode,
    },
    translations: page.translations,
  };
}
