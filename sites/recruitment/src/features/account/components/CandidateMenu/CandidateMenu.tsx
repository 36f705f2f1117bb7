import { lazy, Suspense } from 'react';
import { Button, Stack, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconLogin2, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AccountSlotProps } from '@brokerage/shared/app/shell/ShellContext.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import { buildPath, localeFromPath } from '@brokerage/shared/routing/paths.ts';
import { deferredModule, useDeferredModule } from '@brokerage/shared/ui/hooks/useDeferredModule.ts';
import { useDeferredTrigger } from '@brokerage/shared/ui/hooks/useDeferredTrigger.ts';
import { CANDIDATE_LINKS } from './links';
import classes from './CandidateMenu.module.css';

// The dropdown (and floating-ui) loads on the first hover, focus or click of the button.
const dropdownModule = deferredModule(() => import('./CandidateMenuDropdown'));
const TokenExpiredModal = lazy(() => import('./CandidateTokenExpiredModal'));

/** Logging out from the menu: the session ends, the job list comes next. */
export function useCandidateLogout(before?: () => void) {
  const { auth } = useStores();
  const { t } = useTranslation('recruitment');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return async () => {
    before?.();
    await auth.logout();
    notifications.show({ color: 'teal', message: t('account.menu.loggedOut') });
    void navigate(buildPath('recruitment', localeFromPath(pathname)));
  };
}

/** "Log in / Register" for anonymous visitors: the identity page, coming back here after. */
function LoginLink({ placement, onAction }: AccountSlotProps) {
  const { t } = useTranslation('recruitment');
  const { pathname, search } = useLocation();
  const onAccountPage = /\/(xac-thuc-danh-tinh|authenticated-user|dang-nhap|login)$/.test(pathname);
  return (
    <Button
      component={Link}
      route="authenticatedUser"
      options={onAccountPage ? undefined : { query: { redirectUrl: pathname + search } }}
      onClick={onAction}
      size="sm"
      fullWidth={placement === 'drawer'}
      leftSection={<IconLogin2 size={18} aria-hidden="true" />}
    >
      {t('account.menu.open')}
    </Button>
  );
}

function CandidateButton({ name }: { name: string }) {
  const [loaded, request] = useDeferredModule(dropdownModule);
  const trigger = useDeferredTrigger(request);
  if (loaded)
    return (
      <loaded.CandidateMenuDropdown
        name={name}
        defaultOpened={trigger.clicked}
        autoFocus={trigger.focused}
      />
    );
  return <CandidateTrigger name={name} aria-expanded={false} {...trigger.props} />;
}

/** The logged-in candidate's header button: the name (an icon only when narrow). */
export function CandidateTrigger({
  name,
  ...props
}: { name: string } & React.ComponentPropsWithRef<'button'>) {
  return (
    <UnstyledButton className={classes.trigger} aria-haspopup="menu" {...props}>
      <IconUserCircle size={22} aria-hidden="true" />
      <span className={classes.name}>{name}</span>
      <IconChevronDown size={14} aria-hidden="true" />
    </UnstyledButton>
  );
}

/** The drawer's version on phones: the name, the pages as links, and "Log out". */
const DrawerPanel = observer(function DrawerPanel({
  name,
  onAction,
}: {
  name: string;
  onAction?: () => void;
}) {
  const { t } = useTranslation('recruitment');
  const { auth } = useStores();
  const logout = useCandidateLogout(onAction);
  return (
    <section className={classes.panel} aria-label={t('account.menu.label')}>
      <Stack gap="xs">
        <Text fw={700}>{name}</Text>
        {CANDIDATE_LINKS.map(({ route, label }) => (
          <Link key={route} route={route} onClick={onAction}>
            {t(label)}
          </Link>
        ))}
        <Button
          variant="default"
          size="sm"
          loading={auth.loggingOut}
          leftSection={<IconLogout size={18} aria-hidden="true" />}
          onClick={() => void logout()}
        >
          {t('account.menu.logout')}
        </Button>
      </Stack>
    </section>
  );
});

/**
 * The recruit layout's account control (spec §2, §6): candidates are not the brokerage's
 * customers, so the portal shows its own: "Log in / Register" when logged out; the candidate's
 * name opening a menu of their pages and "Log out" when logged in. The header's copy also
 * holds the token-expired modal (a 401 ended the session, spec §4/§8).
 */
export const CandidateMenu = observer(function CandidateMenu({
  placement,
  onAction,
}: AccountSlotProps) {
  const { recruit } = useStores();
  const { t } = useTranslation('recruitment');
  const name = recruit.memberName ?? t('account.menu.fallbackName');
  const control = !recruit.isLoggedIn ? (
    <LoginLink placement={placement} {...(onAction ? { onAction } : {})} />
  ) : placement === 'drawer' ? (
    <DrawerPanel name={name} {...(onAction ? { onAction } : {})} />
  ) : (
    <CandidateButton name={name} />
  );
  return (
    <>
      {control}
      {placement === 'header' && recruit.tokenExpired ? (
        <Suspense fallback={null}>
          <TokenExpiredModal />
        </Suspense>
      ) : null}
    </>
  );
});
