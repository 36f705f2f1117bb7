import { use, useId } from 'react';
import { Anchor, Badge, Text } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../i18n/react';
import { Link } from '../../../routing/Link';
import { useStores } from '../../stores/StoresContext';
import { ShellContext } from '../../shell/ShellContext';
import { telHref } from '../../../format/phone';
import { menuHref } from '../Header/menuHref';
import { Logo } from '../../../ui/components/Logo/Logo';
import { NewsletterSignup } from '../NewsletterSignup/NewsletterSignup';
import classes from './Footer.module.css';

/** `compact`: the eKYC and error layouts keep only the legal line. */
export const Footer = observer(function Footer({
  variant = 'full',
}: {
  variant?: 'full' | 'compact';
}) {
  const { system, ui } = useStores();
  const { t } = useTranslation('common');
  const headingId = useId();
  const general = system.general;
  const name = general?.siteName || t('brand.name');
  const columns = variant === 'full' ? system.menu('footer') : [];
  const { recruitFooter: RecruitFooter } = use(ShellContext);

  const legal = (
    <div className={classes.legal}>
      <Text size="sm" c="dimmed">
        {t('footer.copyright', { year: new Date().getFullYear(), name })}
      </Text>
      <Text size="sm" c="dimmed" className={classes.demo}>
        <Badge variant="outline" color="gray" radius="sm" size="sm" component="span">
          {t('footer.demoData')}
        </Badge>
        <span>{t('footer.demoNote')}</span>
      </Text>
    </div>
  );

  if (variant === 'compact') {
    return (
      <footer className={classes.footer} data-variant="compact">
        <div className={classes.inner}>{legal}</div>
      </footer>
    );
  }

  return (
    <footer className={classes.footer}>
      <div className={classes.inner}>
        <div className={classes.grid}>
          <section className={classes.brand} aria-labelledby={headingId}>
            <Logo />
            <h2 id={headingId} className={classes.visuallyHiddenHeading}>
              {t('footer.contactHeading')}
            </h2>
            <ul className={classes.contact}>
              {general?.address ? (
                <li>
                  <IconMapPin size={18} aria-hidden="true" />
                  <span>
                    <span className={classes.label}>{t('footer.address')}: </span>
                    {general.address}
                  </span>
                </li>
              ) : null}
              {general?.email ? (
                <li>
                  <IconMail size={18} aria-hidden="true" />
                  <span>
                    <span className={classes.label}>{t('footer.email')}: </span>
                    <Anchor href={`mailto:${general.email}`} fz="inherit">
                      {general.email}
                    </Anchor>
                  </span>
                </li>
              ) : null}
              <li>
                <IconPhone size={18} aria-hidden="true" />
                <span>
                  <span className={classes.label}>{t('footer.hotline')}: </span>
                  <Anchor href={telHref(system.hotline)} fw={700} fz="inherit">
                    {system.hotline}
                  </Anchor>
                </span>
              </li>
            </ul>
          </section>
          {columns.length > 0 ? (
            <nav className={classes.columns} aria-label={t('a11y.footerNav')}>
              {columns.map((column) => (
                <div key={column.id} className={classes.column}>
                  <h2 className={classes.columnTitle}>{column.title}</h2>
                  <ul className={classes.links}>
                    {(column.subMenu.length > 0 ? column.subMenu : [column]).map((item) => {
                      const href = menuHref(item, ui.locale);
                      return (
                        <li key={item.id}>
                          {href ? (
                            <Link href={href} target={item.target} className={classes.link}>
                              {item.title}
                            </Link>
                          ) : (
                            <span>{item.title}</span>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                </div>
              ))}
            </nav>
          ) : null}
        </div>
        {ui.layout === 'recruit' && RecruitFooter ? <RecruitFooter /> : null}
        <NewsletterSignup />
        {legal}
      </div>
    </footer>
  );
});
