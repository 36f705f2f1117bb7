import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { escapeHtml } from '@brokerage/shared/server/escapeHtml.ts';
import {
  SYSTEM_DATA_ELEMENT_ID,
  systemDataJson,
  type SystemData,
} from '@brokerage/shared/validation/systemData.ts';

/** Everything the proxy may say about a page in its <head>; all fields optional. */
export interface HeadMeta {
  title?: string;
  description?: string;
  keywords?: string;
  canonical?: string;
  /** hreflang → absolute URL; `x-default` included when known. */
  alternates?: ReadonlyArray<{ hreflang: string; href: string }>;
  robots?: string;
  og?: {
    title?: string;
    description?: string;
    image?: string;
    type?: string;
    url?: string;
    siteName?: string;
    locale?: string;
  };
}

const meta = (attr: 'name' | 'property', key: string, content: string | undefined) =>
  content ? `<meta ${attr}="${key}" content="${escapeHtml(content)}" />` : '';

export function renderHead(head: HeadMeta): string {
  const og = head.og ?? {};
  return [
    head.title ? `<title>${escapeHtml(head.title)}</title>` : '',
    meta('name', 'description', head.description),
    meta('name', 'keywords', head.keywords),
    meta('name', 'robots', head.robots),
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" />` : '',
    ...(head.alternates ?? []).map(
      (a) =>
        `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}" />`,
    ),
    meta('property', 'og:title', og.title),
    meta('property', 'og:description', og.description),
    meta('property', 'og:image', og.image),
    meta('property', 'og:type', og.type),
    meta('property', 'og:url', og.url),
    meta('property', 'og:site_name', og.siteName),
    meta('property', 'og:locale', og.locale),
  ]
    .filter(Boolean)
    .join('\n    ');
}

const PLACEHOLDER = '<!--app-head-->';

/**
 * Put the language and the page head into a site's index.html: the page language's text
 * preloads stay, the other's go. The template's own <title> is dropped when we bring one, so
 * the document never has two.
 */
export function injectHead(html: string, locale: Locale, head: HeadMeta): string {
  let out = html.replace(/<html\b([^>]*)>/i, (_tag, attrs: string) => {
    const rest = attrs.replace(/\s+lang\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i, '');
    return `<html lang="${locale}"${rest}>`;
  });
  // The build preloads every language's texts (sites/vite.site.ts); this page needs its own.
  out = out.replace(
    /[ \t]*<link\b[^>]*\bdata-locale="([a-z]+)"[^>]*>\n?/gi,
    (tag, language: string) => (language === locale ? tag : ''),
  );
  if (head.title) out = out.replace(/<title\b[^>]*>[\s\S]*?<\/title\s*>\s*/gi, '');
  const rendered = renderHead(head);
  // A function replacement: `$&` and friends in CMS text must stay literal.
  if (out.includes(PLACEHOLDER)) return out.replace(PLACEHOLDER, () => rendered);
  return out.replace(/<\/head>/i, () => `${rendered}\n  </head>`);
}

/**
 * The page's system data as a JSON data block before `</head>` (not executed: the CSP does
 * not apply, and `<` is escaped so no text can close the element).
 */
export function injectSystemData(html: string, data: SystemData | undefined): string {
  if (!data) return html;
  const block = `<script type="application/json" id="${SYSTEM_DATA_ELEMENT_ID}">${systemDataJson(data)}</script>`;
  return html.replace(/<\/head>/i, () => `  ${block}\n  </head>`);
}
