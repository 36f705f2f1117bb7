import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Combobox, TextInput, useCombobox, type TextInputProps } from '@mantine/core';
import type { Company } from '../../../../lib/api/marketApi';
import { knownName } from './knownName';
import classes from './SuggestBox.module.css';

export interface SuggestBoxProps {
  /** The search box itself, as CompanySearch draws it before this module has loaded. */
  input: TextInputProps;
  suggestions: readonly Company[];
  /** The suggestions are open (wanted, and there are some). */
  shown: boolean;
  /** The visitor opens (arrow keys) or closes (Escape, a choice) the suggestions. */
  onOpenChange: (open: boolean) => void;
  onChoose: (symbol: string) => void;
  listLabel: string;
  /** The plain box had the focus when this one replaced it: it takes the focus over. */
  autoFocus: boolean;
}

/**
 * The search box with its suggestions (an ARIA combobox: arrow keys move, Enter opens the stock
 * page, Escape closes). Loaded when the visitor first reaches for the box: the combobox and its
 * floating dropdown are not part of the pages' first download.
 */
export function SuggestBox({
  input,
  suggestions,
  shown,
  onOpenChange,
  onChoose,
  listLabel,
  autoFocus,
}: SuggestBoxProps) {
  const combobox = useCombobox({
    opened: shown,
    onOpenedChange: onOpenChange,
    onDropdownClose: () => combobox.resetSelectedOption(),
  });
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Taking the focus over from the plain box: the caret goes after what was typed there.
    const box = ref.current;
    if (autoFocus && box) box.setSelectionRange(box.value.length, box.value.length);
    // Only when this box replaces the plain one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Combobox.Target moves through the options on these keys; whether the list is wanted follows.
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') onOpenChange(false);
    else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') onOpenChange(true);
  };

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={onChoose}
      // Under the box from its left edge: the list may be wider than the box (a phone).
      position="bottom-start"
      classNames={{ dropdown: classes.dropdown }}
    >
      <Combobox.Target withExpandedAttribute>
        <TextInput
          {...input}
          ref={ref}
          autoFocus={autoFocus}
          onChange={(event) => {
            combobox.resetSelectedOption();
            input.onChange?.(event);
          }}
          onKeyDown={handleKeyDown}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options aria-label={listLabel}>
          {suggestions.map((company) => (
            <Combobox.Option
              key={company.stockSymbol}
              value={company.stockSymbol}
              className={classes.option}
            >
              <span className={classes.line}>
                <span className={classes.symbol}>{company.stockSymbol}</span>{' '}
                <span className={classes.name}>{knownName(company)}</span>{' '}
                <span className={classes.exchange}>{company.exchange}</span>
              </span>
              {knownName(company) !== company.name && (
                <>
                  {' '}
                  <span className={classes.legal}>{company.name}</span>
                </>
              )}
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
