import { Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { formatNumber } from '@brokerage/shared/format/number.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { PriceText } from '../../../../lib/components/PriceText/PriceText';
import type { AssessmentAxisResult, AssessmentReason } from '../../api/assessmentApi';
import { MAX_SCORE, scoreTone } from '../../model/radar';
import classes from './AxisCard.module.css';

interface AxisCardProps {
  axis: AssessmentAxisResult;
  locale: Locale;
}

const TONES = {
  positive: 'up',
  neutral: 'reference',
  negative: 'down',
  unavailable: 'none',
} as const satisfies Record<AssessmentReason['tone'], string>;

/** One axis: its score out of 5 with a bar, then each criterion's points and reason. */
export function AxisCard({ axis, locale }: AxisCardProps) {
  const { t } = useTranslation('analysis');
  const headingId = useId();
  const score = axis.score;
  return (
    <Card
      withBorder
      padding="md"
      component="section"
      aria-labelledby={headingId}
      data-axis={axis.axis}
      className={classes.card}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" wrap="nowrap" gap="xs">
          <Title order={3} size="h5" id={headingId}>
            {axis.label}
          </Title>
          <Text fw={700} className={classes.score} data-testid="axis-score">
            <PriceText tone={scoreTone(score, MAX_SCORE)}>
              {score === null
                ? t('assessment.axes.notScored')
                : t('assessment.axes.score', {
                    score: formatNumber(score, locale, { decimals: 1 }),
                  })}
            </PriceText>
          </Text>
        </Group>
        <div className={classes.track} aria-hidden="true">
          <span
            className={classes.fill}
            style={{ width: `${((score ?? 0) / MAX_SCORE) * 100}%` }}
          />
        </div>
        <ul className={classes.reasons}>
          {axis.reasons.map((reason) => (
            <li key={reason.code} className={classes.reason} data-tone={reason.tone}>
              <span className={classes.points}>
                <PriceText tone={TONES[reason.tone]} strong>
                  <span aria-hidden="true">
                    {reason.points === null
                      ? t('assessment.axes.noPoints')
                      : t('assessment.axes.points', { points: reason.points })}
                  </span>
                  <VisuallyHidden component="span">
                    {reason.points === null
                      ? t('assessment.axes.noPointsLabel')
                      : t('assessment.axes.pointsLabel', { points: reason.points })}
                  </VisuallyHidden>
                </PriceText>
              </span>
              <span>
                <Text component="span" size="sm" fw={600} display="block">
                  {reason.label}
                </Text>
                <Text component="span" size="sm" display="block">
                  {reason.text}
                </Text>
              </span>
            </li>
          ))}
        </ul>
      </Stack>
    </Card>
  );
}
