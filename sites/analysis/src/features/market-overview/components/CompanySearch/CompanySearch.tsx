import { useEffect, useState, type FormEvent } from 'react';
import {
  Anchor,
  Button,
  Group,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
  type TextInputProps,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { deferredModule, useDeferredModule } from '@brokerage/shared/ui/hooks/useDeferredModule.ts';
import { useDeferredTrigger } from '@brokerage/shared/ui/hooks/useDeferredTrigger.ts';
import { isSuggestible, type CompanySearchStore } from '../../stores/CompanySearchStore';
import { knownName } from './knownName';

// The suggestions (Mantine's combobox and its floating dropdown) load on the first hover, focus
// or keystroke in the box.
const suggestModule = deferredModule(() => import('./SuggestBox'));

interface CompanySearchProps {
  store: CompanySearchStore;
  locale: Locale;
  /** The symbol in the URL, shown so the visitor can see and change it. */
  initialValue: string | null;
  /** An exact ticker or a chosen suggestion goes straight to its page. */
  onSymbol: (symbol: string) => void;
}

/**
 * Ticker, company, short or brand name, with or without diacritics. While the visitor types it
 * suggests companies (SuggestBox); submitting lists every match, linked to the stock pages.
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
  const [loaded, request] = useDeferredModule(suggestModule);
  const trigger = useDeferredTrigger(request);
  const answer = store.results.value;
  const suggestions = isSuggestible(value) ? (store.suggestions.value?.companies ?? []) : [];
  const shown = open && suggestions.length > 0;
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

  const input: TextInputProps = {
    style: { flex: '1 1 auto', minWidth: 0 },
    label: t('market.search.label'),
    description: t('market.search.description'),
    placeholder: t('market.search.placeholder'),
    value,
    onChange: (event) => {
      const next = event.currentTarget.value;
      setValue(next);
      if (error) setError(null);
      setOpen(isSuggestible(next));
      store.suggest(next, locale);
      request();
    },
    onBlur: () => setOpen(false),
    error,
    maxLength: 100,
    autoComplete: 'off',
    'aria-autocomplete': 'list',
    spellCheck: false,
    leftSection: <IconSearch size={16} aria-hidden />,
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
          {loaded ? (
            <loaded.SuggestBox
              input={input}
              suggestions={suggestions}
              shown={shown}
              onOpenChange={setOpen}
              onChoose={choose}
              listLabel={t('market.search.suggestions')}
              autoFocus={trigger.focused}
            />
          ) : (
            // The same box, a combobox whose list has not loaded yet.
            <TextInput
              {...input}
              role="combobox"
              aria-expanded={false}
              onPointerEnter={trigger.props.onPointerEnter}
              onPointerLeave={trigger.props.onPointerLeave}
              onFocus={trigger.props.onFocus}
              onBlur={(event) => {
                trigger.props.onBlur();
                input.onBlur?.(event);
              }}
            />
          )}
          {/* Never narrower than its label (it would be cut off on a phone). */}
          <Button type="submit" loading={store.results.isLoading} style={{ flexShrink: 0 }}>
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
