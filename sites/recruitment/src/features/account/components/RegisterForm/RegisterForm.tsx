import { Anchor, Button, Group, PasswordInput, Radio, Stack, Text, TextInput } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { buildPath } from '@brokerage/shared/routing/paths.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { useSchemaForm } from '@brokerage/shared/ui/forms/useSchemaForm.ts';
import {
  RegisterBodySchema,
  type RegisterBody,
  type RegisterInput,
} from '@brokerage/shared/validation/recruitment/accounts.ts';
import { RECRUITMENT_OTP_CHANNELS } from '@brokerage/shared/validation/recruitment/codes.ts';
import { useAccountErrorText } from '../../hooks/useAccountErrorText';
import type { RegistrationStore } from '../../stores/RegistrationStore';
import { FormAlert } from '../AccountFrame/FormAlert';
import { PasswordRules } from '../AccountFrame/PasswordRules';

const EMPTY: RegisterInput = {
  name: '',
  email: '',
  phone: '',
  password: '',
  password_confirmation: '',
  otp_channel: 'mail',
};
const FIELD_ORDER = [
  'name',
  'email',
  'phone',
  'password',
  'password_confirmation',
  'otp_channel',
] as const;
const RULES_ID = 'register-password-rules';
const DUPLICATE_FIELDS = { email: ['email'], phone: ['phone'], both: ['email', 'phone'] } as const;

/**
 * Registration (spec §4): name, email, phone, password twice and where the code goes; then the
 * OTP screen. A duplicate email or phone (409) is said on its field with a way to log in
 * (spec §8); nothing typed is lost on any error.
 */
export const RegisterForm = observer(function RegisterForm({
  store,
  locale,
  onLogin,
}: {
  store: RegistrationStore;
  locale: Locale;
  onLogin: () => void;
}) {
  const { t } = useTranslation('recruitment');
  const errorText = useAccountErrorText();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const form = useSchemaForm(RegisterBodySchema, EMPTY);
  const redirectUrl = searchParams.get('redirectUrl');

  const focusFirst = (fields: string[]) => {
    const first = FIELD_ORDER.find((f) => fields.includes(f));
    if (first) document.getElementById(`register-${first}`)?.focus();
  };

  const handleSubmit = form.onSubmit(
    async (values) => {
      const outcome = await store.register(values as RegisterBody);
      if (outcome === 'sent') {
        void navigate(
          buildPath('verifyOtpRecruitRegistration', locale, { query: { redirectUrl } }),
        );
        return;
      }
      if (outcome === 'duplicated') {
        // Said on the fields from the store (duplicateOn), not as form errors: a check on leaving
        // the field would wipe it, and the line it takes with it, under the pointer on its way
        // to "log in".
        const fields = DUPLICATE_FIELDS[store.duplicate ?? 'email'];
        focusFirst([...fields]);
      } else if (outcome === 'invalid') {
        form.setErrors(store.fieldErrors);
        focusFirst(Object.keys(store.fieldErrors));
      }
    },
    (errors) => focusFirst(Object.keys(errors)),
  );

  const field = (name: keyof RegisterInput) => {
    const props = form.getInputProps(name);
    return {
      ...props,
      id: `register-${name}`,
      onChange: (event: unknown) => {
        store.clearErrors();
        props.onChange(event);
      },
      error: errorText(props.error as string | undefined) ?? duplicateOn(name),
    };
  };

  const duplicateOn = (name: keyof RegisterInput): string | undefined =>
    store.duplicate && (DUPLICATE_FIELDS[store.duplicate] as readonly string[]).includes(name)
      ? t(`account.register.duplicate.${store.duplicate}`)
      : undefined;

  const password = String(form.values.password ?? '');

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('account.tabs.register')}>
      <Stack gap="sm">
        <TextInput
          {...field('name')}
          label={t('account.fields.name')}
          autoComplete="name"
          withAsterisk
        />
        <TextInput
          {...field('email')}
          type="email"
          label={t('account.fields.email')}
          autoComplete="email"
          spellCheck={false}
          withAsterisk
        />
        <TextInput
          {...field('phone')}
          type="tel"
          label={t('account.fields.phone')}
          autoComplete="tel"
          withAsterisk
        />
        <PasswordInput
          {...field('password')}
          label={t('account.fields.password')}
          autoComplete="new-password"
          aria-describedby={RULES_ID}
          withAsterisk
          visibilityToggleButtonProps={{ 'aria-label': t('account.fields.showPassword') }}
        />
        <PasswordRules value={password} id={RULES_ID} />
        <PasswordInput
          {...field('password_confirmation')}
          label={t('account.fields.passwordConfirmation')}
          autoComplete="new-password"
          withAsterisk
          visibilityToggleButtonProps={{ 'aria-label': t('account.fields.showPassword') }}
        />
        <Radio.Group
          {...field('otp_channel')}
          id={undefined}
          label={t('account.fields.otpChannel')}
          withAsterisk
        >
          <Group gap="lg" mt={4}>
            {RECRUITMENT_OTP_CHANNELS.map((channel) => (
              <Radio
                key={channel}
                value={channel}
                label={t(`account.channels.${channel}`)}
                id={`register-otp_channel-${channel}`}
              />
            ))}
          </Group>
        </Radio.Group>
        {store.duplicate ? (
          <FormAlert>
            {t(`account.register.duplicate.${store.duplicate}`)}{' '}
            <Anchor component="button" type="button" onClick={onLogin}>
              {t('account.register.duplicate.login')}
            </Anchor>
          </FormAlert>
        ) : null}
        <FormAlert>{store.registerFailed ? t('account.failed') : null}</FormAlert>
        <Button
          type="submit"
          fullWidth
          loading={store.registering}
          leftSection={<IconUserPlus size={18} aria-hidden="true" />}
        >
          {t('account.register.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('account.register.haveAccount')}{' '}
          <Anchor component="button" type="button" onClick={onLogin}>
            {t('account.register.toLogin')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
});
