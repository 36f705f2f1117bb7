import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import { Link } from '../../../routing/Link';
import classes from './Logo.module.css';

/**
 * The mark, drawn inline (the SSO's pages serve the same drawing as a file,
 * services/sso/src/assets/logo-mark.svg). As an `<img>` of an SVG each copy on a page was a
 * document of its own in the browser: about 20 ms of main thread apiece, header and footer.
 */
function LogoMark() {
  return (
    <svg className={classes.mark} viewBox="0 0 48 48" width={40} height={40} aria-hidden focusable="false">
      <rect width="48" height="48" rx="12" fill="#0a755a" />
      <g fill="none" strokeLinecap="round" strokeLinejoin="round" strokeWidth="4">
        <path d="M9 37 21 11l6.5 14" stroke="#fff" strokeWidth="4.5" />
        <path d="M14.5 28.5h9" stroke="#fff" />
        <path d="m24 36 6.5-7.5 4 3.5L40 23M34.5 22.5H40v5.5" stroke="#f2c14e" />
      </g>
    </svg>
  );
}

/**
 * The brand: the mark and the name as real text, so the name uses the site font with its
 * Vietnamese diacritics and follows the colour scheme.
 */
export function Logo({ linked = true }: { linked?: boolean }) {
  const { t } = useTranslation('common');
  const content = (
    <>
      <LogoMark />
      <span className={classes.text}>
        <span className={classes.name}>{t('brand.shortName')}</span>
        <span className={classes.tagline}>{t('brand.tagline')}</span>
      </span>
    </>
  );
  if (!linked) return <span className={classes.root}>{content}</span>;
  return (
    <Link route="home" className={classes.root}>
      {content}
      <VisuallyHidden>{t('brand.homeSuffix')}</VisuallyHidden>
    </Link>
  );
}
