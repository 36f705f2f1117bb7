import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { schemaOf, type ApiClient, type QueryParams } from '@brokerage/shared/api/client.ts';
import { RequestCanceled } from '@brokerage/shared/api/errors.ts';
import { fakeApiClient, list } from '@brokerage/shared/testing/fakeApiClient.ts';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { Company } from '@brokerage/shared/validation/marketApi.ts';
import enTexts from '../../../../locales/en/analysis.json';
import viTexts from '../../../../locales/vi/analysis.json';
import { CompanySearchStore } from '../../stores/CompanySearchStore';
import { CompanySearch } from './CompanySearch';

const company = (over: Partial<Company> & Pick<Company, 'stockSymbol' | 'name'>): Company => ({
  nameVi: over.name,
  nameEn: over.name,
  shortName: null,
  brands: [],
  exchange: 'HOSE',
  exchangeCode: '10',
  icbCode: '8600',
  sector: 'Bất động sản',
  sectorVi: 'Bất động sản',
  sectorEn: 'Real Estate',
  firmType: 'company',
  listingDate: '2010-01-01',
  sharesOutstanding: 1_000_000_000,
  charteredCapital: 10_000_000_000_000,
  indices: ['VNINDEX'],
  ...over,
});

const VNM = company({
  stockSymbol: 'VNM',
  name: 'Công ty Cổ phần Sữa Việt Nam',
  nameVi: 'Công ty Cổ phần Sữa Việt Nam',
  nameEn: 'Vietnam Dairy Products Joint Stock Company',
  shortName: 'Vinamilk',
});
const VHM = company({
  stockSymbol: 'VHM',
  name: 'Công ty Cổ phần Vinhomes',
  shortName: 'Vinhomes',
});
const IDC = company({
  stockSymbol: 'IDC',
  name: 'Tổng Công ty IDICO – CTCP',
  shortName: 'IDICO',
  exchange: 'HNX',
  exchangeCode: '02',
});

/** The companies the API would find for a keyword. */
function answerFor(keyword: string): Company[] {
  const k = keyword.toLowerCase();
  if (k.startsWith('vinam')) return [VNM];
  if (k.startsWith('vin')) return [VHM, VNM, IDC];
  return [];
}

function renderPlain(api: ApiClient, locale: Locale = 'vi') {
  const store = new CompanySearchStore(api);
  const onSymbol = vi.fn();
  renderWithProviders(
    <CompanySearch store={store} locale={locale} initialValue={null} onSymbol={onSymbol} />,
    {
      site: 'analysis',
      path: locale === 'en' ? '/en/analysis-center' : '/trung-tam-phan-tich',
      resources: { vi: viTexts, en: enTexts },
    },
  );
  return { store, onSymbol };
}

/** Mantine's combobox marks its box as having a list; the plain box before it has none. */
const hasList = (input: HTMLElement) => input.getAttribute('aria-haspopup') === 'listbox';

/** The search with its suggestions loaded, as after the visitor's first focus on the box. */
async function renderSearch(api: ApiClient, locale: Locale = 'vi') {
  const rendered = renderPlain(api, locale);
  fireEvent.focus(screen.getByRole('combobox'));
  await waitFor(() => expect(hasList(screen.getByRole('combobox'))).toBe(true));
  return rendered;
}

/** Types `text` and lets the pause before the suggestions pass. */
function type(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
  act(() => {
    vi.advanceTimersByTime(1_000);
  });
}

const key = (input: HTMLElement, name: string) =>
  fireEvent.keyDown(input, { key: name, code: name });

const keywords = (requests: Array<{ url: string; params: QueryParams }>) =>
  requests.filter((r) => r.url === 'ttpt-companies').map((r) => r.params.keyword);

// First: once a test has loaded the suggestions, they stay loaded for the rest of the file.
describe('CompanySearch before its suggestions have loaded', () => {
  it('is a plain combobox that loads nothing until it is reached for', async () => {
    renderPlain(fakeApiClient(() => list([])));
    const input = screen.getByRole('combobox', { name: /Mã hoặc tên doanh nghiệp/ });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    await act(async () => {});
    expect(screen.getByRole('combobox')).toBe(input);
    expect(hasList(input)).toBe(false);
  });

  it('hands what was typed and the focus over to the box with suggestions', async () => {
    const api = fakeApiClient((_url, params) => list(answerFor(String(params.keyword))));
    renderPlain(api);
    const plain = screen.getByRole('combobox');
    plain.focus();
    fireEvent.change(plain, { target: { value: 'Vin' } });
    await waitFor(() => expect(screen.getByRole('combobox')).not.toBe(plain));
    expect(hasList(screen.getByRole('combobox'))).toBe(true);
    const input = screen.getByRole('combobox') as HTMLInputElement;
    expect(input.value).toBe('Vin');
    expect(document.activeElement).toBe(input);
    expect(input.selectionStart).toBe(3);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options).toHaveLength(3);
  });
});

describe('CompanySearch type-ahead', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('suggests from two characters on: symbol, short name and exchange in a labelled listbox', async () => {
    const api = fakeApiClient((_url, params) => list(answerFor(String(params.keyword))));
    await renderSearch(api);
    const input = screen.getByRole('combobox', { name: /Mã hoặc tên doanh nghiệp/ });
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.getAttribute('aria-expanded')).toBe('false');

    type(input, 'V');
    expect(keywords(api.requests)).toEqual([]);
    expect(screen.queryByRole('listbox')).toBeNull();

    // The pause collapses the keystrokes into one request.
    fireEvent.change(input, { target: { value: 'Vi' } });
    type(input, 'Vin');
    const listbox = await screen.findByRole('listbox', { name: 'Gợi ý' });
    expect(keywords(api.requests)).toEqual(['Vin']);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringMatching(/VHM.*Vinhomes.*HOSE/),
      expect.stringMatching(/VNM.*Vinamilk.*HOSE/),
      expect.stringMatching(/IDC.*IDICO.*HNX/),
    ]);
    screen.getByText('3 gợi ý. Dùng phím mũi tên lên, xuống để chọn.');
  });

  it('moves through the options with the arrow keys and opens the stock page on Enter', async () => {
    const api = fakeApiClient((_url, params) => list(answerFor(String(params.keyword))));
    const { onSymbol } = await renderSearch(api);
    const input = screen.getByRole('combobox', { name: /Mã hoặc tên doanh nghiệp/ });
    type(input, 'vin');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');

    key(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    key(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    key(input, 'ArrowDown');
    key(input, 'ArrowUp');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]!.id);

    key(input, 'Enter');
    expect(onSymbol).toHaveBeenCalledWith('VNM');
    expect(onSymbol).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect((input as HTMLInputElement).value).toBe('VNM');
  });

  it('closes on Escape and keeps what was typed; a click on an option opens its page', async () => {
    const api = fakeApiClient((_url, params) => list(answerFor(String(params.keyword))));
    const { onSymbol } = await renderSearch(api, 'en');
    const input = screen.getByRole('combobox', { name: /Symbol or company name/ });
    type(input, 'Vinam');
    await screen.findByRole('listbox', { name: 'Suggestions' });
    screen.getByText('1 suggestion. Use the up and down arrow keys to choose.');

    key(input, 'Escape');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect((input as HTMLInputElement).value).toBe('Vinam');
    expect(onSymbol).not.toHaveBeenCalled();

    // Arrow down opens them again.
    key(input, 'ArrowDown');
    const option = within(await screen.findByRole('listbox')).getByRole('option');
    fireEvent.click(option);
    expect(onSymbol).toHaveBeenCalledWith('VNM');
  });

  it('drops the answer to an older keyword: its request is cancelled', async () => {
    const pending: Array<{
      keyword: string;
      signal: AbortSignal | undefined;
      resolve: (companies: Company[]) => void;
    }> = [];
    const base = fakeApiClient(() => list([]));
    const api: ApiClient = {
      ...base,
      getList: (url, schema, options) =>
        new Promise((resolve, reject) => {
          const signal = options?.signal;
          signal?.addEventListener('abort', () => reject(new RequestCanceled(url)));
          pending.push({
            keyword: String(options?.params?.keyword),
            signal,
            resolve: (companies) =>
              void Promise.resolve(schemaOf(schema)).then((itemSchema) =>
                resolve({
                  data: companies.map((c) => itemSchema.parse(c)),
                  meta: { page: 1, limit: 8, total: companies.length, totalPages: 1 },
                } as never),
              ),
          });
        }),
    };
    await renderSearch(api);
    const input = screen.getByRole('combobox', { name: /Mã hoặc tên doanh nghiệp/ });
    type(input, 'Vin');
    await waitFor(() => expect(pending).toHaveLength(1));
    type(input, 'Vinam');
    await waitFor(() => expect(pending).toHaveLength(2));
    expect(pending.map((p) => p.keyword)).toEqual(['Vin', 'Vinam']);
    expect(pending[0]!.signal?.aborted).toBe(true);
    await act(async () => {
      pending[1]!.resolve([VNM]);
      pending[0]!.resolve([VHM, VNM, IDC]);
    });
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([expect.stringMatching(/^VNM/)]);
  });
});
