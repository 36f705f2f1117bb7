import { List, Text } from '@mantine/core';
import { IconCheck, IconPoint } from '@tabler/icons-react';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { RECRUITMENT_LIMITS } from '@brokerage/shared/validation/recruitment/codes.ts';

const RULES = [
  [
    'length',
    (v: string) =>
      [...v].length >= RECRUITMENT_LIMITS.password.min &&
      [...v].length <= RECRUITMENT_LIMITS.password.max,
  ],
  ['upper', (v: string) => /\p{Lu}/u.test(v)],
  ['lower', (v: string) => /\p{Ll}/u.test(v)],
  ['digit', (v: string) => /\p{Nd}/u.test(v)],
  ['special', (v: string) => /[^\p{L}\p{N}\s]/u.test(v)],
] as const;

/**
 * Spec §5's password rules under the new password, each ticked as the typing meets it (the
 * schema, NewPasswordSchema, decides; this only shows the way there).
 */
export function PasswordRules({ value, id }: { value: string; id: string }) {
  const { t } = useTranslation('recruitment');
  const { min, max } = RECRUITMENT_LIMITS.password;
  return (
    <div id={id}>
      <Text size="sm">{t('account.passwordRules.title')}</Text>
      <List size="sm" spacing={2} center>
        {RULES.map(([rule, met]) => (
          <List.Item
            key={rule}
            icon={
              met(value) ? (
                <IconCheck size={14} aria-hidden="true" color="var(--mantine-color-teal-text)" />
              ) : (
                <IconPoint size={14} aria-hidden="true" />
              )
            }
          >
            {t(`account.passwordRules.${rule}`, { min, max })}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
