import { use, useMemo, type MouseEvent } from 'react';
import { Typography } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { SiteContext } from '../../../routing/Link';
import { classifyLink, siteForPath } from '../../../routing/paths';
import { sanitizeHtml } from '../../../format/html/sanitizeHtml';
import classes from './RichContent.module.css';

export interface RichContentProps {
  html: string | null | undefined;
  className?: string;
}

/**
 * CMS HTML through the allow-list sanitiser. Links inside it to pages of this site navigate in
 * the app (no reload), as the shared Link would; everything else is a normal anchor.
 */
export function RichContent({ html, className }: RichContentProps) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const site = use(SiteContext) ?? siteForPath(pathname);

  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || (anchor.target && anchor.target !== '_self')) return;
    const url = new URL(href, window.location.href);
    if (url.origin !== window.location.origin) return;
    const path = url.pathname + url.search + url.hash;
    if (classifyLink(path, site) !== 'same-site') return;
    event.preventDefault();
    navigate(path);
  };

  if (!clean) return null;
  return (
    <Typography className={className ? `${classes.root} ${className}` : classes.root}>
      {/* Sanitised above with an allow-list; this is the one place CMS HTML enters the DOM. */}
      <div onClick={handleClick} dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
