import { Anchor, Avatar, Badge, Group, List, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { formatNumber, telHref } from '@brokerage/shared/format';
import { useLocale, useTranslation } from '@brokerage/shared/i18n';
import type { InvestmentConsultingStore } from '../../stores/InvestmentConsultingStore';

/** The adviser's detail in a dialog (focus trapped, Escape closes, focus returns to the card). */
export const SpecialistDetail = observer(function SpecialistDetail({ store }: { store: InvestmentConsultingStore }) {
  const { t } = useTranslation('corporate');
  const locale = useLocale();
  const specialist = store.specialist;
  const opened = store.openSpecialistId !== null;
  return (
    <Modal
      opened={opened}
      onClose={store.closeSpecialist}
      title={specialist?.fullName ?? t('investmentConsulting.detailTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('investmentConsulting.close') }}
    >
      {store.specialistFailure ? (
        <Stack>
          <Text role="alert">
            {store.specialistFailure === 'notFound' ? t('investmentConsulting.notFound') : t('investmentConsulting.failed')}
          </Text>
          {store.specialistFailure !== 'notFound' && (
            <Anchor component="button" type="button" onClick={() => void store.retrySpecialist()}>
              {t('investmentConsulting.retry')}
            </Anchor>
          )}
        </Stack>
      ) : !specialist || store.specialistLoading ? (
        <Stack aria-busy="true" aria-label={t('investmentConsulting.loading')}>
          <Skeleton height={96} circle />
          <Skeleton height={16} />
          <Skeleton height={16} width="70%" />
        </Stack>
      ) : (
        <Stack gap="md">
          <Group wrap="nowrap" align="flex-start">
            <Avatar src={specialist.avatar} alt="" size={96} radius={96} />
            <Stack gap={4}>
              <Text fw={600}>{specialist.title}</Text>
              <Text size="sm" c="dimmed">
                {specialist.departmentName} · {specialist.areaName}
              </Text>
              <Text size="sm">{t('investmentConsulting.experience', { count: specialist.experienceYears })}</Text>
              <Text size="sm">
                {t('investmentConsulting.rating')}:{' '}
                {specialist.ratingCount > 0
                  ? t('investmentConsulting.ratingValue', {
                      value: formatNumber(specialist.averageRating, locale, { decimals: 1 }),
                      count: specialist.ratingCount,
                    })
                  : t('investmentConsulting.noRating')}
              </Text>
            </Stack>
          </Group>
          <Text>{specialist.bio}</Text>
          <dl>
            <Text component="dt" fw={600} size="sm">
              {t('investmentConsulting.phone')}
            </Text>
            <Text component="dd" size="sm" ml={0} mb="xs">
              <Anchor href={telHref(specialist.phone)}>{specialist.phone}</Anchor>
            </Text>
            <Text component="dt" fw={600} size="sm">
              {t('investmentConsulting.email')}
            </Text>
            <Text component="dd" size="sm" ml={0}>
              <Anchor href={`mailto:${specialist.email}`}>{specialist.email}</Anchor>
            </Text>
          </dl>
          {specialist.certificates.length > 0 && (
            <div>
              <Text fw={600} size="sm" mb={4}>
                {t('investmentConsulting.certificates')}
              </Text>
              <List size="sm" spacing={4}>
                {specialist.certificates.map((c) => (
                  <List.Item key={c}>
                    <Badge variant="light" radius="sm" tt="none">
                      {c}
                    </Badge>
                  </List.Item>
                ))}
              </List>
            </div>
          )}
        </Stack>
      )}
    </Modal>
  );
});
