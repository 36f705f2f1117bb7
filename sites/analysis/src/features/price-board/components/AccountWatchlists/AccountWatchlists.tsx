import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { WATCHLIST_LIMITS, type Watchlist } from '@brokerage/shared/validation/watchlists.ts';
import type {
  CustomerWatchlistsStore,
  WatchlistRefusal,
} from '../../stores/CustomerWatchlistsStore';
import { boardPath } from '../BoardTabs/BoardTabs';
import { WatchlistEditor } from '../WatchlistEditor/WatchlistEditor';

/** A refusal as the page shows it: the API's message, or the page's own. */
type RequiredText = 'required' | 'nameRequired';

function useRefusalText(): (
  refusal: WatchlistRefusal | null,
  required?: RequiredText,
) => string | null {
  const { t } = useTranslation('analysis');
  return (refusal, required = 'required') => {
    if (refusal === null) return null;
    if ('text' in refusal) return refusal.text;
    return t(`priceBoard.watchlist.errors.${refusal.key === 'required' ? required : 'failed'}`);
  };
}

/** One text field and its button, the refusal on the field, the text kept. */
function NameForm({
  label,
  action,
  initial = '',
  onSubmit,
  testId,
}: {
  label: string;
  action: string;
  initial?: string;
  onSubmit: (name: string) => Promise<string | null>;
  testId: string;
}) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      setError(await onSubmit(name));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label={label}
          value={name}
          maxLength={WATCHLIST_LIMITS.name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            if (error) setError(null);
          }}
          error={error ?? undefined}
          style={{ flex: '1 1 auto', maxWidth: 320 }}
          data-testid={`${testId}-name`}
        />
        <Button type="submit" mt={24} loading={busy} data-testid={`${testId}-submit`}>
          {action}
        </Button>
      </Group>
    </form>
  );
}

/**
 * On the browser's watchlist tab, for a logged-in customer: the account's lists are the tabs
 * beside it; here a new one is made (and opened).
 */
export const NewAccountWatchlist = observer(function NewAccountWatchlist({
  store,
  locale,
}: {
  store: CustomerWatchlistsStore;
  locale: Locale;
}) {
  const { t } = useTranslation('analysis');
  const navigate = useNavigate();
  const refusalText = useRefusalText();
  return (
    <Stack gap="xs" component="section" aria-labelledby="account-watchlists" maw={960}>
      <Title order={2} size="h4" id="account-watchlists">
        {t('priceBoard.watchlist.account.heading')}
      </Title>
      <Text size="sm">
        {t('priceBoard.watchlist.account.note')}{' '}
        {t('priceBoard.watchlist.account.limit', {
          max: WATCHLIST_LIMITS.lists,
          symbols: WATCHLIST_LIMITS.symbols,
        })}
      </Text>
      <NameForm
        label={t('priceBoard.watchlist.account.newLabel')}
        action={t('priceBoard.watchlist.account.create')}
        testId="watchlist-create"
        onSubmit={async (name) => {
          const created = await store.create(name);
          if ('id' in created) {
            void navigate(boardPath(locale, `watchlist-${created.id}`));
            return null;
          }
          return refusalText(created, 'nameRequired');
        }}
      />
    </Stack>
  );
});

/** The two ways a list's tab moves: its button's text, test id and arrow. */
const MOVES = [
  { by: -1, text: 'moveEarlier', testId: 'watchlist-move-earlier', Icon: IconArrowLeft },
  { by: 1, text: 'moveLater', testId: 'watchlist-move-later', Icon: IconArrowRight },
] as const;

/**
 * Where a list's tab stands among the account's: one place earlier or later, the whole order
 * saved by the server (so another device shows the same), the new place said to a screen reader.
 */
const ListOrder = observer(function ListOrder({
  store,
  list,
  onRefused,
}: {
  store: CustomerWatchlistsStore;
  list: Watchlist;
  onRefused: (refusal: WatchlistRefusal) => void;
}) {
  const { t } = useTranslation('analysis');
  const [busy, setBusy] = useState(false);
  const [moved, setMoved] = useState(false);
  const lists = store.lists ?? [];
  const position = lists.findIndex((held) => held.id === list.id);
  if (lists.length < 2 || position < 0) return null;
  const move = async (by: -1 | 1) => {
    setBusy(true);
    setMoved(false);
    const refusal = await store.moveList(list.id, by);
    setBusy(false);
    if (refusal) onRefused(refusal);
    else setMoved(true);
  };
  return (
    <Stack gap={4}>
      <Group gap="xs" role="group" aria-label={t('priceBoard.watchlist.account.order')}>
        <Text size="sm" fw={500} aria-hidden>
          {t('priceBoard.watchlist.account.order')}
        </Text>
        {MOVES.map(({ by, text, testId, Icon }) => (
          <Button
            key={by}
            variant="default"
            size="compact-sm"
            leftSection={by < 0 && <Icon size={16} aria-hidden />}
            rightSection={by > 0 && <Icon size={16} aria-hidden />}
            disabled={position + by < 0 || position + by >= lists.length || busy}
            onClick={() => void move(by)}
            data-testid={testId}
          >
            {t(`priceBoard.watchlist.account.${text}`)}
          </Button>
        ))}
      </Group>
      <Text size="xs" role="status" data-testid="watchlist-moved">
        {moved &&
          t('priceBoard.watchlist.account.moved', {
            name: list.name,
            position: position + 1,
            count: lists.length,
          })}
      </Text>
    </Stack>
  );
});

/**
 * One of the account's lists over its board tab: its symbols, its name, its tab's place, and its
 * deletion.
 */
export const AccountWatchlist = observer(function AccountWatchlist({
  store,
  list,
  locale,
}: {
  store: CustomerWatchlistsStore;
  list: Watchlist;
  locale: Locale;
}) {
  const { t } = useTranslation('analysis');
  const navigate = useNavigate();
  const refusalText = useRefusalText();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Stack gap="sm" maw={960}>
      <WatchlistEditor
        symbols={list.symbols}
        onAdd={async (typed) => refusalText(await store.addSymbol(list.id, typed))}
        onRemove={async (symbol) => refusalText(await store.removeSymbol(list.id, symbol))}
        onMove={async (symbol, by) => refusalText(await store.move(list.id, symbol, by))}
        note={t('priceBoard.watchlist.account.note')}
      />
      <Group align="flex-end" gap="md" wrap="wrap">
        <NameForm
          key={list.id}
          label={t('priceBoard.watchlist.account.renameLabel')}
          action={t('priceBoard.watchlist.account.rename')}
          initial={list.name}
          testId="watchlist-rename"
          onSubmit={async (name) => refusalText(await store.rename(list.id, name), 'nameRequired')}
        />
        {confirming ? (
          <Group gap="xs" role="group" aria-label={t('priceBoard.watchlist.account.delete')}>
            <Text size="sm">
              {t('priceBoard.watchlist.account.confirmDelete', { name: list.name })}
            </Text>
            <Button
              color="red.9"
              size="sm"
              data-testid="watchlist-delete-confirm"
              onClick={() =>
                void store.remove(list.id).then((refusal) => {
                  if (refusal) setFailure(refusalText(refusal));
                  else void navigate(boardPath(locale, 'watchlist'));
                })
              }
            >
              {t('priceBoard.watchlist.account.confirm')}
            </Button>
            <Button variant="default" size="sm" onClick={() => setConfirming(false)}>
              {t('priceBoard.watchlist.account.cancel')}
            </Button>
          </Group>
        ) : (
          <Button
            variant="outline"
            color="red.9"
            c="var(--mantine-color-error)"
            size="sm"
            data-testid="watchlist-delete"
            onClick={() => setConfirming(true)}
          >
            {t('priceBoard.watchlist.account.delete')}
          </Button>
        )}
      </Group>
      <ListOrder
        store={store}
        list={list}
        onRefused={(refusal) => setFailure(refusalText(refusal))}
      />
      {failure && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {failure}
        </Text>
      )}
    </Stack>
  );
});
