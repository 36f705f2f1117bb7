import { useEffect } from 'react';
import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconRefresh, IconSend } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { formatCountdown } from '@brokerage/shared/format/countdown.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { BOND_LIMITS } from '@brokerage/shared/validation/bonds.ts';
import { useBondText } from '../../hooks/useBondText';
import type { BondRegistrationStore } from '../../stores/BondRegistrationStore';

/**
 * The account number: a logged-in customer's, fixed; a visitor's, typed and confirmed with a
 * code sent to the phone on file for it (countdown and resend from the server's instants).
 */
export const AccountOtp = observer(function AccountOtp({ store }: { store: BondRegistrationStore }) {
  const { t } = useTranslation('onboarding');
  const text = useBondText();

  const counting = store.otp !== null;
  useEffect(() => {
    if (!counting) return;
    store.tick();
    const timer = setInterval(store.tick, 1000);
    return () => clearInterval(timer);
  }, [store, counting]);

  if (store.loggedIn) {
    return (
      <TextInput
        id="bond-accountNumber"
        label={t('bonds.customer.accountNumber')}
        description={t('bonds.customer.accountFromLogin')}
        value={store.accountNumber}
        readOnly
        withAsterisk
      />
    );
  }

  if (store.accountConfirmed) {
    return (
      <Stack gap={4}>
        <TextInput
          id="bond-accountNumber"
          label={t('bonds.customer.accountNumber')}
          value={store.customer.accountNumber}
          readOnly
          withAsterisk
          rightSectionWidth={120}
          rightSection={
            <Badge variant="filled" radius="sm" tt="none" leftSection={<IconCheck size={12} aria-hidden />}>
              {t('bonds.otp.confirmed')}
            </Badge>
          }
        />
        <Group>
          <Button variant="subtle" size="compact-sm" onClick={store.changeAccount}>
            {t('bonds.otp.changeAccount')}
          </Button>
        </Group>
      </Stack>
    );
  }

  const { otp } = store;
  const expired = store.otpExpired;
  return (
    <Stack gap="sm">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          id="bond-accountNumber"
          label={t('bonds.customer.accountNumber')}
          description={t('bonds.customer.accountHint')}
          placeholder="009C000001"
          value={store.customer.accountNumber}
          onChange={(event) => store.setCustomerField('accountNumber', event.currentTarget.value)}
          error={text(store.customerIssue('accountNumber'), 'accountNumber')}
          autoComplete="off"
          maxLength={10}
          withAsterisk
          style={{ flex: '1 1 220px' }}
        />
        {!otp && (
          <Button
            mt={{ base: 0, xs: 46 }}
            variant="light"
            loading={store.otpSending}
            leftSection={<IconSend size={16} aria-hidden />}
            onClick={() => void store.sendOtp()}
          >
            {t('bonds.otp.send')}
          </Button>
        )}
      </Group>
      {otp && (
        <Stack gap="xs">
          <div role="status" aria-live="polite">
            <Text size="sm">{t('bonds.otp.sent', { phone: otp.phoneMasked })}</Text>
            {expired && (
              <Text size="sm" fw={700}>
                {t('bonds.otp.expired')}
              </Text>
            )}
          </div>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              id="bond-otp"
              label={t('bonds.otp.label')}
              description={t('bonds.otp.hint', { length: BOND_LIMITS.otpLength })}
              value={store.otpCode}
              onChange={(event) => store.setOtpCode(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void store.verifyOtp();
                }
              }}
              error={text(store.customerIssue('otp'), 'otp')}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={BOND_LIMITS.otpLength}
              withAsterisk
              maw={220}
            />
            <Button mt={{ base: 0, xs: 46 }} loading={store.otpVerifying} disabled={expired} onClick={() => void store.verifyOtp()}>
              {t('bonds.otp.verify')}
            </Button>
          </Group>
          {!expired && (
            <Text size="sm">{t('bonds.otp.expiresIn', { time: formatCountdown(store.otpSecondsLeft) })}</Text>
          )}
          <Group>
            <Button
              variant="default"
              size="compact-sm"
              onClick={() => void store.sendOtp()}
              disabled={store.resendSecondsLeft > 0}
              loading={store.otpSending}
              leftSection={<IconRefresh size={16} aria-hidden />}
            >
              {store.resendSecondsLeft > 0
                ? t('bonds.otp.resendIn', { time: formatCountdown(store.resendSecondsLeft) })
                : t('bonds.otp.resend')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
});
