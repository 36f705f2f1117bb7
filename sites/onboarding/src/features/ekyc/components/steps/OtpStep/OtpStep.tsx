import { useEffect, useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowRight, IconRefresh } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { useSchemaForm } from '@brokerage/shared/ui/forms/useSchemaForm.ts';
import { EKYC_LIMITS } from '@brokerage/shared/validation/ekyc/codes.ts';
import { OtpBodySchema } from '@brokerage/shared/validation/ekyc/schemas.ts';
import { useStepForm } from '../../../hooks/useStepForm';
import { formatCountdown } from '@brokerage/shared/format/countdown.ts';
import type { EkycFlowStore } from '../../../stores/EkycFlowStore';
import { BusyLine } from '../../BusyLine/BusyLine';
import { FormAlert } from '../../FormAlert/FormAlert';
import { EditContactLink } from '../../EditContactLink/EditContactLink';
import { StepCard } from '../../StepCard/StepCard';

const OtpFormSchema = OtpBodySchema.pick({ otp: true });

/**
 * Step 5 (`otp`): the 6-digit code sent to the phone. Both countdowns come from the server's
 * instants (they survive a reload); resend is offered when its own runs out.
 */
export const OtpStep = observer(function OtpStep({ store }: { store: EkycFlowStore }) {
  const { t } = useTranslation('onboarding');
  const form = useSchemaForm(OtpFormSchema, { otp: '' });
  const { errorOf, afterSubmit, focusField } = useStepForm(store, form);
  // What the status line last said, so it speaks on a change and not every second.
  const [resent, setResent] = useState(false);

  useEffect(() => {
    void store.ensureOtp();
    store.tick();
    const timer = setInterval(store.tick, 1000);
    return () => clearInterval(timer);
  }, [store]);

  const handleSubmit = form.onSubmit(
    async ({ otp }) => {
      setResent(false);
      afterSubmit(await store.verifyOtp(otp.trim()));
    },
    (errors) => focusField(Object.keys(errors)),
  );

  const handleResend = async () => {
    const outcome = await store.resendOtp();
    if (outcome === 'ok') {
      setResent(true);
      form.setFieldValue('otp', '');
      form.clearErrors();
      focusField(['otp']);
    }
  };

  const { otp } = store;
  const locked = store.otpAttemptsExhausted;
  const expired = store.otpExpired;
  const props = form.getInputProps('otp');

  return (
    <StepCard headingId="ekyc-step-otp" title={t('ekyc.otp.heading')}>
      {!otp ? (
        <Stack gap="sm">
          {store.otpSending ? (
            <BusyLine label={t('ekyc.otp.sending')} />
          ) : (
            <Group>
              <Button onClick={() => void store.ensureOtp()}>{t('ekyc.otp.send')}</Button>
            </Group>
          )}
          <FormAlert error={store.formError} />
        </Stack>
      ) : (
        <form onSubmit={handleSubmit} noValidate aria-labelledby="ekyc-step-otp">
          <Stack gap="md">
            <Text>{t('ekyc.otp.intro', { phone: otp.phoneMasked })}</Text>
            <EditContactLink store={store} text={t('ekyc.otp.wrongPhone')} />
            <FormAlert error={store.formError} />
            <div role="status" aria-live="polite">
              {resent && <Text size="sm">{t('ekyc.otp.resent', { phone: otp.phoneMasked })}</Text>}
              {expired && (
                <Text size="sm" fw={700}>
                  {t('ekyc.otp.expired')}
                </Text>
              )}
              {locked && (
                <Text size="sm" fw={700}>
                  {t('ekyc.otp.locked')}
                </Text>
              )}
            </div>
            <TextInput
              {...props}
              onChange={(event) => {
                store.clearError('otp');
                props.onChange(event);
              }}
              error={errorOf('otp')}
              label={t('ekyc.otp.label')}
              description={t('ekyc.otp.hint', { length: EKYC_LIMITS.otpLength })}
              autoComplete="one-time-code"
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={EKYC_LIMITS.otpLength}
              disabled={locked}
              withAsterisk
              maw={240}
            />
            {!expired && (
              <Text size="sm">
                {t('ekyc.otp.expiresIn', { time: formatCountdown(store.otpSecondsLeft) })}
              </Text>
            )}
            {otp.attemptsLeft !== null && !locked && (
              <Text size="sm" c="dimmed">
                {t('ekyc.otp.attemptsLeft', { count: otp.attemptsLeft })}
              </Text>
            )}
            <Group gap="sm">
              <Button
                type="submit"
                loading={store.submitting}
                disabled={locked || expired}
                rightSection={<IconArrowRight size={18} aria-hidden />}
              >
                {t('ekyc.otp.submit')}
              </Button>
              <Button
                variant="default"
                onClick={() => void handleResend()}
                disabled={!store.canResendOtp}
                loading={store.otpSending}
                leftSection={<IconRefresh size={18} aria-hidden />}
              >
                {store.resendSecondsLeft > 0
                  ? t('ekyc.otp.resendIn', { time: formatCountdown(store.resendSecondsLeft) })
                  : t('ekyc.otp.resend')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </StepCard>
  );
});
