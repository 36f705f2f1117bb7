import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import { Link } from '../../../routing/Link';
import markUrl from '../../assets/logo-mark.svg';
import classes from './Logo.module.css';

/**
 * The brand: the mark as an image and the name as real text, so the name uses the site font
 * with its Vietnamese diacritics and follows the colour scheme.
 */
export function Logo({ linked = true }: { linked?: boolean }) {
  const { t } = useTranslation('common');
  const content = (
    <>
      <img className={classes.mark} src={markUrl} alt="" width={40} height={40} />
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
