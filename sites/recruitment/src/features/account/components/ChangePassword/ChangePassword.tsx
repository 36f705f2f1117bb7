import { Button, PasswordInput, Stack } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { useSchemaForm } from '@brokerage/shared/ui/forms/useSchemaForm.ts';
import {
  ChangePasswordBodySchema,
  type ChangePasswordBody,
  type ChangePasswordInput,
} from '@brokerage/shared/validation/recruitment/accounts.ts';
import { useAccountErrorText } from '../../hooks/useAccountErrorText';
import type { FormOutcome, ProfileStore } from '../../stores/ProfileStore';
import { AccountFrame } from '../AccountFrame/AccountFrame';
import { FormAlert } from '../AccountFrame/FormAlert';
import { PasswordRules } from '../AccountFrame/PasswordRules';

// The whole schema (zod cannot omit from an object with refinements); no token in the form.
const FormSchema = ChangePasswordBodySchema;
const EMPTY: ChangePasswordInput = {
  password: '',
  new_password: '',
  new_password_confirmation: '',
};
const RULES_ID = 'change-password-rules';

/**
 * `doi-mat-khau` (spec §5): the current password, the new one twice. A wrong current password
 * (password_incorrect) shows on its field; the other sessions end, this one stays.
 */
export const ChangePassword = observer(function ChangePassword({ store }: { store: ProfileStore }) {
  const { t } = useTranslation('recruitment');
  const errorText = useAccountErrorText();
  const form = useSchemaForm(FormSchema, EMPTY);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);

  const handleSubmit = form.onSubmit(async (values) => {
    const result = await store.changePassword(values as ChangePasswordBody);
    setOutcome(result);
    if (result === 'saved') form.setValues(EMPTY);
    else if (result === 'invalid') form.setErrors(store.fieldErrors);
  });

  const field = (name: keyof ChangePasswordInput) => {
    const props = form.getInputProps(name);
    return {
      ...props,
      onChange: (event: unknown) => {
        setOutcome(null);
        props.onChange(event);
      },
      error: errorText(props.error as string | undefined),
      withAsterisk: true,
      visibilityToggleButtonProps: { 'aria-label': t('account.fields.showPassword') },
    };
  };

  return (
    <AccountFrame title={t('account.title.changePassword')}>
      <form onSubmit={handleSubmit} noValidate aria-label={t('account.title.changePassword')}>
        <Stack gap="sm">
          <PasswordInput
            {...field('password')}
            label={t('account.fields.currentPassword')}
            autoComplete="current-password"
          />
          <PasswordInput
            {...field('new_password')}
            label={t('account.fields.newPassword')}
            autoComplete="new-password"
            aria-describedby={RULES_ID}
          />
          <PasswordRules value={String(form.values.new_password ?? '')} id={RULES_ID} />
          <PasswordInput
            {...field('new_password_confirmation')}
            label={t('account.fields.newPasswordConfirmation')}
            autoComplete="new-password"
          />
          <FormAlert tone="success">
            {outcome === 'saved' ? t('account.changePassword.done') : null}
          </FormAlert>
          <FormAlert>{outcome === 'failed' ? t('account.failed') : null}</FormAlert>
          <Button
            type="submit"
            loading={store.saving}
            leftSection={<IconKey size={18} aria-hidden="true" />}
          >
            {t('account.changePassword.submit')}
          </Button>
        </Stack>
      </form>
    </AccountFrame>
  );
});
