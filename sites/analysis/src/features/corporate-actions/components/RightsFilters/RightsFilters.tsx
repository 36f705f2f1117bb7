import { useEffect, useState, type FormEvent } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { KEYWORD_MAX, cleanKeyword, type BenefitFilters } from '../../model/benefitFilters';
import type { BenefitHistoryStore } from '../../stores/BenefitHistoryStore';
import classes from './RightsFilters.module.css';

/** The Select's value for "every type" (an option needs a value). */
const ALL = 'all';

interface RightsFiltersProps {
  store: BenefitHistoryStore;
  /** The filters as the URL has them. */
  filters: BenefitFilters;
  onChange: (filters: BenefitFilters) => void;
}

/**
 * The type (applied as it is picked) and the keyword (applied on Enter or the search button, so
 * typing sends no request per letter and leaves no history entry per letter).
 */
export const RightsFilters = observer(function RightsFilters({
  store,
  filters,
  onChange,
}: RightsFiltersProps) {
  const { t } = useTranslation('analysis');
  const [draft, setDraft] = useState(filters.keyword);
  // Back and forward change the URL's keyword: the box follows.
  useEffect(() => setDraft(filters.keyword), [filters.keyword]);

  const options = [
    { value: ALL, label: t('corporateActions.benefit.filters.allTypes') },
    ...store.typeItems.map((type) => ({ value: type.id, label: type.name })),
  ];
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const keyword = cleanKeyword(draft);
    setDraft(keyword);
    onChange({ type: store.knownType, keyword });
  };

  return (
    <form
      role="search"
      aria-label={t('corporateActions.benefit.filters.label')}
      className={classes.form}
      onSubmit={handleSubmit}
    >
      <Select
        className={classes.type}
        label={t('corporateActions.benefit.filters.type')}
        data={options}
        value={store.knownType ?? ALL}
        onChange={(value) =>
          onChange({ type: value && value !== ALL ? value : null, keyword: filters.keyword })
        }
        allowDeselect={false}
        checkIconPosition="right"
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        className={classes.keyword}
        type="search"
        label={t('corporateActions.benefit.filters.keyword')}
        placeholder={t('corporateActions.benefit.filters.keywordPlaceholder')}
        value={draft}
        maxLength={KEYWORD_MAX}
        onChange={(event) => setDraft(event.currentTarget.value)}
      />
      <Group gap="xs" className={classes.actions}>
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden="true" />}>
          {t('corporateActions.benefit.filters.search')}
        </Button>
        {store.isFiltered && (
          <Button variant="subtle" onClick={() => onChange({ type: null, keyword: '' })}>
            {t('corporateActions.benefit.filters.clear')}
          </Button>
        )}
      </Group>
    </form>
  );
});
