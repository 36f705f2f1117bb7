import { useMemo } from 'react';
import { Badge, Group, Text } from '@mantine/core';
import { computed } from 'mobx';
import { observer } from 'mobx-react-lite';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { formatNumber } from '@brokerage/shared/format/number.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { BoardStore } from '@brokerage/shared/realtime/BoardStore.ts';
import type { LiveStatus as ConnectionStatus } from '@brokerage/shared/realtime/LiveConnection.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { useNow } from '../../hooks/useNow';
import classes from './LiveStatus.module.css';

type Shown = 'live' | 'connecting' | 'reconnecting' | 'stale' | 'offline';

function shownStatus(status: ConnectionStatus): Shown {
  switch (status) {
    case 'live':
    case 'connecting':
    case 'reconnecting':
    case 'stale':
      return status;
    default:
      return 'offline';
  }
}

/** Dark shades: white badge text at 4.5:1 or more on every one (axe: colour contrast). */
const COLORS: Record<Shown, string> = {
  live: 'teal.9',
  connecting: 'blue.9',
  reconnecting: 'grape.9',
  stale: 'gray.8',
  offline: 'gray.8',
};

/** The words of the status line: null for a part not shown. */
interface Line {
  shown: Shown;
  age: string | null;
  retry: string | null;
  session: string | null;
}

const sameLine = (a: Line, b: Line) =>
  a.shown === b.shown && a.age === b.age && a.retry === b.retry && a.session === b.session;

interface LiveStatusProps {
  board: BoardStore;
  locale: Locale;
  /** One line for a widget's header; the full form also names the session and replay. */
  compact?: boolean;
  /**
   * The session the page's data is of (the API's), named by the full form until the board's
   * own session arrives: the line is in the server's markup, at its place and size, instead of
   * appearing (and pushing the page down) once the hub has answered.
   */
  sessionDate?: string;
}

/**
 * The freshness of a live figure (issue 12): the connection's state in words (announced
 * politely to screen readers when it changes), the age of the last tick, and whether the board
 * shows a finished session or a demo replay.
 */
export const LiveStatus = observer(function LiveStatus({
  board,
  locale,
  compact = false,
  sessionDate,
}: LiveStatusProps) {
  const { t } = useTranslation('analysis');
  const now = useNow();
  // What the line says, worked out when the board changes and handed on only when a word of it
  // did: every push replaces the session and the tick's time, and drawing the line again for
  // each (its badge and texts are Mantine components) was most of a push's React work on a
  // phone, on pages that show it up to five times.
  const line = useMemo(
    () =>
      computed(
        (): Line => {
          const shown = shownStatus(board.status);
          const age = now === null ? null : board.tickAgeMs(now);
          const session = board.session;
          const retryIn = board.connection.retryInMs;
          return {
            shown,
            age:
              age === null
                ? null
                : t('live.updated', {
                    age:
                      age < 60_000
                        ? t('live.age.seconds', { count: Math.floor(age / 1000) })
                        : t('live.age.minutes', { count: Math.floor(age / 60_000) }),
                  }),
            retry:
              !compact && shown === 'reconnecting' && retryIn !== null
                ? t('live.retryIn', { seconds: formatNumber(Math.ceil(retryIn / 1000), locale) })
                : null,
            session: compact
              ? null
              : session
                ? session.trading
                  ? session.clock === 'replay'
                    ? t('live.replay', {
                        date: formatDate(session.sessionDate),
                        speed: formatNumber(session.speed, locale),
                      })
                    : t('live.trading', { date: formatDate(session.sessionDate) })
                  : t('live.sessionEnded', { date: formatDate(session.sessionDate) })
                : sessionDate
                  ? t('live.session', { date: formatDate(sessionDate) })
                  : null,
          };
        },
        { equals: sameLine },
      ),
    [board, now, t, locale, compact, sessionDate],
  ).get();
  const { shown } = line;
  const down = shown === 'reconnecting' || shown === 'stale';

  return (
    <div className={classes.root} data-live-status={shown} data-testid="live-status">
      <Group gap="xs" wrap="wrap" align="center">
        <span role="status" aria-live="polite" className={classes.status}>
          <Badge
            color={COLORS[shown]}
            variant="filled"
            radius="sm"
            leftSection={<span className={classes.dot} data-pulse={shown === 'live'} aria-hidden />}
          >
            {t(`live.status.${shown}`)}
          </Badge>
          {down && !compact && <span className={classes.note}>{t('live.unavailable')}</span>}
        </span>
        {line.age && (
          <Text component="span" size="xs" className={classes.muted}>
            {line.age}
          </Text>
        )}
        {line.retry && (
          <Text component="span" size="xs" className={classes.muted}>
            {line.retry}
          </Text>
        )}
      </Group>
      {line.session && (
        <Text
          size="xs"
          // Held at its longest form's height where it was in the server's markup.
          className={
            sessionDate === undefined ? classes.muted : `${classes.muted} ${classes.session}`
          }
          mt={4}
        >
          {line.session}
        </Text>
      )}
    </div>
  );
});
