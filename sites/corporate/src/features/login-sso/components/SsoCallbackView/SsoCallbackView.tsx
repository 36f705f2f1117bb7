import { useEffect, useRef } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconArrowRight,
  IconCircleCheck,
  IconExternalLink,
  IconShieldLock,
} from '@tabler/icons-react';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { SsoFailureReason } from '@brokerage/shared/auth/CustomerAuthStore.ts';
import a11y from '../../../../lib/styles/a11y.module.css';
import classes from './SsoCallbackView.module.css';

/** What the callback screen shows (spec §2 "SSO callback"). */
export type SsoCallbackState =
  | { kind: 'exchanging' }
  | { kind: 'success'; tradingBlocked: boolean }
  | { kind: 'loggedOut' }
  | { kind: 'error'; reason: SsoFailureReason };

export interface SsoCallbackViewProps {
  state: SsoCallbackState;
  /** The screen's language: the provider's `Language`, else the path's. */
  locale: Locale;
  busy?: boolean;
  onContinue: () => void;
  onOpenTrading: () => void;
  onLoginAgain: () => void;
}

const ERROR_MESSAGES = {
  timeout: 'auth.ssoCallback.timeoutMessage',
  denied: 'auth.ssoCallback.deniedMessage',
  stateMismatch: 'auth.ssoCallback.stateMismatchMessage',
  failed: 'auth.ssoCallback.errorMessage',
} as const satisfies Record<SsoFailureReason, string>;

/**
 * The states of the SSO return point. Each new state takes the focus to its heading, so a
 * screen reader reads what happened without the customer hunting for it.
 */
export function SsoCallbackView({
  state,
  locale,
  busy = false,
  onContinue,
  onOpenTrading,
  onLoginAgain,
}: SsoCallbackViewProps) {
  const { t } = useTranslation('common', { lng: locale });
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (state.kind !== 'exchanging') headingRef.current?.focus();
  }, [state.kind]);

  // One state shows at a time: its heading takes the focus when it appears.
  const heading = (text: string) => (
    <Title
      order={1}
      size="h2"
      ta="center"
      ref={headingRef}
      tabIndex={-1}
      className={classes.heading}
    >
      {text}
    </Title>
  );
  const continueButton = (
    <Button
      variant="default"
      onClick={onContinue}
      rightSection={<IconArrowRight size={18} aria-hidden="true" />}
    >
      {t('auth.ssoCallback.continue')}
    </Button>
  );

  return (
    <div className={classes.page} lang={locale}>
      <Paper withBorder radius="md" p="xl" className={classes.card}>
        {state.kind === 'exchanging' ? (
          <Stack align="center" gap="md" role="status">
            <Loader aria-hidden="true" />
            <Text ta="center">{t('auth.ssoCallback.loading')}</Text>
          </Stack>
        ) : state.kind === 'success' ? (
          <Stack align="center" gap="md">
            <ThemeIcon size={56} radius="xl" color="teal" variant="light" aria-hidden="true">
              <IconCircleCheck size={34} />
            </ThemeIcon>
            {heading(t('auth.ssoCallback.successTitle'))}
            {state.tradingBlocked ? (
              <>
                <Alert color="yellow" variant="light" role="status">
                  {t('auth.ssoCallback.popupBlocked')}
                </Alert>
                <Group justify="center">
                  <Button
                    onClick={onOpenTrading}
                    leftSection={<IconExternalLink size={18} aria-hidden="true" />}
                  >
                    {t('auth.ssoCallback.openTrading')}
                    <span className={a11y.visuallyHidden}> {t('a11y.newTab')}</span>
                  </Button>
                  {continueButton}
                </Group>
              </>
            ) : (
              <>
                <Text ta="center" c="dimmed" role="status">
                  {t('auth.ssoCallback.successMessage')}
                </Text>
                {continueButton}
              </>
            )}
          </Stack>
        ) : state.kind === 'loggedOut' ? (
          <Stack align="center" gap="md">
            {heading(t('auth.ssoCallback.loggedOutTitle'))}
            <Text ta="center" c="dimmed" role="status">
              {t('auth.ssoCallback.loggedOutMessage')}
            </Text>
            {continueButton}
          </Stack>
        ) : (
          <Stack align="center" gap="md">
            <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden="true">
              <IconAlertTriangle size={32} />
            </ThemeIcon>
            {heading(t('auth.ssoCallback.errorTitle'))}
            <Text ta="center" c="dimmed">
              {t(ERROR_MESSAGES[state.reason])}
            </Text>
            <Group justify="center">
              <Button
                variant={state.reason === 'timeout' ? 'default' : 'filled'}
                onClick={onContinue}
                leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
              >
                {t('auth.ssoCallback.back')}
              </Button>
              {state.reason === 'timeout' ? (
                <Button
                  loading={busy}
                  onClick={onLoginAgain}
                  leftSection={<IconShieldLock size={18} aria-hidden="true" />}
                >
                  {t('auth.ssoCallback.loginAgain')}
                </Button>
              ) : null}
            </Group>
          </Stack>
        )}
      </Paper>
    </div>
  );
}
