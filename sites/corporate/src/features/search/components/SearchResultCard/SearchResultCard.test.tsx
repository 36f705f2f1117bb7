import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import { SEARCH_RESULT_TYPES, type SearchResult } from '@brokerage/shared/validation/search.ts';
import enTexts from '../../../../locales/en/corporate.json';
import viTexts from '../../../../locales/vi/corporate.json';
import { SearchResultCard } from './SearchResultCard';

const result: SearchResult = {
  type: 'disclosure',
  id: 7,
  title: 'Nghị quyết Đại hội đồng cổ đông 2026',
  summary: 'Công bố nghị quyết',
  slug: 'nghi-quyet-dhdcd-2026',
  templateCode: null,
  url: '/chi-tiet-cong-bo-thong-tin/nghi-quyet-dhdcd-2026',
  updatedAt: '2026-04-20T00:00:00.000Z',
};

describe('SearchResultCard', () => {
  it('names the kind of content above the linked title', () => {
    renderWithProviders(<SearchResultCard result={result} />, {
      path: '/ket-qua-tim-kiem',
      resources: { vi: viTexts, en: enTexts },
    });
    expect(screen.getByText('Công bố thông tin').tagName).not.toBe('A');
    expect(screen.getByRole('link', { name: result.title }).getAttribute('href')).toBe(result.url);
  });

  it('has a label for every kind of result in both languages', () => {
    for (const texts of [viTexts, enTexts]) {
      const types = texts.search.types as Record<string, string>;
      for (const type of SEARCH_RESULT_TYPES) expect(types[type], type).toBeTruthy();
    }
  });
});
