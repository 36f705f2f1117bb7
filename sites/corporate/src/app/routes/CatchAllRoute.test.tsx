import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Page, Redirect } from '@brokerage/shared/validation/content.ts';
import { browser } from '../../lib/browser';
import {
  fixtureBlockItem,
  fixturePage,
  fixturePageBlock,
  fixtureRedirect,
} from '@brokerage/shared/testing/fixtures.ts';
import {
  fail,
  fakeApiClient,
  ok,
  type FakeReply,
} from '@brokerage/shared/testing/fakeApiClient.ts';
import { renderRoute } from '../testing/renderRoute';
import CatchAllRoute from './CatchAllRoute';

interface Content {
  pages?: Record<string, Page | FakeReply>;
  redirects?: Record<string, Redirect>;
}

/** The content API as the catch-all sees it: `pages/{slug}` and `systems/redirects/show`. */
function contentApi({ pages = {}, redirects = {} }: Content) {
  return fakeApiClient((url, params) => {
    if (url === 'systems/redirects/show') {
      const redirect = redirects[String(params.path)];
      return redirect ? ok(redirect) : fail(404, 'redirect_not_found');
    }
    const slug = decodeURIComponent(url.replace(/^pages\//, ''));
    const page = pages[slug];
    if (!page) return fail(404, 'page_not_found');
    return 'status' in page ? page : ok(page);
  });
}

function renderAt(path: string, content: Content) {
  return renderRoute(<CatchAllRoute />, path, contentApi(content));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CatchAllRoute: CMS templates', () => {
  it('renders a known template with its title, summary, body, blocks and breadcrumb', async () => {
    const page = fixturePage({
      blocks: [
        fixturePageBlock({
          title: 'Giá trị cốt lõi',
          items: [fixtureBlockItem({ title: 'Minh bạch', link: '/lien-he' })],
        }),
      ],
    });
    const { api } = renderAt('/gioi-thieu', { pages: { 'gioi-thieu': page } });

    await screen.findByRole('heading', { level: 1, name: 'Giới thiệu chung' });
    screen.getByText('Chứng khoán An Phát đồng hành cùng nhà đầu tư.');
    screen.getByText('Thành lập năm 2007.');
    screen.getByRole('heading', { level: 2, name: 'Giá trị cốt lõi' });
    expect(screen.getByRole('link', { name: /Minh bạch/ }).getAttribute('href')).toBe('/lien-he');
    const breadcrumb = screen.getByRole('navigation', { name: 'Vị trí trang' });
    expect(breadcrumb.textContent).toContain('Trang chủ');
    screen.getByText('Cập nhật ngày 01/03/2026');
    expect(api.requests[0]).toEqual({ url: 'pages/gioi-thieu', params: { locale: 'vi' } });
  });

  it('asks for the slug in the language of the path', async () => {
    const { api } = renderAt('/en/about-us', {
      pages: { 'about-us': fixturePage({ title: 'About us' }) },
    });
    await screen.findByRole('heading', { level: 1, name: 'About us' });
    expect(api.requests[0]).toEqual({ url: 'pages/about-us', params: { locale: 'en' } });
  });

  it('shows the under-development page for ERROR_403', async () => {
    renderAt('/sap-ra-mat', {
      pages: { 'sap-ra-mat': fixturePage({ templateCode: 'ERROR_403' }) },
    });
    await screen.findByRole('heading', {
      name: 'Rất tiếc, chúng tôi đang phát triển tính năng này',
    });
  });

  it('shows 404 for a template this build does not know', async () => {
    renderAt('/la', { pages: { la: fixturePage({ templateCode: 'SOMETHING_NEW' }) } });
    await screen.findByRole('heading', { name: 'Rất tiếc, chúng tôi không tìm thấy trang này' });
  });

  it('hands a RECRUITMENT* page to the recruitment site with a full page load', async () => {
    const replace = vi.spyOn(browser, 'replace').mockImplementation(() => {});
    renderAt('/co-hoi-nghe-nghiep', {
      pages: { 'co-hoi-nghe-nghiep': fixturePage({ templateCode: 'RECRUITMENT_CAREER' }) },
    });
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/co-hoi-nghe-nghiep'));
  });

  it('shows a friendly 500 page when the answer does not match the schema', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/hong', { pages: { hong: { status: 200, body: { data: { title: 42 } } } } });
    await screen.findByRole('heading', { name: 'Lỗi máy chủ nội bộ' });
    expect(log).toHaveBeenCalled();
  });
});

describe('CatchAllRoute: redirects', () => {
  it('navigates in the router to an internal page of this site', async () => {
    const { location } = renderAt('/trang-cu', {
      redirects: { '/trang-cu': fixtureRedirect({ target: '/gioi-thieu' }) },
      pages: { 'gioi-thieu': fixturePage() },
    });
    await screen.findByRole('heading', { level: 1, name: 'Giới thiệu chung' });
    expect(location.current.pathname).toBe('/gioi-thieu');
  });

  it.each([
    ['another site', fixtureRedirect({ target: '/tuyen-dung' }), '/tuyen-dung'],
    ['another language', fixtureRedirect({ target: '/en/contact', locale: 'en' }), '/en/contact'],
    [
      'a stored file',
      fixtureRedirect({ target: '/api/v1/files/bang-phi.pdf', targetType: 'file' }),
      '/api/v1/files/bang-phi.pdf',
    ],
    [
      'an absolute URL',
      fixtureRedirect({ target: 'https://www.hsx.vn/', targetType: 'external' }),
      'https://www.hsx.vn/',
    ],
  ])('loads the page fully for %s', async (_case, redirect, href) => {
    const replace = vi.spyOn(browser, 'replace').mockImplementation(() => {});
    renderAt('/trang-cu', { redirects: { '/trang-cu': redirect } });
    await waitFor(() => expect(replace).toHaveBeenCalledWith(href));
  });

  it('asks only the redirect table for a path of several unknown segments', async () => {
    const replace = vi.spyOn(browser, 'replace').mockImplementation(() => {});
    const { api } = renderAt('/tin-tuc/2019/bai-cu', {
      redirects: { '/tin-tuc/2019/bai-cu': fixtureRedirect({ target: '/tuyen-dung' }) },
    });
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/tuyen-dung'));
    expect(api.requests.map((r) => r.url)).toEqual(['systems/redirects/show']);
  });

  it('shows 404 when neither a page nor a redirect exists', async () => {
    renderAt('/khong-co', {});
    await screen.findByRole('heading', { name: 'Rất tiếc, chúng tôi không tìm thấy trang này' });
  });
});
