import { useId } from 'react';
import { Button, Group, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconHeadset } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../i18n/react';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../../routing/Link';
import { homePath } from '../../../routing/pathPolicy';
import image403 from '../../../ui/assets/errors/403.svg';
import image404 from '../../../ui/assets/errors/404.svg';
import image500 from '../../../ui/assets/errors/500.svg';
import image503 from '../../../ui/assets/errors/503.svg';
import { useLayout } from '../../hooks/useLayout';
import { useStores } from '../../stores/StoresContext';
import { PageHead } from '../PageHead/PageHead';
import classes from './ErrorPage.module.css';

export type ErrorStatus = 403 | 404 | 500 | 503;

export interface ErrorPageProps {
  status: ErrorStatus;
  /** A 404 for a stock symbol (analysis centre) rather than a page. */
  stock?: boolean;
}

const TEXT_KEY = {
  403: 'forbidden',
  404: 'notFound',
  500: 'serverError',
  503: 'maintenance',
} as const;

const IMAGE: Record<ErrorStatus, string> = { 403: image403, 404: image404, 500: image500, 503: image503 };

/** React Router keeps its history index in `history.state`; 0 means we are the first entry. */
function hasInAppHistory(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number' && state.idx > 0;
}

/**
 * Spec §2 "Error page": image, title, description, Back and Contact (none for 503, when the
 * whole system is down and neither would work). Sets the error layout itself.
 */
export const ErrorPage = observer(function ErrorPage({ status, stock = false }: ErrorPageProps) {
  useLayout('error');
  const { t } = useTranslation('common');
  const { ui, system } = useStores();
  const navigate = useNavigate();
  const titleId = useId();
  const key = status === 404 && stock ? 'stockNotFound' : TEXT_KEY[status];
  const title = t(`errorPage.${key}.title`);

  const handleBack = () => {
    if (hasInAppHistory()) navigate(-1);
    else navigate(homePath(ui.locale));
  };

  return (
    <section className={classes.root} aria-labelledby={titleId} data-status={status}>
      <PageHead title={title} trackView={false} />
      <img className={classes.image} src={IMAGE[status]} alt="" width={320} height={220} />
      <Title order={1} id={titleId} className={classes.title}>
        {title}
      </Title>
      <Text className={classes.description}>{t(`errorPage.${key}.description`, { hotline: system.hotline })}</Text>
      {status !== 503 ? (
        <Group justify="center" gap="sm" mt="lg">
          <Button variant="default" leftSection={<IconArrowLeft size={18} aria-hidden="true" />} onClick={handleBack}>
            {t('actions.back')}
          </Button>
          <Button component={Link} route="contact" leftSection={<IconHeadset size={18} aria-hidden="true" />}>
            {t('actions.contact')}
          </Button>
        </Group>
      ) : null}
    </section>
  );
});
