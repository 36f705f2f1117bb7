import { Avatar, Card, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { KhcnSpecialistSummary } from '@brokerage/shared/validation/khcn.ts';
import { RatingSummary } from '../RatingSummary/RatingSummary';
import classes from './SpecialistCard.module.css';

export interface SpecialistCardProps {
  specialist: KhcnSpecialistSummary;
  locale: Locale;
  onOpen: () => void;
}

/** One adviser: avatar, name, title, years of experience and rating; opens the detail. */
export function SpecialistCard({ specialist, locale, onOpen }: SpecialistCardProps) {
  const { t } = useTranslation('corporate');
  return (
    <UnstyledButton
      className={classes.button}
      onClick={onOpen}
      aria-haspopup="dialog"
      aria-label={t('investmentConsulting.openDetail', { name: specialist.fullName })}
    >
      <Card withBorder radius="md" padding="lg" className={classes.card}>
        <Avatar src={specialist.avatar} alt="" size={96} radius={96} mx="auto" />
        <Text fw={600} ta="center" mt="md">
          {specialist.fullName}
        </Text>
        <Text size="sm" c="dimmed" ta="center">
          {specialist.title}
        </Text>
        <Text size="sm" ta="center" mt="xs">
          {t('investmentConsulting.experience', { count: specialist.experienceYears })}
        </Text>
        <div className={classes.rating}>
          <RatingSummary
            averageRating={specialist.averageRating}
            ratingCount={specialist.ratingCount}
            locale={locale}
            justify="center"
          />
        </div>
      </Card>
    </UnstyledButton>
  );
}
