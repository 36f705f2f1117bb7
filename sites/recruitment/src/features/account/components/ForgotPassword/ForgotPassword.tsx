import { useEffect, useRef } from 'react';
import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconKey, IconSend } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import { useSchemaForm } from '@brokerage/shared/ui/forms/useSchemaForm.ts';
import {
  ResetPasswordBodySchema,
  ResetPasswordConfirmBodySchema,
} from '@brokerage/shared/validation/recruitment/accounts.ts';
import { RECRUITMENT_LIMITS } from '@brokerage/shared/validation/recruitment/codes.ts';
import { useAccountErrorText } from '../../hooks/useAccountErrorText';
import type { PasswordResetStore } from '../../stores/PasswordResetStore';
import { AccountFrame } from '../AccountFrame/AccountFrame';
import { FormAlert } from '../AccountFrame/FormAlert';
import { PasswordRules } from '../AccountFrame/PasswordRules';

const RequestSchema = ResetPasswordBodySchema.omit({ grecaptcha_token: true });
// The whole schema: zod cannot omit from an object with refinements (the retyped password).
// The email or phone is the first step's, put in the values from the store.
const ConfirmSchema = ResetPasswordConfirmBodySchema;
const RULES_ID = 'reset-password-rules';
type ConfirmValues = Parameters<PasswordResetStore['confirm']>[0];

/** The first step's sentence for a failure that sits on no field. */
function useResetErrorText(store: PasswordResetStore): string | null {
  const { t } = useTranslation('recruitment');
  switch (store.error) {
    case null:
      return null;
    case 'tooSoon':
      return store.waitSeconds === null
        ? t('account.otp.errors.resendTooSoonLater')
        : t('account.otp.errors.resendTooSoon', { count: store.waitSeconds });
    case 'otpInvalid':
      return null;
    case 'otpExpired':
      return t('account.otp.errors.otpExpired');
    case 'otpAttemptsExceeded':
      return t('account.otp.errors.otpAttemptsExceeded');
    case 'failed':
      return t('account.failed');
  }
}

/**
 * `quen-mat-khau` (spec §4 "Password reset"): the email or phone, a code sent there (the same
 * answer whether or not it has an account), then the code and a new password; a link to log in
 * at the end.
 */
export const ForgotPassword = observer(function ForgotPassword({
  store,
}: {
  store: PasswordResetStore;
}) {
  const { t } = useTranslation('recruitment');
  const errorText = useAccountErrorText();
  const request = useSchemaForm(RequestSchema, { phone_or_email: '' });
  const confirm = useSchemaForm(ConfirmSchema, {
    phone_or_email: store.phoneOrEmail,
    otp: '',
    new_password: '',
    new_password_confirmation: '',
  });
  const otpRef = useRef<HTMLInputElement>(null);
  const formError = useResetErrorText(store);

  useEffect(() => {
    store.tick();
    const timer = setInterval(store.tick, 1000);
    return () => clearInterval(timer);
  }, [store]);

  const handleRequest = request.onSubmit(async ({ phone_or_email }) => {
    const destination = String(phone_or_email).trim();
    if (await store.request(destination)) {
      confirm.setFieldValue('phone_or_email', store.phoneOrEmail);
      otpRef.current?.focus();
    } else request.setErrors(store.fieldErrors);
  });

  const handleConfirm = confirm.onSubmit(async (values) => {
    const { otp, new_password, new_password_confirmation } = values as Record<string, string>;
    if (await store.confirm({ otp, new_password, new_password_confirmation } as ConfirmValues))
      return;
    if (store.error === 'otpInvalid')
      confirm.setFieldError('otp', t('account.otp.errors.otpInvalid'));
    else confirm.setErrors(store.fieldErrors);
  });

  // The inputs' props with the store's answer cleared on typing and the error in words.
  const withErrors = <P extends { onChange: (event: never) => void; error?: unknown }>(
    props: P,
  ) => ({
    ...props,
    onChange: (event: Parameters<P['onChange']>[0]) => {
      store.clearErrors();
      props.onChange(event);
    },
    error: errorText(props.error as string | undefined),
  });
  const requestField = (name: 'phone_or_email') => withErrors(request.getInputProps(name));
  const confirmField = (name: 'otp' | 'new_password' | 'new_password_confirmation') =>
    withErrors(confirm.getInputProps(name));

  if (store.step === 'done') {
    return (
      <AccountFrame title={t('account.title.forgotPassword')}>
        <Stack gap="md">
          <FormAlert tone="success">{t('account.forgot.done')}</FormAlert>
          <Link route="login">{t('account.forgot.toLogin')}</Link>
        </Stack>
      </AccountFrame>
    );
  }

  return (
    <AccountFrame title={t('account.title.forgotPassword')} intro={t('account.forgot.intro')}>
      {store.step === 'request' ? (
        <form onSubmit={handleRequest} noValidate aria-label={t('account.title.forgotPassword')}>
          <Stack gap="sm">
            <TextInput
              {...requestField('phone_or_email')}
              label={t('account.fields.phoneOrEmail')}
              autoComplete="username"
              spellCheck={false}
              withAsterisk
            />
            <FormAlert>{formError}</FormAlert>
            <Button
              type="submit"
              loading={store.submitting}
              leftSection={<IconSend size={18} aria-hidden="true" />}
            >
              {t('account.forgot.send')}
            </Button>
            <Link route="login">{t('account.forgot.toLogin')}</Link>
          </Stack>
        </form>
      ) : (
        <form onSubmit={handleConfirm} noValidate aria-label={t('account.forgot.submit')}>
          <Stack gap="sm">
            <FormAlert tone="info">
              {t('account.forgot.sent', { destination: store.phoneOrEmail })}
            </FormAlert>
            <TextInput
              {...confirmField('otp')}
              ref={otpRef}
              label={t('account.fields.otp')}
              description={t('account.fields.otpHint', { length: RECRUITMENT_LIMITS.otpLength })}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={RECRUITMENT_LIMITS.otpLength + 2}
              withAsterisk
              maw={260}
            />
            <PasswordInput
              {...confirmField('new_password')}
              label={t('account.fields.newPassword')}
              autoComplete="new-password"
              aria-describedby={RULES_ID}
              withAsterisk
              visibilityToggleButtonProps={{ 'aria-label': t('account.fields.showPassword') }}
            />
            <PasswordRules value={String(confirm.values.new_password ?? '')} id={RULES_ID} />
            <PasswordInput
              {...confirmField('new_password_confirmation')}
              label={t('account.fields.newPasswordConfirmation')}
              autoComplete="new-password"
              withAsterisk
              visibilityToggleButtonProps={{ 'aria-label': t('account.fields.showPassword') }}
            />
            <FormAlert>{formError}</FormAlert>
            <Button
              type="submit"
              loading={store.submitting}
              leftSection={<IconKey size={18} aria-hidden="true" />}
            >
              {t('account.forgot.submit')}
            </Button>
            <Button
              variant="default"
              disabled={store.resendSecondsLeft > 0 || store.submitting}
              onClick={() => void store.request(store.phoneOrEmail)}
            >
              {store.resendSecondsLeft > 0
                ? t('account.otp.resendIn', { seconds: store.resendSecondsLeft })
                : t('account.otp.resend')}
            </Button>
            <Anchor component="button" type="button" size="sm" onClick={store.restart}>
              {t('account.forgot.other')}
            </Anchor>
          </Stack>
        </form>
      )}
    </AccountFrame>
  );
});
