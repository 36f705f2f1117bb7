import { Group, Text, type TextProps } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { formatNumber } from '@brokerage/shared/format/number.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import classes from './RatingSummary.module.css';

export interface RatingSummaryProps extends Pick<TextProps, 'size'> {
  averageRating: number;
  ratingCount: number;
  locale: Locale;
  justify?: 'center' | 'flex-start';
}

/** "4,5/5 (12 đánh giá)" in the language's number format, or "no ratings yet". */
export function RatingSummary({
  averageRating,
  ratingCount,
  locale,
  size = 'sm',
  justify = 'flex-start',
}: RatingSummaryProps) {
  const { t } = useTranslation('corporate');
  return (
    <Group gap={4} justify={justify} wrap="nowrap" className={classes.root}>
      <IconStarFilled
        size={16}
        aria-hidden
        className={ratingCount > 0 ? classes.star : classes.empty}
      />
      <Text size={size} component="span" data-testid="rating-summary">
        {ratingCount > 0
          ? t('investmentConsulting.ratingValue', {
              value: formatNumber(averageRating, locale, { decimals: 1 }),
              count: ratingCount,
            })
          : t('investmentConsulting.noRating')}
      </Text>
    </Group>
  );
}
