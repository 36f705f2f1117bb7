import { List, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { TOptions } from '@brokerage/shared/i18n/translator.ts';
import { ID_PROBLEM_FIELDS, precheckIdNumber } from '@brokerage/shared/validation/ekyc/cccd.ts';
import type { EkycGender } from '@brokerage/shared/validation/ekyc/codes.ts';
import { useEkycErrorText } from '../../../hooks/useEkycErrorText';
import { FlowAlert } from '../../FlowAlert/FlowAlert';

export interface IdPrecheckProps {
  idCode: string;
  dateOfBirth: string;
  gender: string;
  idDate: string;
  /** Vietnam's calendar day, YYYY-MM-DD. */
  today: string;
  /** The number is complete (12 digits, or 9 once the field is left). */
  show: boolean;
}

const GENDERS: readonly EkycGender[] = ['male', 'female'];

/**
 * Issue 22 item 5: what the typed ID number says before anything is uploaded — gender, birth
 * year, province of birth registration, the expiry its issue date gives — and, in plain words,
 * what does not fit. A polite live region: it speaks as the number is completed.
 */
export function IdPrecheck({ idCode, dateOfBirth, gender, idDate, today, show }: IdPrecheckProps) {
  const { t } = useTranslation('onboarding');
  const errorText = useEkycErrorText();
  const digits = idCode.replace(/\s+/g, '');
  const result = show
    ? precheckIdNumber(digits, {
        today,
        dateOfBirth: dateOfBirth || undefined,
        idDate: idDate || undefined,
        gender: GENDERS.find((g) => g === gender),
      })
    : null;
  const anyT = t as unknown as (key: string, options?: TOptions) => string;

  let body = null;
  if (result) {
    const problems = result.problems;
    const facts = result.facts;
    const color =
      result.kind === 'cmnd9' || result.kind === 'cmnd12'
        ? 'yellow'
        : problems.length
          ? 'red'
          : 'teal';
    const Icon = problems.length ? IconAlertTriangle : facts ? IconCircleCheck : IconInfoCircle;
    body = (
      <FlowAlert
        role="group"
        color={color}
        variant="light"
        icon={<Icon aria-hidden />}
        title={t('ekyc.precheck.title')}
      >
        {facts && (
          <Text size="sm">
            {t('ekyc.precheck.facts', {
              gender: t(`ekyc.contact.gender.${facts.gender}`),
              year: facts.birthYear,
              province: anyT(`ekyc.provinces.p${facts.province}`, { defaultValue: facts.province }),
            })}
          </Text>
        )}
        {result.expiry !== undefined && !problems.includes('id_expired') && (
          <Text size="sm" mt={4}>
            {result.expiry === null
              ? t('ekyc.precheck.noExpiry')
              : t('ekyc.precheck.expiry', { date: formatDate(result.expiry) })}
          </Text>
        )}
        {problems.length > 0 && (
          <List size="sm" mt={facts ? 'xs' : 0} spacing={4}>
            {problems.map((code) => (
              <List.Item key={code}>
                {errorText(
                  code,
                  code in ID_PROBLEM_FIELDS
                    ? ID_PROBLEM_FIELDS[code as keyof typeof ID_PROBLEM_FIELDS]
                    : 'idCode',
                )}
              </List.Item>
            ))}
          </List>
        )}
        {!facts && problems.length === 0 && <Text size="sm">{t('ekyc.precheck.checking')}</Text>}
      </FlowAlert>
    );
  }
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {body}
    </div>
  );
}
