import type { ReactNode } from 'react';
import { Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { PageTranslation } from '@brokerage/shared/routing/paths.ts';
import {
  PageHead,
  type PageHeadProps,
} from '@brokerage/shared/app/components/PageHead/PageHead.tsx';
import { useLayout } from '@brokerage/shared/app/hooks/useLayout.ts';
import { usePageTranslations } from '@brokerage/shared/app/hooks/usePageTranslations.ts';
import { RichContent } from '@brokerage/shared/ui/components/RichContent/RichContent.tsx';
import { ShareButton } from '@brokerage/shared/ui/components/ShareModal/ShareButton.tsx';
import type { Seo } from '@brokerage/shared/validation/content.ts';
import { PageBreadcrumbs, type Crumb } from '../PageBreadcrumbs/PageBreadcrumbs';
import classes from './ContentDetailLayout.module.css';

export interface ContentDetailLayoutProps {
  /** The document head (see `detailHeadProps`). */
  head?: PageHeadProps;
  /** The item's slugs in both languages: the language switch goes to the translated page. */
  translations?: readonly PageTranslation[] | null;
  /** Steps after "Home", before the page's own title. */
  breadcrumb?: readonly Crumb[];
  title: string;
  /** The item's date (ISO timestamp or yyyy-mm-dd), shown dd/mm/yyyy. */
  date?: string | null;
  /** Words before the date: "Ngày đăng", "Ngày thực hiện"… Default "Ngày đăng" / "Published". */
  dateLabel?: string;
  /** A line under the title (summary, exchange, stock symbol…). */
  subtitle?: ReactNode;
  /** The item's picture, shown above the body (decorative: the title says what it is). */
  image?: string | null;
  /** Sanitised CMS HTML of the item. */
  body?: string | null;
  /** Below the body: attachments, tags. */
  children?: ReactNode;
  /** Beside the article from md up, below it on phones: related items. */
  aside?: ReactNode;
}

/** The head of an item's page: its SEO block over its title, summary and picture. */
export function detailHeadProps(item: {
  title: string;
  summary: string | null;
  image: string | null;
  seo: Seo;
}): PageHeadProps {
  return {
    title: item.title,
    description: item.summary,
    image: item.image,
    seo: item.seo,
    og: { type: 'article' },
  };
}

/**
 * The detail page of a content item (news, disclosure, exchange news, service…): main layout,
 * head tags, language-switch slugs, breadcrumb, h1, date and share button, body, then an aside.
 */
export function ContentDetailLayout({
  head,
  translations,
  breadcrumb = [],
  title,
  date,
  dateLabel,
  subtitle,
  image,
  body,
  children,
  aside,
}: ContentDetailLayoutProps) {
  useLayout('main');
  usePageTranslations(translations);
  const { t: tc } = useTranslation('corporate');
  const shownDate = formatDate(date);

  const article = (
    <Stack component="article" gap="md" className={classes.article}>
      <Title order={1} className={classes.title}>
        {title}
      </Title>
      <Group justify="space-between" gap="sm" wrap="wrap">
        {shownDate ? (
          <Group gap={6} className={classes.muted}>
            <IconCalendar size={16} aria-hidden />
            <Text size="sm" className={classes.muted}>
              {dateLabel ?? tc('contentList.publishedOn')}:{' '}
              <time dateTime={date ?? undefined}>{shownDate}</time>
            </Text>
          </Group>
        ) : (
          <span />
        )}
        <ShareButton title={title} />
      </Group>
      {subtitle}
      {image && <img src={image} alt="" className={classes.image} decoding="async" />}
      {body && <RichContent html={body} />}
      {children}
    </Stack>
  );

  return (
    <Container size="xl" py="xl" className={classes.frame}>
      {head && <PageHead {...head} />}
      <Stack gap="lg">
        <PageBreadcrumbs trail={breadcrumb} title={title} />
        {aside ? (
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 8 }}>{article}</Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <aside className={classes.aside}>{aside}</aside>
            </Grid.Col>
          </Grid>
        ) : (
          article
        )}
      </Stack>
    </Container>
  );
}
