import { useId } from 'react';
import { Button, List, Text } from '@mantine/core';
import { IconCalendarDown } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { saveFile } from '@brokerage/shared/app/files/saveFile.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { Panel } from '../../../../lib/components/Panel/Panel';
import { calendarFileName, rightsCalendar, type ComingDate } from '../../model/comingDates';
import { rightFigure } from '../../model/rightFigure';
import type { BenefitHistoryStore } from '../../stores/BenefitHistoryStore';
import { useRightFigureTexts } from '../../hooks/useRightFigureTexts';
import { LoadFailed, LoadingStatus } from '../LoadStates/LoadStates';

type DescriptionLine =
  'symbol' | 'type' | 'content' | 'exDate' | 'recordDate' | 'executionDate' | 'ratio' | 'source';

interface ComingDatesProps {
  store: BenefitHistoryStore;
  symbol: string;
  locale: Locale;
}

/**
 * The company's coming record and payment dates and their .ics export. Without any, the button
 * stays disabled and the sentence under the heading says why (RFC 5545 wants at least one event
 * in a calendar, and an empty file would only puzzle a calendar app).
 */
export const ComingDates = observer(function ComingDates({
  store,
  symbol,
  locale,
}: ComingDatesProps) {
  const { t } = useTranslation('analysis');
  const { system } = useStores();
  const figureTexts = useRightFigureTexts();
  const reasonId = useId();
  const ready = store.hasComingDatesOf(symbol) && store.upcoming.value?.locale === locale;
  const dates = ready ? store.comingDates : [];
  const today = store.upcoming.value?.today ?? '';

  const what = (date: ComingDate) =>
    date.kind === 'record'
      ? t('corporateActions.calendar.record')
      : t(`corporateActions.calendar.execution.${date.right.kind}`);

  const line = (key: DescriptionLine, value: string) =>
    t(`corporateActions.calendar.description.${key}`, { value });

  const handleDownload = () => {
    const siteName = system.general?.siteName ?? '';
    const text = rightsCalendar(dates, {
      symbol,
      prodId: `-//${siteName || 'Brokerage'}//${t('corporateActions.calendar.prodName')}//${locale.toUpperCase()}`,
      name: t('corporateActions.calendar.name', { symbol }),
      host: window.location.hostname || 'localhost',
      stamp: new Date(),
      summary: (date) =>
        t('corporateActions.calendar.summary', {
          symbol,
          what: what(date),
          title: date.right.title,
        }),
      description: ({ right }) => {
        const figure = rightFigure(right, locale, figureTexts);
        return [
          line('symbol', symbol),
          line('type', right.kindLabel),
          line('content', right.description),
          line('exDate', formatDate(right.exDate)),
          line('recordDate', formatDate(right.recordDate)),
          line('executionDate', formatDate(right.executionDate)),
          ...(figure ? [line('ratio', figure)] : []),
          ...(siteName ? [line('source', siteName)] : []),
        ].join('\n');
      },
    });
    saveFile(
      new Blob([text], { type: 'text/calendar;charset=utf-8' }),
      calendarFileName(symbol, locale),
    );
  };

  const button = (
    <Button
      variant="light"
      leftSection={<IconCalendarDown size={18} aria-hidden="true" />}
      disabled={dates.length === 0}
      aria-describedby={ready && dates.length === 0 ? reasonId : undefined}
      onClick={handleDownload}
    >
      {t('corporateActions.calendar.download')}
    </Button>
  );

  return (
    <Panel id="coming-dates" title={t('corporateActions.calendar.heading')} aside={button}>
      {store.upcoming.failure && !ready ? (
        <LoadFailed
          message={t('corporateActions.calendar.failed')}
          retryLabel={t('corporateActions.common.retry')}
          onRetry={() => void store.retryComingDates()}
        />
      ) : !ready ? (
        <LoadingStatus label={t('corporateActions.calendar.loading')} />
      ) : dates.length === 0 ? (
        <Text size="sm" id={reasonId}>
          {t('corporateActions.calendar.none', { symbol })}
        </Text>
      ) : (
        <>
          <Text size="sm">
            {t('corporateActions.calendar.intro', { symbol, today: formatDate(today) })}
          </Text>
          <List
            listStyleType="none"
            spacing="xs"
            aria-label={t('corporateActions.calendar.listLabel', { symbol })}
            data-testid="coming-dates"
          >
            {dates.map((date) => (
              <List.Item key={`${date.right.id}-${date.kind}`}>
                <Text size="sm">
                  <Text component="time" dateTime={date.date} fw={700} size="sm">
                    {formatDate(date.date)}
                  </Text>
                  {' · '}
                  {what(date)}
                  {' · '}
                  {date.right.title}
                </Text>
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Panel>
  );
});
