import { NavLink, VisuallyHidden } from '@mantine/core';
import { IconChartCandle, IconExternalLink } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../i18n';
import { useStores } from '../../stores/StoresContext';
import { useTradingLink } from './AccountMenu';

/** TradingAction in the menu drawer: a nav link among the menu's (loaded with the drawer). */
export const TradingNavAction = observer(function TradingNavAction() {
  const { customerAuth } = useStores();
  const { t } = useTranslation('common');
  const trading = useTradingLink();
  if (!trading) return null;
  const label = t('auth.account.trading');
  const icon = <IconChartCandle size={18} aria-hidden="true" />;
  return trading.direct ? (
    <NavLink
      component="a"
      href={trading.url}
      target="_blank"
      rel="noopener noreferrer"
      label={label}
      leftSection={icon}
      rightSection={
        <>
          <IconExternalLink size={14} aria-hidden="true" />
          <VisuallyHidden>{t('a11y.newTab')}</VisuallyHidden>
        </>
      }
    />
  ) : (
    <NavLink
      component="button"
      type="button"
      label={label}
      leftSection={icon}
      disabled={customerAuth.ssoStarting}
      onClick={trading.start}
    />
  );
});
