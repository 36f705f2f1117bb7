import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { WATCHLIST_LIMITS } from '@brokerage/shared/validation/watchlists.ts';
import type { CustomerWatchlistsStore } from '../../stores/CustomerWatchlistsStore';
import type { VisitorWatchlistStore } from '../../stores/VisitorWatchlistStore';
import { WatchlistEditor } from '../WatchlistEditor/WatchlistEditor';
import { AccountWatchlist, NewAccountWatchlist } from './AccountWatchlists';

function Loading({ text }: { text: string }) {
  return (
    <Group gap="xs" role="status">
      <Loader size="sm" />
      <Text size="sm">{text}</Text>
    </Group>
  );
}

interface WatchlistSectionProps {
  /** Null: the browser's list; else one of the account's by id. */
  listId: number | null;
  visitor: VisitorWatchlistStore;
  account: CustomerWatchlistsStore;
  loggedIn: boolean;
  onLogin: () => void;
  /** Whether a symbol is on the board (a stock or a covered warrant). */
  isKnown: (symbol: string) => boolean;
  /** The board or the companies have come, so `isKnown` can tell. */
  canCheck: boolean;
  locale: Locale;
}

/**
 * Over a watchlist tab: the browser's list and its editor (and, logged in, a new list for the
 * account), or one of the account's lists (logged out: a prompt to log in).
 */
export const WatchlistSection = observer(function WatchlistSection({
  listId,
  visitor,
  account,
  loggedIn,
  onLogin,
  isKnown,
  canCheck,
  locale,
}: WatchlistSectionProps) {
  const { t } = useTranslation('analysis');
  if (listId === null) {
    if (!visitor.restored) return null;
    // Until the board or the companies come, no symbol could be told from an unknown one.
    if (!canCheck) return <Loading text={t('priceBoard.table.loading')} />;
    return (
      <Stack gap="lg">
        <WatchlistEditor
          symbols={visitor.symbols}
          onAdd={(typed) => {
            const refused = visitor.add(typed, isKnown);
            const symbol = typed.trim().toUpperCase();
            return refused
              ? t(`priceBoard.watchlist.errors.${refused}`, {
                  symbol,
                  max: WATCHLIST_LIMITS.symbols,
                })
              : null;
          }}
          onRemove={(symbol) => {
            visitor.remove(symbol);
            return null;
          }}
          onMove={(symbol, by) => {
            visitor.move(symbol, by);
            return null;
          }}
          note={t('priceBoard.watchlist.browserNote')}
        />
        {loggedIn && account.lists !== null && (
          <NewAccountWatchlist store={account} locale={locale} />
        )}
      </Stack>
    );
  }
  if (!loggedIn) {
    return (
      <Alert color="blue" variant="light" data-testid="watchlist-login">
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t('priceBoard.watchlist.account.loginPrompt')}</Text>
          <Button size="sm" onClick={onLogin}>
            {t('priceBoard.watchlist.account.login')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (account.failed) {
    return (
      <Alert color="red" variant="light">
        {t('priceBoard.watchlist.account.loadFailed')}
      </Alert>
    );
  }
  const list = account.list(listId);
  if (!list) {
    return <Loading text={t('priceBoard.watchlist.account.loading')} />;
  }
  return <AccountWatchlist store={account} list={list} locale={locale} />;
});
