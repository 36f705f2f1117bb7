import { useRef } from 'react';
import { Alert, Button, Divider, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconLogin2, IconShieldLock } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '../../../i18n/react';
import type { TFunction } from '../../../i18n/translator';
import { CustomerLoginBodySchema, type CustomerLoginInput } from '../../../validation/customers';
import { useFieldErrorText } from '../../../ui/forms/useFieldErrorText';
import { useSchemaForm } from '../../../ui/forms/useSchemaForm';
import { useGoToPath } from '../../hooks/useGoToPath';
import type { CustomerAuthStore } from '../../../auth/CustomerAuthStore';
import { useStores } from '../../stores/StoresContext';
import { DialogModal } from '../../../ui/components/DialogModal/DialogModal';

const EMPTY: CustomerLoginInput = { accountNumber: '', password: '' };

/** A login_delayed wait this long or longer reads in minutes (rounded up), a shorter one in seconds. */
const DELAY_IN_MINUTES_FROM_SECONDS = 120;

/** The sentence for a failed login, shown above the button; null when it sits on a field. */
export function loginErrorText(
  t: TFunction<'common'>,
  store: Pick<CustomerAuthStore, 'loginError' | 'retryAfterMinutes' | 'retryAfterSeconds'>,
): string | null {
  const minutes = store.retryAfterMinutes;
  const seconds = store.retryAfterSeconds;
  switch (store.loginError) {
    case null:
    case 'invalid':
      return null;
    case 'invalidCredentials':
      return t('auth.login.errors.invalidCredentials');
    case 'tooManyAttempts':
      return minutes === null
        ? t('auth.login.errors.tooManyAttemptsLater')
        : t('auth.login.errors.tooManyAttempts', { count: minutes });
    case 'loginDelayed':
      if (seconds === null || minutes === null) return t('auth.login.errors.loginDelayedLater');
      // The account-wide wait grows to LOGIN_LOCK_MINUTES: "900 seconds" says nothing at a glance.
      return seconds < DELAY_IN_MINUTES_FROM_SECONDS
        ? t('auth.login.errors.loginDelayed', { count: seconds })
        : t('auth.login.errors.loginDelayedMinutes', { count: minutes });
    case 'loginBusy':
      return t('auth.login.errors.loginBusy');
    case 'failed':
      return t('auth.login.errors.failed');
  }
}

/** The sentence for an SSO start that failed; null when it did not. */
export function ssoErrorText(
  t: TFunction<'common'>,
  store: Pick<CustomerAuthStore, 'ssoError'>,
): string | null {
  switch (store.ssoError) {
    case null:
      return null;
    case 'unknownOrigin':
      return t('auth.login.errors.ssoUnknownOrigin');
    case 'failed':
      return t('auth.login.errors.ssoFailed');
  }
}

const LoginForm = observer(function LoginForm({ store }: { store: CustomerAuthStore }) {
  const { t } = useTranslation('common');
  const errorText = useFieldErrorText();
  const form = useSchemaForm(CustomerLoginBodySchema, EMPTY);
  const goTo = useGoToPath();
  const { pathname, search, hash } = useLocation();
  const accountRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const handleSubmit = form.onSubmit(
    async (values) => {
      const result = await store.loginDirect(values);
      if (result.ok) {
        notifications.show({
          color: 'teal',
          message: t('auth.login.success'),
          closeButtonProps: { 'aria-label': t('actions.close') },
        });
        if (result.returnPath && result.returnPath !== pathname + search + hash)
          goTo(result.returnPath);
        return;
      }
      // What was typed stays: the server's field messages go on their fields, the rest above
      // the button, and the password is ready to be typed again after a wrong one.
      if (result.error === 'invalid') form.setErrors(store.fieldErrors);
      if (result.error === 'invalidCredentials') passwordRef.current?.select();
    },
    (errors) => (errors.accountNumber ? accountRef : passwordRef).current?.focus(),
  );

  const field = (name: keyof CustomerLoginInput) => {
    const props = form.getInputProps(name);
    return {
      ...props,
      onChange: (event: unknown) => {
        store.clearLoginError();
        props.onChange(event);
      },
      error: errorText(props.error),
    };
  };

  const formError = loginErrorText(t, store);
  const busy = store.submitting || store.ssoStarting;

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('auth.login.intro')}
      </Text>
      <form onSubmit={handleSubmit} noValidate aria-label={t('auth.login.title')}>
        <Stack gap="sm">
          <TextInput
            {...field('accountNumber')}
            ref={accountRef}
            label={t('auth.login.accountNumber')}
            placeholder={t('auth.login.accountNumberPlaceholder')}
            autoComplete="username"
            autoCapitalize="characters"
            spellCheck={false}
            withAsterisk
            data-autofocus
          />
          <PasswordInput
            {...field('password')}
            ref={passwordRef}
            label={t('auth.login.password')}
            autoComplete="current-password"
            withAsterisk
            visibilityToggleFocusable
            visibilityToggleButtonProps={{ 'aria-label': t('auth.login.showPassword') }}
          />
          {formError ? (
            // role="alert": announced as it appears, while focus stays where the customer is.
            <Alert
              color="red"
              variant="light"
              role="alert"
              icon={<IconAlertCircle aria-hidden="true" />}
              p="xs"
            >
              {formError}
            </Alert>
          ) : null}
          <Button
            type="submit"
            fullWidth
            loading={store.submitting}
            disabled={busy}
            leftSection={<IconLogin2 size={18} aria-hidden="true" />}
          >
            {t('auth.login.submit')}
          </Button>
        </Stack>
      </form>
      <Divider label={t('auth.login.or')} labelPosition="center" />
      {store.ssoError ? (
        <Alert color="red" variant="light" role="alert" p="xs">
          {ssoErrorText(t, store)}
        </Alert>
      ) : null}
      <Button
        variant="outline"
        fullWidth
        loading={store.ssoStarting}
        disabled={busy}
        onClick={() => void store.startSso({ returnUrl: store.loginReturnPath ?? undefined })}
        leftSection={<IconShieldLock size={18} aria-hidden="true" />}
      >
        {t('auth.login.sso')}
      </Button>
    </Stack>
  );
});

/**
 * The customer login modal (design §4) any site opens with `customerAuth.openLogin()`: a direct
 * form (account number and password) and the SSO button. Mantine's Modal traps focus, starts
 * on the account number, closes on Escape and gives focus back to the opener.
 */
export const LoginModal = observer(function LoginModal() {
  const { customerAuth } = useStores();
  const { t } = useTranslation('common');
  return (
    <DialogModal
      opened={customerAuth.loginOpen}
      onClose={customerAuth.closeLogin}
      title={t('auth.login.title')}
      size="sm"
    >
      <LoginForm store={customerAuth} />
    </DialogModal>
  );
});
