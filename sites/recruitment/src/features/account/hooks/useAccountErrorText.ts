import { useCallback, type ReactNode } from 'react';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { useFieldErrorText } from '@brokerage/shared/ui/forms/useFieldErrorText.ts';

/** The codes of accounts.ts's schemas beyond the shared ones (RECRUITMENT_FORM_ERROR_CODES). */
const ACCOUNT_CODES = [
  'password_length',
  'password_weak',
  'password_mismatch',
  'password_same',
  'password_incorrect',
  'phone_or_email_invalid',
  'registration_expired',
  'otp_format_invalid',
  'date_invalid',
  'option_invalid',
] as const;
type AccountCode = (typeof ACCOUNT_CODES)[number];

const isAccountCode = (value: unknown): value is AccountCode =>
  typeof value === 'string' && (ACCOUNT_CODES as readonly string[]).includes(value);

/**
 * A field's error in the page's language: the portal's schema codes (`password_weak`…), the
 * shared ones (`required`, `email_invalid`…), or a message the API already wrote in it.
 */
export function useAccountErrorText(): (error: ReactNode) => ReactNode {
  const { t } = useTranslation('recruitment');
  const shared = useFieldErrorText();
  return useCallback(
    (error: ReactNode) =>
      isAccountCode(error) ? t(`account.fieldErrors.${error}`) : shared(error),
    [t, shared],
  );
}
