import { useRef } from 'react';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLogin2 } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { useSchemaForm } from '@brokerage/shared/ui/forms/useSchemaForm.ts';
import {
  LoginBodySchema,
  type LoginBody,
  type LoginInput,
} from '@brokerage/shared/validation/recruitment/accounts.ts';
import { useAccountErrorText } from '../../hooks/useAccountErrorText';
import { recruitReturnPath } from '../../lib/returnPath';
import type { AuthStore } from '../../stores/AuthStore';
import { FormAlert } from '../AccountFrame/FormAlert';

const LoginFormSchema = LoginBodySchema.omit({ grecaptcha_token: true });

/** The sentence for a failed login that sits on no field (spec §8). */
function useLoginErrorText(store: AuthStore): string | null {
  const { t } = useTranslation('recruitment');
  const seconds = store.retryAfterSeconds;
  switch (store.loginError) {
    case null:
    case 'invalid':
      return null;
    case 'invalidCredentials':
      return t('account.login.errors.invalidCredentials');
    case 'loginDelayed':
      return seconds === null
        ? t('account.login.errors.loginDelayedLater')
        : t('account.login.errors.loginDelayed', { count: seconds });
    case 'tooManyAttempts':
      return seconds === null
        ? t('account.login.errors.tooManyAttemptsLater')
        : t('account.login.errors.tooManyAttempts', { count: seconds });
    case 'failed':
      return t('account.failed');
  }
}

/**
 * The candidate's login (spec §2 `dang-nhap`, the first tab of `xac-thuc-danh-tinh`): email or
 * phone and password. Afterwards back to `redirectUrl` when it is a page of the portal, else the
 * job list. What was typed stays on every error.
 */
export const LoginForm = observer(function LoginForm({
  store,
  locale,
  onRegister,
}: {
  store: AuthStore;
  locale: Locale;
  /** The register tab beside it, when there is one; else a link to it. */
  onRegister?: () => void;
}) {
  const { t } = useTranslation('recruitment');
  const errorText = useAccountErrorText();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const registeredEmail = store.registeredEmail;
  const form = useSchemaForm(LoginFormSchema, {
    phone_or_email: registeredEmail ?? '',
    password: '',
  } satisfies LoginInput);
  const loginRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const formError = useLoginErrorText(store);
  const redirectUrl = searchParams.get('redirectUrl');

  const handleSubmit = form.onSubmit(
    async (values) => {
      if (await store.login(values as LoginBody)) {
        notifications.show({ color: 'teal', message: t('account.login.success') });
        void navigate(recruitReturnPath(redirectUrl, locale), { replace: true });
        return;
      }
      if (store.loginError === 'invalid') form.setErrors(store.fieldErrors);
      if (store.loginError === 'invalidCredentials') passwordRef.current?.select();
    },
    (errors) => (errors.phone_or_email ? loginRef : passwordRef).current?.focus(),
  );

  const field = (name: keyof LoginInput) => {
    const props = form.getInputProps(name);
    return {
      ...props,
      onChange: (event: unknown) => {
        store.clearLoginError();
        props.onChange(event);
      },
      error: errorText(props.error as string | undefined),
    };
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('account.tabs.login')}>
      <Stack gap="sm">
        {registeredEmail ? (
          <FormAlert tone="success">{t('account.login.registered')}</FormAlert>
        ) : null}
        <TextInput
          {...field('phone_or_email')}
          ref={loginRef}
          label={t('account.fields.phoneOrEmail')}
          autoComplete="username"
          spellCheck={false}
          withAsterisk
        />
        <PasswordInput
          {...field('password')}
          ref={passwordRef}
          label={t('account.fields.password')}
          autoComplete="current-password"
          withAsterisk
          visibilityToggleButtonProps={{ 'aria-label': t('account.fields.showPassword') }}
        />
        <Group justify="flex-end">
          <Link route="forgotPassword">{t('account.login.forgot')}</Link>
        </Group>
        <FormAlert>{formError}</FormAlert>
        <Button
          type="submit"
          fullWidth
          loading={store.submitting}
          leftSection={<IconLogin2 size={18} aria-hidden="true" />}
        >
          {t('account.login.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('account.login.noAccount')}{' '}
          {onRegister ? (
            <Anchor component="button" type="button" onClick={onRegister} size="sm">
              {t('account.login.toRegister')}
            </Anchor>
          ) : (
            <Link route="authenticatedUser" options={{ query: { tab: 'register', redirectUrl } }}>
              {t('account.login.toRegister')}
            </Link>
          )}
        </Text>
      </Stack>
    </form>
  );
});
