import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { EkycCardFields } from '@brokerage/shared/api/ekycApi.ts';

const FIELDS = [
  'idCode',
  'fullName',
  'dateOfBirth',
  'gender',
  'address',
  'idDate',
  'idExpiry',
] as const;
const DATES: ReadonlySet<string> = new Set(['dateOfBirth', 'idDate', 'idExpiry']);

/** What the vendor read from the card's QR code, for the customer to see and check. */
export function CardFields({ fields }: { fields: EkycCardFields }) {
  const { t } = useTranslation('onboarding');
  // A null expiry is a card that does not expire, which is worth saying.
  const shown = FIELDS.filter(
    (name) => fields[name] || (name === 'idExpiry' && fields.idExpiry === null),
  );
  if (shown.length === 0) return null;
  const value = (name: (typeof FIELDS)[number]) => {
    if (name === 'idExpiry' && fields.idExpiry === null)
      return t('ekyc.documents.cardFields.noExpiry');
    const raw = fields[name] ?? '';
    if (DATES.has(name)) return formatDate(raw) || raw;
    if (name === 'gender' && (raw === 'male' || raw === 'female'))
      return t(`ekyc.contact.gender.${raw}`);
    return raw;
  };
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="ekyc-card-fields">
      <Title order={3} size="h4" id="ekyc-card-fields" mb={4}>
        {t('ekyc.documents.cardFields.heading')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('ekyc.documents.cardFields.intro')}
      </Text>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="sm" m={0}>
        {shown.map((name) => (
          <div key={name}>
            <Text component="dt" size="sm" c="dimmed">
              {t(`ekyc.documents.cardFields.${name}`)}
            </Text>
            <Text component="dd" m={0} fw={700}>
              {value(name)}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Card>
  );
}
