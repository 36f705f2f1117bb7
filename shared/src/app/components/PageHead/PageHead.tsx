import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../i18n/react';
import { useLocation } from 'react-router-dom';
import type { Og, Seo } from '../../../validation/content';
import { useStores } from '../../stores/StoresContext';
import { absoluteUrl, setCanonical, setMetaTag } from './headTags';

export interface PageHeadProps {
  title?: string | null;
  description?: string | null;
  keywords?: string | null;
  image?: string | null;
  /** The page's SEO block; its values win over the plain props (editors set them for the head). */
  seo?: Partial<Seo> | null;
  og?: Partial<Og> | null;
  /** Sent with the page view. */
  templateCode?: string;
  /** Error pages and previews set false: they are not views worth counting. */
  trackView?: boolean;
}

const first = (...values: (string | null | undefined)[]): string | null =>
  values.find((v): v is string => typeof v === 'string' && v.trim() !== '')?.trim() ?? null;

/**
 * Document head from page data with the system SEO/OG defaults behind it (spec §2 "Page head"),
 * and one page view per path (POST page-views).
 */
export const PageHead = observer(function PageHead(props: PageHeadProps) {
  const { system, ui, content } = useStores();
  const { t } = useTranslation('common');
  const { pathname, search } = useLocation();
  const siteName = first(system.general?.siteName, t('brand.name')) ?? '';
  const defaults = { seo: system.seo, og: system.og };

  const pageTitle = first(props.seo?.title, props.title);
  const title = pageTitle
    ? pageTitle.includes(siteName)
      ? pageTitle
      : `${pageTitle} | ${siteName}`
    : (first(defaults.seo?.title) ?? siteName);
  const description = first(props.seo?.description, props.description, defaults.seo?.description);
  const keywords = first(props.seo?.keyword, props.keywords, defaults.seo?.keyword);
  const image = absoluteUrl(
    first(props.og?.image, props.image, props.seo?.imgSrc, defaults.og?.image, defaults.seo?.imgSrc),
  );
  const ogTitle = first(props.og?.title, pageTitle, defaults.og?.title) ?? title;
  const ogDescription = first(props.og?.description, description, defaults.og?.description);
  const ogType = first(props.og?.type, defaults.og?.type) ?? 'website';
  const locale = ui.locale === 'en' ? 'en_US' : 'vi_VN';

  useEffect(() => {
    document.title = title;
    const url = window.location.origin + pathname + search;
    setMetaTag('name', 'description', description);
    setMetaTag('name', 'keywords', keywords);
    setMetaTag('property', 'og:site_name', siteName);
    setMetaTag('property', 'og:title', ogTitle);
    setMetaTag('property', 'og:description', ogDescription);
    setMetaTag('property', 'og:image', image);
    setMetaTag('property', 'og:type', ogType);
    setMetaTag('property', 'og:url', url);
    setMetaTag('property', 'og:locale', locale);
    setMetaTag('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
    setCanonical(window.location.origin + pathname);
  }, [title, description, keywords, image, ogTitle, ogDescription, ogType, siteName, locale, pathname, search]);

  const trackView = props.trackView ?? true;
  const { templateCode } = props;
  useEffect(() => {
    if (!trackView) return;
    const { first: isFirst, referrer } = ui.claimPageView(pathname);
    if (!isFirst) return;
    const from = referrer ? window.location.origin + referrer : document.referrer;
    // The API caps both at 2000 characters (PageViewBodySchema).
    const body = {
      path: pathname.slice(0, 2000),
      ...(templateCode ? { templateCode } : {}),
      ...(from ? { referrer: from.slice(0, 2000) } : {}),
    };
    // A lost page view is not worth an error on screen (a 503 still raises maintenance).
    content.reportPageView(body).catch(() => undefined);
  }, [trackView, pathname, templateCode, ui, content]);

  return null;
});
