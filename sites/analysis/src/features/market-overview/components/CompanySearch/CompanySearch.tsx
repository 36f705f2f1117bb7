import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  Anchor,
  Button,
  Combobox,
  Group,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
  useCombobox,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { Company } from '../../../../lib/api/marketApi';
import { isSuggestible, type CompanySearchStore } from '../../stores/CompanySearchStore';
import classes from './CompanySearch.module.css';

interface CompanySearchProps {
  store: CompanySearchStore;
  locale: Locale;
  /** The symbol in the URL, shown so the visitor can see and change it. */
  initialValue: string | null;
  /** An exact ticker or a chosen suggestion goes straight to its page. */
  onSymbol: (symbol: string) => void;
}

/** The name the market knows the company by (Vinamilk), else its legal name. */
const knownName = (company: Company) =>
  company.shortName && company.shortName !== company.stockSymbol ? company.shortName : company.name;

/**
 * Ticker, company, short or brand name, with or without diacritics. While the visitor types it
 * suggests companies (an ARIA combobox: arrow keys move, Enter opens the stock page, Escape
 * closes); submitting lists every match, linked to the stock pages.
 */
export const CompanySearch = observer(function CompanySearch({
  store,
  locale,
  initialValue,
  onSymbol,
}: CompanySearchProps) {
  const { t } = useTranslation('analysis');
  const [value, setValue] = useState(initialValue ?? '');
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const answer = store.results.value;
  const suggestions = isSuggestible(value) ? (store.suggestions.value?.companies ?? []) : [];
  const shown = open && suggestions.length > 0;
  const combobox = useCombobox({
    opened: shown,
    onOpenedChange: setOpen,
    onDropdownClose: () => combobox.resetSelectedOption(),
  });
  // A suggestion asked for and then left (another page) is not wanted any more.
  useEffect(() => () => store.stopSuggesting(), [store]);

  const choose = (symbol: string) => {
    setValue(symbol);
    setOpen(false);
    store.stopSuggesting();
    onSymbol(symbol);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOpen(false);
    const keyword = value.trim();
    if (keyword === '') {
      setError(t('market.search.required'));
      return;
    }
    setError(null);
    await store.search(keyword, locale);
    const exact = store.results.value?.companies.find(
      (company) => company.stockSymbol === keyword.toUpperCase(),
    );
    if (exact) onSymbol(exact.stockSymbol);
  };

  // Combobox.Target moves through the options on these keys; whether the list is wanted follows.
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') setOpen(false);
    else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') setOpen(true);
  };

  return (
    <Stack gap="sm">
      <form
        role="search"
        aria-label={t('market.search.heading')}
        noValidate
        onSubmit={(event) => void handleSubmit(event)}
      >
        {/* The button stays beside the box: below it, the open suggestions would cover it. */}
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <Combobox store={combobox} onOptionSubmit={choose}>
            <Combobox.Target withExpandedAttribute>
              <TextInput
                style={{ flex: '1 1 auto', minWidth: 0 }}
                label={t('market.search.label')}
                description={t('market.search.description')}
                placeholder={t('market.search.placeholder')}
                value={value}
                onChange={(event) => {
                  const next = event.currentTarget.value;
                  setValue(next);
                  if (error) setError(null);
                  setOpen(isSuggestible(next));
                  combobox.resetSelectedOption();
                  store.suggest(next, locale);
                }}
                onKeyDown={handleKeyDown}
                onBlur={() => setOpen(false)}
                error={error}
                maxLength={100}
                autoComplete="off"
                aria-autocomplete="list"
                spellCheck={false}
                leftSection={<IconSearch size={16} aria-hidden />}
              />
            </Combobox.Target>
            <Combobox.Dropdown>
              <Combobox.Options aria-label={t('market.search.suggestions')}>
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
          <Button type="submit" loading={store.results.isLoading}>
            {t('market.search.submit')}
          </Button>
        </Group>
      </form>
      <VisuallyHidden aria-live="polite">
        {shown && t('market.search.suggestionCount', { count: suggestions.length })}
      </VisuallyHidden>
      <div aria-live="polite">
        {store.results.failure && <Text size="sm">{t('market.search.failed')}</Text>}
        {answer && answer.companies.length === 0 && (
          <Text size="sm">{t('market.search.noResults', { keyword: answer.keyword })}</Text>
        )}
        {answer && answer.companies.length > 0 && (
          <nav aria-label={t('market.search.results')}>
            <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
              {answer.companies.map((company) => (
                <li key={company.stockSymbol}>
                  <Anchor
                    component={Link}
                    route="analysisCenter"
                    options={{
                      subPage: 'stockInformation',
                      query: { stock_symbol: company.stockSymbol },
                    }}
                  >
                    <Text component="span" fw={700}>
                      {company.stockSymbol}
                    </Text>{' '}
                    — {knownName(company)}
                    {knownName(company) !== company.name && ` · ${company.name}`} (
                    {company.exchange})
                  </Anchor>
                </li>
              ))}
            </Stack>
          </nav>
        )}
      </div>
    </Stack>
  );
});
