import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatPercent } from '@brokerage/shared/format/number.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { useLocale } from '@brokerage/shared/i18n/useLocale.ts';
import type { EkycOptions } from '@brokerage/shared/api/ekycApi.ts';
import classes from './ServicePackField.module.css';

interface ServicePackFieldProps {
  packs: EkycOptions['servicePacks'];
  value: string;
  onChange(value: string): void;
  error?: string;
}

/** The service packs as cards: name, what it offers, its interest rate in %/year and its fee in % (spec §3, §9). */
export function ServicePackField({ packs, value, onChange, error }: ServicePackFieldProps) {
  const { t } = useTranslation('onboarding');
  const locale = useLocale();
  return (
    <Radio.Group
      label={t('ekyc.registration.servicePack.label')}
      value={value}
      onChange={onChange}
      error={error}
      withAsterisk
      data-path="servicePack"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
        {packs.map((pack) => (
          <Radio.Card key={pack.code} value={pack.code} className={classes.card} radius="md">
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator />
              <Stack gap={2}>
                <Text fw={700}>{pack.name}</Text>
                {pack.description && (
                  <Text size="sm" c="dimmed">
                    {pack.description}
                  </Text>
                )}
                <Text size="sm">
                  {t('ekyc.registration.servicePack.interestRate', {
                    rate: formatPercent(pack.interestRate, locale),
                  })}
                </Text>
                <Text size="sm">
                  {t('ekyc.registration.servicePack.fee', {
                    fee: formatPercent(pack.fee, locale, { decimals: 3 }),
                  })}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
