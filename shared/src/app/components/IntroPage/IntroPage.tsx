import type { ReactNode } from 'react';
import { Container, Stack } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { Locale } from '../../../routing/routes';
import type { Page } from '../../../validation/content';
import { useLayout } from '../../hooks/useLayout';
import { useStaticPage } from '../../hooks/useStaticPage';
import type { StaticPageStore } from '../../stores/StaticPageStore';
import type { LayoutKind } from '../../stores/UiStore';
import { ErrorPage } from '../ErrorPage/ErrorPage';
import { PageIntro, type PageIntroProps } from '../PageIntro/PageIntro';

export interface IntroPageProps extends Pick<PageIntroProps, 'pending' | 'variant'> {
  /** The intro content (`pages/static/{key}`). */
  store: StaticPageStore;
  locale: Locale;
  layout: Exclude<LayoutKind, 'error'>;
  /** The page's own sections below the intro; a function gets the intro (null while it loads). */
  children: ReactNode | ((intro: Page | null) => ReactNode);
}

/**
 * A site's first page, which opens with an intro the CMS writes (analysis centre, eKYC,
 * recruitment): loads it in the page's language, shows the error page when it cannot, and sets
 * the intro above the page's own sections.
 */
export const IntroPage = observer(function IntroPage({
  store,
  locale,
  layout,
  pending,
  variant,
  children,
}: IntroPageProps) {
  useLayout(layout);
  const intro = useStaticPage(store, locale);

  if (store.errorStatus) return <ErrorPage status={store.errorStatus} />;
  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        <PageIntro page={intro} pending={pending} variant={variant} />
        {/* Laid out but not shown until the intro is in: it is taller than its skeleton, and
            sections in view would jump down when it arrives (layout shift). */}
        <Stack gap="xl" style={intro ? undefined : { visibility: 'hidden' }}>
          {typeof children === 'function' ? children(intro) : children}
        </Stack>
      </Stack>
    </Container>
  );
});
