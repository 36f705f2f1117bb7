import { useEffect, useRef } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconRefresh, IconShieldCheck } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import { buildPath } from '@brokerage/shared/routing/paths.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { useSchemaForm } from '@brokerage/shared/ui/forms/useSchemaForm.ts';
import { VerifyOtpBodySchema } from '@brokerage/shared/validation/recruitment/accounts.ts';
import { RECRUITMENT_LIMITS } from '@brokerage/shared/validation/recruitment/codes.ts';
import { useAccountErrorText } from '../../hooks/useAccountErrorText';
import type { AuthStore } from '../../stores/AuthStore';
import type { OtpError, RegistrationStore } from '../../stores/RegistrationStore';
import { AccountFrame } from '../AccountFrame/AccountFrame';
import { FormAlert } from '../AccountFrame/FormAlert';

const OtpFormSchema = VerifyOtpBodySchema.pick({ otp: true });
/** The errors said on the code's field; the others above the buttons. */
const ON_FIELD: ReadonlySet<OtpError> = new Set<OtpError>(['otpInvalid', 'otpFormat']);

/**
 * `xac-thuc-otp-dang-ky-tuyen-dung` (spec §4): the 6-digit code with its validity countdown in
 * seconds, and "resend" once the resend countdown has run out. The registration is read back
 * from local storage, so a reload continues; once verified, the login with the email filled in.
 */
export const OtpVerification = observer(function OtpVerification({
  store,
  auth,
  locale,
}: {
  store: RegistrationStore;
  auth: AuthStore;
  locale: Locale;
}) {
  const { t } = useTranslation('recruitment');
  const errorText = useAccountErrorText();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const form = useSchemaForm(OtpFormSchema, { otp: '' });
  const inputRef = useRef<HTMLInputElement>(null);
  const { pending } = store;

  useEffect(() => {
    store.tick();
    const timer = setInterval(store.tick, 1000);
    return () => clearInterval(timer);
  }, [store]);

  const errorSentence = (error: OtpError | null): string | null => {
    if (error === null) return null;
    if (error === 'resendTooSoon')
      return store.waitSeconds === null
        ? t('account.otp.errors.resendTooSoonLater')
        : t('account.otp.errors.resendTooSoon', { count: store.waitSeconds });
    return t(`account.otp.errors.${error}`);
  };

  const handleSubmit = form.onSubmit(
    async ({ otp }) => {
      const email = pending?.email ?? null;
      if (await store.verify(otp)) {
        auth.setRegisteredEmail(email);
        void navigate(
          buildPath('authenticatedUser', locale, {
            query: { redirectUrl: searchParams.get('redirectUrl') },
          }),
          {
            replace: true,
          },
        );
        return;
      }
      if (store.otpError && ON_FIELD.has(store.otpError)) {
        form.setFieldError('otp', errorSentence(store.otpError));
        inputRef.current?.select();
      }
    },
    () => inputRef.current?.focus(),
  );

  const handleResend = async () => {
    if (await store.resend()) {
      form.setFieldValue('otp', '');
      form.clearErrors();
      inputRef.current?.focus();
    }
  };

  if (!pending) {
    return (
      <AccountFrame title={t('account.title.verifyOtp')}>
        <Stack gap="md">
          <FormAlert tone={store.otpError ? 'error' : 'info'}>
            {store.otpError ? errorSentence(store.otpError) : t('account.otp.none')}
          </FormAlert>
          <Link route="authenticatedUser" options={{ query: { tab: 'register' } }}>
            {t('account.otp.toRegister')}
          </Link>
        </Stack>
      </AccountFrame>
    );
  }

  const props = form.getInputProps('otp');
  const alert =
    store.otpError && !ON_FIELD.has(store.otpError) ? errorSentence(store.otpError) : null;

  return (
    <AccountFrame title={t('account.title.verifyOtp')}>
      <form onSubmit={handleSubmit} noValidate aria-label={t('account.title.verifyOtp')}>
        <Stack gap="md">
          <Text>
            {t(`account.otp.intro.${pending.channel}`, { destination: pending.destination })}
          </Text>
          <TextInput
            {...props}
            ref={inputRef}
            onChange={(event) => {
              store.clearErrors();
              props.onChange(event);
            }}
            error={errorText(props.error as string | undefined)}
            label={t('account.fields.otp')}
            description={t('account.fields.otpHint', { length: RECRUITMENT_LIMITS.otpLength })}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={RECRUITMENT_LIMITS.otpLength + 2}
            withAsterisk
            maw={260}
          />
          <div role="status" aria-live="polite">
            {store.resent ? (
              <Text size="sm">{t('account.otp.resent', { destination: pending.destination })}</Text>
            ) : null}
            {store.expired ? (
              <Text size="sm" fw={700}>
                {t('account.otp.expired')}
              </Text>
            ) : null}
          </div>
          {!store.expired ? (
            // Not live: a sentence read out every second would drown everything else.
            <Text size="sm">{t('account.otp.expiresIn', { count: store.secondsLeft })}</Text>
          ) : null}
          <FormAlert>{alert}</FormAlert>
          <Group gap="sm">
            <Button
              type="submit"
              loading={store.verifying}
              disabled={store.codeDead}
              leftSection={<IconShieldCheck size={18} aria-hidden="true" />}
            >
              {t('account.otp.submit')}
            </Button>
            <Button
              variant="default"
              onClick={() => void handleResend()}
              disabled={!store.canResend}
              loading={store.resending}
              leftSection={<IconRefresh size={18} aria-hidden="true" />}
            >
              {store.resendSecondsLeft > 0
                ? t('account.otp.resendIn', { seconds: store.resendSecondsLeft })
                : t('account.otp.resend')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AccountFrame>
  );
});
