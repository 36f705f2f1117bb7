import { screen } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { describe, expect, it, vi } from 'vitest';
import { RequestCanceled } from '../../api/errors';
import type { Locale } from '../../routing/routes';
import { StaticPageStore } from '../stores/StaticPageStore';
import { fixturePage } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { useStaticPage } from './useStaticPage';

const Title = observer(function Title({
  store,
  locale,
}: {
  store: StaticPageStore;
  locale: Locale;
}) {
  const page = useStaticPage(store, locale);
  return <p>{page ? page.title : 'đang tải'}</p>;
});

describe('useStaticPage', () => {
  it('loads the page of the language while mounted', async () => {
    const load = vi.fn(async (locale: Locale) => fixturePage({ title: `trang ${locale}` }));
    const store = new StaticPageStore({ context: 'test', load });
    const { rerender } = renderWithProviders(<Title store={store} locale="vi" />);
    screen.getByText('đang tải');
    await screen.findByText('trang vi');
    rerender(<Title store={store} locale="en" />);
    await screen.findByText('trang en');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('abandons the request when the component goes away', () => {
    let signal: AbortSignal | undefined;
    const load = vi.fn(
      (_locale: Locale, abort: AbortSignal) =>
        new Promise<never>((_resolve, reject) => {
          signal = abort;
          abort.addEventListener('abort', () => reject(new RequestCanceled()));
        }),
    );
    const store = new StaticPageStore({ context: 'test', load });
    const { unmount } = renderWithProviders(<Title store={store} locale="vi" />);
    expect(store.isLoading).toBe(true);
    unmount();
    expect(signal?.aborted).toBe(true);
    expect(store.isLoading).toBe(false);
  });
});
