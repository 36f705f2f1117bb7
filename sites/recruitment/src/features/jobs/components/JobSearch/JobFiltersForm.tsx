import { useEffect, useState, type FormEvent } from 'react';
import { Button, Grid, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Category } from '@brokerage/shared/validation/recruitment/jobs.ts';
import { hasFilters, KEYWORD_MAX, type JobFilterId, type JobFilters } from '../../lib/filters';
import type { JobFilterLists } from '../../stores/JobSearchStore';

const SELECTS: { id: JobFilterId; list: keyof JobFilterLists; label: string }[] = [
  { id: 'careerId', list: 'careers', label: 'jobs.search.career' },
  { id: 'workplaceId', list: 'workplaces', label: 'jobs.search.workplace' },
  { id: 'formId', list: 'forms', label: 'jobs.search.form' },
  { id: 'titleId', list: 'titles', label: 'jobs.search.title' },
];

export interface JobFiltersFormProps {
  filters: JobFilters;
  lists: JobFilterLists | null;
  onChange: (filters: JobFilters) => void;
}

/**
 * Keyword (applied on submit) and the four lists (applied when chosen). The lists come from the
 * API; until they are in, each select offers only "All".
 */
export function JobFiltersForm({ filters, lists, onChange }: JobFiltersFormProps) {
  const { t } = useTranslation('recruitment');
  const [keyword, setKeyword] = useState(filters.keyword ?? '');
  // Back/forward or a shared link changes the URL's keyword under the input.
  useEffect(() => setKeyword(filters.keyword ?? ''), [filters.keyword]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = keyword.trim();
    const { keyword: _old, ...rest } = filters;
    onChange(trimmed ? { ...rest, keyword: trimmed } : rest);
  };

  const options = (items: Category[] | undefined) => [
    { value: '', label: t('jobs.search.all') },
    ...(items ?? []).map((item) => ({ value: String(item.id), label: item.name })),
  ];

  const handleSelect = (id: JobFilterId, value: string) => {
    const { [id]: _old, ...rest } = filters;
    onChange(value ? { ...rest, [id]: Number(value) } : rest);
  };

  return (
    <form role="search" aria-label={t('jobs.search.label')} onSubmit={handleSubmit}>
      <Grid gap="sm" align="flex-end">
        <Grid.Col span={{ base: 12, md: 12, lg: 4 }}>
          <TextInput
            label={t('jobs.search.keyword')}
            placeholder={t('jobs.search.keywordPlaceholder')}
            value={keyword}
            maxLength={KEYWORD_MAX}
            onChange={(event) => setKeyword(event.currentTarget.value)}
            type="search"
          />
        </Grid.Col>
        {SELECTS.map(({ id, list, label }) => (
          <Grid.Col key={id} span={{ base: 12, xs: 6, md: 3, lg: 2 }}>
            <NativeSelect
              label={t(label as 'jobs.search.career')}
              data={options(lists?.[list])}
              value={filters[id] === undefined ? '' : String(filters[id])}
              onChange={(event) => handleSelect(id, event.currentTarget.value)}
            />
          </Grid.Col>
        ))}
        <Grid.Col span={12}>
          <Group gap="sm">
            <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
              {t('jobs.search.submit')}
            </Button>
            {hasFilters(filters) && (
              <Button variant="default" onClick={() => onChange({})}>
                {t('jobs.search.clear')}
              </Button>
            )}
          </Group>
        </Grid.Col>
      </Grid>
    </form>
  );
}
