import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { tabId } from '@brokerage/shared/market/boardTabs.ts';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import type { WatchlistChoice, WatchlistState } from '../../model/eventsView';

interface WatchlistNoticeProps {
  choice: WatchlistChoice;
  state: WatchlistState;
  onLogin: () => void;
  onRetry: () => void;
}

/** The price board's tab of the chosen list, where its symbols are added. */
function BoardLink({ choice, children }: { choice: WatchlistChoice; children: string }) {
  const listId = choice.kind === 'account' ? choice.id : null;
  return (
    <Link
      route="analysisCenter"
      options={{ subPage: 'priceBoard', query: { tab: tabId({ kind: 'watchlist', listId }) } }}
    >
      {children}
    </Link>
  );
}

/**
 * What the watchlist filter stands on: the symbols it asks for, or why it asks for none (an
 * empty list, a login needed, a list not found or not loaded).
 */
export function WatchlistNotice({ choice, state, onLogin, onRetry }: WatchlistNoticeProps) {
  const { t } = useTranslation('analysis');
  switch (state.status) {
    case 'market':
      return null;
    case 'waiting':
      return (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{t('marketEvents.watchlist.loading')}</Text>
        </Group>
      );
    case 'login':
      return (
        <Alert color="gray" data-testid="events-watchlist-notice">
          <Group gap="sm" justify="space-between">
            <Text size="sm">{t('marketEvents.watchlist.loginNeeded')}</Text>
            <Button size="xs" onClick={onLogin}>
              {t('marketEvents.watchlist.login')}
            </Button>
          </Group>
        </Alert>
      );
    case 'failed':
      return (
        <Alert color="red" data-testid="events-watchlist-notice">
          <Group gap="sm" justify="space-between">
            <Text size="sm">{t('marketEvents.watchlist.failed')}</Text>
            <Button size="xs" variant="light" onClick={onRetry}>
              {t('marketEvents.watchlist.retry')}
            </Button>
          </Group>
        </Alert>
      );
    case 'notFound':
      return (
        <Alert color="gray" data-testid="events-watchlist-notice">
          <Text size="sm">{t('marketEvents.watchlist.notFound')}</Text>
        </Alert>
      );
    case 'empty':
      return (
        <Alert color="gray" data-testid="events-watchlist-notice">
          <Text size="sm">
            {state.name === null
              ? t('marketEvents.watchlist.empty')
              : t('marketEvents.watchlist.emptyAccount', { name: state.name })}{' '}
            <BoardLink choice={choice}>{t('marketEvents.watchlist.addOnBoard')}</BoardLink>
          </Text>
        </Alert>
      );
    case 'ready':
      return (
        <Text size="sm" c="dimmed" data-testid="events-watchlist-notice">
          {t('marketEvents.watchlist.symbols', {
            count: state.symbols.length,
            symbols: state.symbols.join(', '),
          })}
        </Text>
      );
  }
}
