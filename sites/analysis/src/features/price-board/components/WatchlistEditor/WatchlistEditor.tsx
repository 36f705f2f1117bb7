import { useState, type FormEvent } from 'react';
import { ActionIcon, Button, Group, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconX } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { WATCHLIST_LIMITS } from '@brokerage/shared/validation/watchlists.ts';
import type { WatchlistAddError, VisitorWatchlistStore } from '../../stores/VisitorWatchlistStore';
import classes from './WatchlistEditor.module.css';

interface WatchlistEditorProps {
  store: VisitorWatchlistStore;
  /** Whether a symbol is on the board (a stock or a covered warrant). */
  isKnown: (symbol: string) => boolean;
}

/**
 * The visitor's watchlist above its board tab: a symbol typed in and added (a refusal said on
 * the field, the text kept), and the list's symbols in order, each moved or removed by a button.
 */
export const WatchlistEditor = observer(function WatchlistEditor({
  store,
  isKnown,
}: WatchlistEditorProps) {
  const { t } = useTranslation('analysis');
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<{ code: WatchlistAddError; symbol: string } | null>(null);
  const [said, setSaid] = useState('');
  const max = WATCHLIST_LIMITS.symbols;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const symbol = typed.trim().toUpperCase();
    const refused = store.add(typed, isKnown);
    if (refused) {
      setError({ code: refused, symbol });
      return;
    }
    setError(null);
    setTyped('');
    setSaid(t('priceBoard.watchlist.added', { symbol }));
  };

  const remove = (symbol: string) => {
    store.remove(symbol);
    setSaid(t('priceBoard.watchlist.removed', { symbol }));
  };

  const count = store.symbols.length;
  return (
    <Stack gap="xs" className={classes.root} data-testid="watchlist-editor">
      <form onSubmit={submit} noValidate>
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
            error={
              error
                ? t(`priceBoard.watchlist.errors.${error.code}`, { symbol: error.symbol, max })
                : undefined
            }
            data-testid="watchlist-symbol"
          />
          <Button type="submit" mt={24} data-testid="watchlist-add">
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
          {store.symbols.map((symbol, index) => (
            <li key={symbol} className={classes.item} data-testid={`watchlist-item-${symbol}`}>
              <span className={classes.symbol}>{symbol}</span>
              <ActionIcon
                variant="subtle"
                size="sm"
                disabled={index === 0}
                onClick={() => store.move(symbol, -1)}
                aria-label={t('priceBoard.watchlist.moveUp', { symbol })}
              >
                <IconArrowUp size={14} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                size="sm"
                disabled={index === count - 1}
                onClick={() => store.move(symbol, 1)}
                aria-label={t('priceBoard.watchlist.moveDown', { symbol })}
              >
                <IconArrowDown size={14} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                size="sm"
                onClick={() => remove(symbol)}
                aria-label={t('priceBoard.watchlist.remove', { symbol })}
              >
                <IconX size={14} aria-hidden />
              </ActionIcon>
            </li>
          ))}
        </ol>
      )}
      <Text size="xs" c="dimmed">
        {t('priceBoard.watchlist.browserNote')}
      </Text>
      <VisuallyHidden role="status" aria-live="polite">
        {said}
      </VisuallyHidden>
    </Stack>
  );
});
