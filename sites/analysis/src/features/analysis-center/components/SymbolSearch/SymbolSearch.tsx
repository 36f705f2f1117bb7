import { useState, type FormEvent } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { checkStockSymbol, type StockSymbolCheck } from '../../model/stockSymbol';

interface SymbolSearchProps {
  /** The symbol in the URL, shown so the visitor can see and change it. */
  initialSymbol: string | null;
  onSearch: (symbol: string) => void;
}

type SymbolError = Extract<StockSymbolCheck, { ok: false }>['error'];

/** The stock-symbol box: validates on submit, shows the message on the field, keeps the input. */
export function SymbolSearch({ initialSymbol, onSearch }: SymbolSearchProps) {
  const { t } = useTranslation('analysis');
  const [value, setValue] = useState(initialSymbol ?? '');
  const [error, setError] = useState<SymbolError | null>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkStockSymbol(value);
    if (!check.ok) {
      setError(check.error);
      return;
    }
    setError(null);
    setValue(check.symbol);
    onSearch(check.symbol);
  };

  return (
    <form role="search" onSubmit={handleSubmit} noValidate aria-label={t('center.search.heading')}>
      <Stack gap="sm" align="flex-start">
        <TextInput
          w="100%"
          maw={360}
          label={t('center.search.label')}
          description={t('center.search.description')}
          placeholder={t('center.search.placeholder')}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            if (error) setError(null);
          }}
          error={error ? t(`center.search.${error}`) : undefined}
          maxLength={10}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          leftSection={<IconSearch size={16} aria-hidden />}
        />
        <Button type="submit">{t('center.search.submit')}</Button>
      </Stack>
    </form>
  );
}
