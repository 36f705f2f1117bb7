import { NavLink } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTradingAction } from './AccountMenu';

/** TradingAction in the menu drawer: a nav link among the menu's (loaded with the drawer). */
export const TradingNavAction = observer(function TradingNavAction() {
  const action = useTradingAction();
  if (!action) return null;
  const { trading, label, icon, newTab, starting } = action;
  return trading.direct ? (
    <NavLink
      component="a"
      href={trading.url}
      target="_blank"
      rel="noopener noreferrer"
      label={label}
      leftSection={icon}
      rightSection={newTab}
    />
  ) : (
    <NavLink
      component="button"
      type="button"
      label={label}
      leftSection={icon}
      disabled={starting}
      onClick={trading.start}
    />
  );
});
