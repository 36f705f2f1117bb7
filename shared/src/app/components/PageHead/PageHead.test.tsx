import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ContentApi } from '../../../api/contentApi';
import { Link } from '../../../routing/Link';
import { fixtureGeneral } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { PageHead } from './PageHead';

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('PageHead', () => {
  it('writes the page data into the head', () => {
    const { stores } = renderWithProviders(
      <PageHead
        title="Biểu phí"
        seo={{ title: null, description: 'Biểu phí giao dịch chứng khoán', keyword: null, imgSrc: null }}
        og={{ title: null, description: null, image: '/api/v1/files/fee.png', type: 'article' }}
      />,
      { path: '/bieu-phi', general: fixtureGeneral() },
    );
    vi.spyOn(stores.content, 'reportPageView').mockResolvedValue();
    expect(document.title).toBe('Biểu phí | Chứng khoán An Phát');
    expect(meta('meta[name="description"]')).toBe('Biểu phí giao dịch chứng khoán');
    expect(meta('meta[name="keywords"]')).toBe('chứng khoán');
    expect(meta('meta[property="og:title"]')).toBe('Biểu phí');
    expect(meta('meta[property="og:image"]')).toBe(`${window.location.origin}/api/v1/files/fee.png`);
    expect(meta('meta[property="og:type"]')).toBe('article');
    expect(meta('meta[property="og:locale"]')).toBe('vi_VN');
  });

  it('falls back to the system SEO defaults', () => {
    renderWithProviders(<PageHead />, { general: fixtureGeneral() });
    expect(document.title).toBe('Chứng khoán An Phát');
    expect(meta('meta[name="description"]')).toBe('Công ty chứng khoán An Phát');
  });

  it('reports one page view per path, with the previous path as referrer', async () => {
    const user = userEvent.setup();
    const reportPageView = vi.fn<ContentApi['reportPageView']>().mockResolvedValue(undefined);
    // Only this call is used by PageHead; the rest of the API is not reachable from here.
    const content = { reportPageView } as Partial<ContentApi> as ContentApi;
    const { rerender } = renderWithProviders(
      <>
        <PageHead templateCode="HOME" />
        <Link href="/lien-he">Liên hệ</Link>
      </>,
      { general: fixtureGeneral(), stores: { content } },
    );
    expect(reportPageView).toHaveBeenCalledTimes(1);
    expect(reportPageView).toHaveBeenLastCalledWith({ path: '/', templateCode: 'HOME' });

    await user.click(screen.getByRole('link', { name: 'Liên hệ' }));
    expect(reportPageView).toHaveBeenCalledTimes(2);
    expect(reportPageView).toHaveBeenLastCalledWith({
      path: '/lien-he',
      templateCode: 'HOME',
      referrer: `${window.location.origin}/`,
    });

    rerender(<PageHead templateCode="HOME" title="Khác" />);
    expect(reportPageView).toHaveBeenCalledTimes(2);
  });

  it('does not count error pages', () => {
    const { stores } = renderWithProviders(<PageHead title="Lỗi" trackView={false} />);
    expect(stores.ui.lastViewPath).toBeNull();
  });
});
