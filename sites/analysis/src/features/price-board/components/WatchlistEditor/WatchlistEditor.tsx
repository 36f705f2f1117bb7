import { useState, type FormEvent } from 'react';
import { ActionIcon, Button, Group, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconX } from '@tabler/icons-react';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { WATCHLIST_LIMITS } from '@brokerage/shared/validation/watchlists.ts';
import classes from './WatchlistEditor.module.css';

/** What a change answers: null when done, else the message to show. */
type Outcome = Promise<string | null> | string | null;

interface WatchlistEditorProps {
  symbols: readonly string[];
  /** Adds the symbol as typed; the message says why not (shown on the field). */
  onAdd: (typed: string) => Outcome;
  onRemove: (symbol: string) => Outcome;
  onMove: (symbol: string, by: -1 | 1) => Outcome;
  /** Where the list is kept (this browser, the account). */
  note: string;
}

/**
 * A watchlist above its board tab, the browser's or one of the account's: a symbol typed in and
 * added (a refusal said on the field, the text kept), and the list's symbols in order, each
 * moved or removed by a button.
 */
export function WatchlistEditor({ symbols, onAdd, onRemove, onMove, note }: WatchlistEditorProps) {
  const { t } = useTranslation('analysis');
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  /** A refused move or removal (the add form's refusal is on its field). */
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const max = WATCHLIST_LIMITS.symbols;

  /** Runs one change, one at a time; a refusal of a button's change is said aloud. */
  const run = async (change: () => Outcome, done: string, onRefusal = setFailure) => {
    setBusy(true);
    setFailure(null);
    try {
      const refusal = await change();
      if (refusal) onRefusal(refusal);
      else setSaid(done);
      return refusal === null;
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const symbol = typed.trim().toUpperCase();
    setError(null);
    const added = await run(
      () => onAdd(typed),
      t('priceBoard.watchlist.added', { symbol }),
      setError,
    );
    if (added) setTyped('');
  };

  const count = symbols.length;
  return (
    <Stack gap="xs" className={classes.root} data-testid="watchlist-editor">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            className={classes.input}
            label={t('priceBoard.watchlist.addLabel')}
            placeholder={t('priceBoard.watchlist.addPlaceholder')}
            description={t('priceBoard.watchlist.count', { count, max })}
            value={typed}
            maxLength={20}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              if (error) setError(null);
            }}
            error={error ?? undefined}
            data-testid="watchlist-symbol"
          />
          <Button type="submit" mt={24} loading={busy} data-testid="watchlist-add">
            {t('priceBoard.watchlist.add')}
          </Button>
        </Group>
      </form>
      {count === 0 ? (
        <Text size="sm" c="dimmed">
          {t('priceBoard.watchlist.empty')}
        </Text>
      ) : (
        <ol className={classes.list} aria-label={t('priceBoard.watchlist.symbolsLabel')}>
          {symbols.map((symbol, index) => (
            <li key={symbol} className={classes.item} data-testid={`watchlist-item-${symbol}`}>
              <span className={classes.symbol}>{symbol}</span>
              <ActionIcon
                variant="subtle"
                size="sm"
                disabled={busy || index === 0}
                onClick={() => void run(() => onMove(symbol, -1), '')}
                aria-label={t('priceBoard.watchlist.moveUp', { symbol })}
              >
                <IconArrowUp size={14} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                size="sm"
                disabled={busy || index === count - 1}
                onClick={() => void run(() => onMove(symbol, 1), '')}
                aria-label={t('priceBoard.watchlist.moveDown', { symbol })}
              >
                <IconArrowDown size={14} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                size="sm"
                disabled={busy}
                onClick={() =>
                  void run(() => onRemove(symbol), t('priceBoard.watchlist.removed', { symbol }))
                }
                aria-label={t('priceBoard.watchlist.remove', { symbol })}
              >
                <IconX size={14} aria-hidden />
              </ActionIcon>
            </li>
          ))}
        </ol>
      )}
      {failure && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {failure}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {note}
      </Text>
      <VisuallyHidden role="status" aria-live="polite">
        {said}
      </VisuallyHidden>
    </Stack>
  );
}
