import { Anchor, Avatar, Badge, Group, List, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { telHref } from '@brokerage/shared/format/phone.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import type { InvestmentConsultingStore } from '../../stores/InvestmentConsultingStore';
import { RatingSummary } from '../RatingSummary/RatingSummary';
import { SpecialistRatingForm } from '../SpecialistRatingForm/SpecialistRatingForm';

/**
 * The adviser's detail in a dialog (focus trapped, Escape closes, focus returns to the card),
 * with the rating form under it. While the customer login modal is up the dialog steps aside
 * (one modal at a time: one focus trap, one Escape) and comes back after it, with the rating
 * draft the store kept.
 */
export const SpecialistDetail = observer(function SpecialistDetail({
  store,
  locale,
  onClose,
}: {
  store: InvestmentConsultingStore;
  locale: Locale;
  onClose: () => void;
}) {
  const { t } = useTranslation('corporate');
  const { customerAuth } = useStores();
  const specialist = store.specialist;
  const opened = store.openSpecialistId !== null && !customerAuth.loginOpen;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={specialist?.fullName ?? t('investmentConsulting.detailTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('investmentConsulting.close') }}
    >
      {store.specialistFailure ? (
        <Stack>
          <Text role="alert">
            {store.specialistFailure === 'notFound'
              ? t('investmentConsulting.notFound')
              : t('investmentConsulting.failed')}
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
              <Text size="sm">
                {t('investmentConsulting.experience', { count: specialist.experienceYears })}
              </Text>
              <Group gap={6} wrap="wrap" data-testid="specialist-rating">
                <Text size="sm" component="span">
                  {t('investmentConsulting.rating')}:
                </Text>
                <RatingSummary
                  averageRating={specialist.averageRating}
                  ratingCount={specialist.ratingCount}
                  locale={locale}
                />
              </Group>
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
          <SpecialistRatingForm
            key={specialist.id}
            specialistId={specialist.id}
            specialistName={specialist.fullName}
            store={store.rating}
            locale={locale}
          />
        </Stack>
      )}
    </Modal>
  );
});
