import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../api/errors';
import type { Locale } from '../../../routing/routes';
import { StaticPageStore } from '../../stores/StaticPageStore';
import { fixturePage } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { IntroPage } from './IntroPage';

const pending = { title: 'Mở tài khoản', label: 'Đang tải thông tin mở tài khoản…' };

function storeAnswering(answer: (locale: Locale) => Promise<ReturnType<typeof fixturePage>>) {
  const load = vi.fn(answer);
  return { load, store: new StaticPageStore({ context: 'test', load }) };
}

describe('IntroPage', () => {
  it('loads the intro in the page language and sets it above the sections', async () => {
    const { store, load } = storeAnswering(async () =>
      fixturePage({ title: 'Mở tài khoản trực tuyến' }),
    );
    const { stores } = renderWithProviders(
      <IntroPage store={store} locale="vi" layout="ekyc" pending={pending}>
        {(intro) => <p>{intro ? `mục của ${intro.title}` : 'mục đang chờ'}</p>}
      </IntroPage>,
      { path: '/ekyc' },
    );
    screen.getByRole('status', { name: pending.label });
    // Laid out but hidden while the intro loads, so nothing below it jumps when it arrives.
    expect(screen.getByText('mục đang chờ').parentElement?.style.visibility).toBe('hidden');
    await screen.findByRole('heading', { level: 1, name: 'Mở tài khoản trực tuyến' });
    expect(screen.getByText('mục của Mở tài khoản trực tuyến').parentElement?.style.visibility).toBe('');
    expect(load).toHaveBeenCalledWith('vi', expect.any(AbortSignal));
    expect(stores.ui.layout).toBe('ekyc');
  });

  it.each([
    [404, 'Lỗi máy chủ nội bộ'],
    [503, 'Rất tiếc, hệ thống đang được bảo trì'],
  ])('shows the error page when the intro answers %s', async (status, title) => {
    const { store } = storeAnswering(async () => {
      throw new ApiRequestError({ status, errors: [] });
    });
    renderWithProviders(
      <IntroPage store={store} locale="vi" layout="main" pending={pending}>
        <p>mục</p>
      </IntroPage>,
    );
    await screen.findByRole('heading', { level: 1, name: title });
    expect(screen.queryByText('mục')).toBeNull();
  });
});
