import { useId, useState, type FormEvent } from 'react';
import { ActionIcon, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/react';
import { buildPath } from '../../../routing/paths';
import type { Locale } from '../../../routing/routes';
import { SEARCH_KEYWORD_MAX, SearchKeywordSchema } from '../../../validation/search';
import { useGoToPath } from '../../hooks/useGoToPath';
import classes from './SearchForm.module.css';

export interface SearchFormProps {
  locale: Locale;
  /** The keyword to start with (the results page passes the one in its URL). */
  initialKeyword?: string;
  autoFocus?: boolean;
  /** Called after a valid keyword has been sent on its way (the header closes its popover). */
  onSubmitted?: () => void;
}

/**
 * The one search form: checks the keyword with the schema the API uses, then goes to the
 * search-results route of the language with `?keyword=` (a router navigation on the corporate
 * site, a full page load from the others, as the shared link rules decide).
 */
export function SearchForm({ locale, initialKeyword = '', autoFocus, onSubmitted }: SearchFormProps) {
  const { t } = useTranslation('common');
  const goTo = useGoToPath();
  const [value, setValue] = useState(initialKeyword);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = SearchKeywordSchema.safeParse(value);
    if (!parsed.success) {
      setError(value.trim() === '' ? t('search.errors.empty') : t('search.errors.tooLong', { max: SEARCH_KEYWORD_MAX }));
      return;
    }
    setError(null);
    const href = buildPath('searchResults', locale, { query: { keyword: parsed.data } });
    goTo(href);
    onSubmitted?.();
  };

  return (
    <form role="search" aria-label={t('search.label')} className={classes.form} onSubmit={handleSubmit} noValidate>
      <TextInput
        id={inputId}
        className={classes.input}
        type="search"
        name="keyword"
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          if (error) setError(null);
        }}
        aria-label={t('search.inputLabel')}
        placeholder={t('search.placeholder')}
        error={error}
        autoFocus={autoFocus}
        autoComplete="off"
        // A little room over the limit so an over-long paste is shown and explained, not cut.
        maxLength={SEARCH_KEYWORD_MAX * 2}
        rightSectionWidth={40}
        rightSection={
          <ActionIcon type="submit" variant="filled" size={32} radius="md" aria-label={t('search.submit')}>
            <IconSearch size={18} aria-hidden="true" />
          </ActionIcon>
        }
      />
    </form>
  );
}
