import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { I18nProvider } from '../../i18n/react';
import type { I18n } from '../../i18n/translator';
import { SiteContext } from '../../routing/Link';
import type { SiteId } from '../../routing/routes';
import { ShellContext, type ShellSlots } from '../shell/ShellContext';
import type { BaseStores } from '../stores/RootStore';
import { StoresContext } from '../stores/StoresContext';
import { colorSchemeManager, cssVariablesResolver, testTheme, theme } from '../../ui/theme/theme';

export interface SiteProvidersProps {
  site: SiteId;
  stores: BaseStores;
  i18n: I18n;
  slots?: ShellSlots;
  /** `test` turns off Mantine's transitions and portals. */
  env?: 'default' | 'test';
  children: ReactNode;
}

/** Everything a page expects around it; startSite and renderWithProviders both use it. */
export function SiteProviders({
  site,
  stores,
  i18n,
  slots,
  env = 'default',
  children,
}: SiteProvidersProps) {
  return (
    <MantineProvider
      theme={env === 'test' ? testTheme : theme}
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={env}
    >
      <I18nProvider i18n={i18n}>
        <StoresContext value={stores}>
          <SiteContext value={site}>
            <ShellContext value={slots ?? EMPTY_SLOTS}>{children}</ShellContext>
          </SiteContext>
        </StoresContext>
      </I18nProvider>
    </MantineProvider>
  );
}

const EMPTY_SLOTS: ShellSlots = {};
