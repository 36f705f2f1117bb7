import { CloseButton, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { FAQ_QUERY_MAX } from '../../stores/FaqStore';

export interface FaqSearchProps {
  value: string;
  onChange: (value: string) => void;
  /** Questions the filter lets through; announced while filtering. */
  resultCount: number;
  filtering: boolean;
}

/** The filter box: matches as the visitor types, with or without Vietnamese diacritics. */
export function FaqSearch({ value, onChange, resultCount, filtering }: FaqSearchProps) {
  const { t } = useTranslation('corporate');
  const statusId = useId();
  return (
    <div role="search">
      <TextInput
        type="search"
        label={t('faq.searchLabel')}
        placeholder={t('faq.searchPlaceholder')}
        description={t('faq.searchHint')}
        value={value}
        maxLength={FAQ_QUERY_MAX}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) {
            event.preventDefault();
            onChange('');
          }
        }}
        leftSection={<IconSearch size={18} aria-hidden />}
        rightSection={
          value ? <CloseButton size="sm" aria-label={t('faq.clearSearch')} onClick={() => onChange('')} /> : null
        }
        aria-describedby={statusId}
        autoComplete="off"
      />
      <Text id={statusId} size="sm" mt={6} role="status" aria-live="polite" c="dimmed">
        {filtering ? t('faq.resultCount', { count: resultCount }) : ''}
      </Text>
    </div>
  );
}
