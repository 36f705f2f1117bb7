import { Menu } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useNavigate, useLocation } from 'react-router-dom';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { buildPath, localeFromPath } from '@brokerage/shared/routing/paths.ts';
import { CandidateTrigger, useCandidateLogout } from './CandidateMenu';
import { CANDIDATE_LINKS } from './links';

/**
 * The candidate's menu (a WAI-ARIA menu button: arrows move, Escape closes and gives the focus
 * back). Loaded on first use (CandidateMenu).
 */
export function CandidateMenuDropdown({
  name,
  defaultOpened,
  autoFocus,
}: {
  name: string;
  defaultOpened?: boolean;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('recruitment');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const logout = useCandidateLogout();
  return (
    <Menu
      position="bottom-end"
      offset={6}
      shadow="md"
      width={240}
      defaultOpened={defaultOpened}
      withinPortal
      // Mantine's focus placeholder is a role=presentation child of role=menu, which axe refuses
      // (aria-required-children); the header's menus do without it too.
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <CandidateTrigger name={name} autoFocus={autoFocus} />
      </Menu.Target>
      <Menu.Dropdown aria-label={t('account.menu.label')}>
        {CANDIDATE_LINKS.map(({ route, label }) => {
          const href = buildPath(route, locale);
          return (
            <Menu.Item
              key={route}
              component="a"
              href={href}
              onClick={(event) => {
                event.preventDefault();
                void navigate(href);
              }}
            >
              {t(label)}
            </Menu.Item>
          );
        })}
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden="true" />}
          onClick={() => void logout()}
        >
          {t('account.menu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
