import { useState, type FormEvent } from 'react';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { CompanySearchStore } from '../../stores/CompanySearchStore';

interface CompanySearchProps {
  store: CompanySearchStore;
  locale: Locale;
  /** The symbol in the URL, shown so the visitor can see and change it. */
  initialValue: string | null;
  /** An exact ticker goes straight to its page. */
  onSymbol: (symbol: string) => void;
}

/** Ticker or company name, with or without diacritics; results link to the stock pages. */
export const CompanySearch = observer(function CompanySearch({
  store,
  locale,
  initialValue,
  onSymbol,
}: CompanySearchProps) {
  const { t } = useTranslation('analysis');
  const [value, setValue] = useState(initialValue ?? '');
  const [error, setError] = useState<string | null>(null);
  const answer = store.results.value;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
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

  return (
    <Stack gap="sm">
      <form
        role="search"
        aria-label={t('market.search.heading')}
        noValidate
        onSubmit={(event) => void handleSubmit(event)}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            style={{ flex: '1 1 14rem' }}
            label={t('market.search.label')}
            description={t('market.search.description')}
            placeholder={t('market.search.placeholder')}
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              if (error) setError(null);
            }}
            error={error}
            maxLength={100}
            autoComplete="off"
            spellCheck={false}
            leftSection={<IconSearch size={16} aria-hidden />}
          />
          <Button type="submit" loading={store.results.isLoading}>
            {t('market.search.submit')}
          </Button>
        </Group>
      </form>
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
                    — {company.name} ({company.exchange})
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
