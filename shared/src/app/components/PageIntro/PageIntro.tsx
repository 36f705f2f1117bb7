import { Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Page } from '../../../validation/content';
import { PageHead } from '../PageHead/PageHead';
import { pageHeadProps } from '../PageHead/pageHeadProps';
import { RichContent } from '../../../ui/components/RichContent/RichContent';
import classes from './PageIntro.module.css';

export interface PageIntroProps {
  /** The page in the current language; null while it loads. */
  page: Page | null;
  /** While `page` loads: the document title and the accessible name of the placeholder. */
  pending: { title: string; label: string };
  /** `hero`: title and summary on a tinted panel with the body below it. */
  variant?: 'plain' | 'hero';
}

/**
 * The top of a page whose intro the CMS writes (analysis centre, eKYC, recruitment): its
 * document head, then the h1, summary and body, or a placeholder until the page is here.
 */
export function PageIntro({ page, pending, variant = 'plain' }: PageIntroProps) {
  if (!page) {
    return (
      <>
        <PageHead title={pending.title} trackView={false} />
        <Stack gap="xs" role="status" aria-busy="true" aria-label={pending.label}>
          {variant === 'hero' ? (
            <Skeleton height={160} radius="md" />
          ) : (
            <>
              <Skeleton height={36} width={420} maw="100%" />
              <Skeleton height={20} width="80%" />
            </>
          )}
        </Stack>
      </>
    );
  }

  const heading = (
    <>
      <Title order={1}>{page.title}</Title>
      {page.summary && (
        <Text size="lg" className={classes.muted}>
          {page.summary}
        </Text>
      )}
    </>
  );
  const body = page.content && <RichContent html={page.content} />;
  return (
    <>
      <PageHead {...pageHeadProps(page)} />
      {variant === 'hero' ? (
        <Stack gap="xl">
          <Stack gap="sm" className={classes.hero}>
            {heading}
          </Stack>
          {body}
        </Stack>
      ) : (
        <Stack gap="xs">
          {heading}
          {body}
        </Stack>
      )}
    </>
  );
}
