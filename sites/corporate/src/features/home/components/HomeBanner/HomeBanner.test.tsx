import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import type { BlockItem } from '@brokerage/shared/validation/content.ts';
import { mockMatchMedia } from '@brokerage/shared/testing/mockMatchMedia.ts';
import enTexts from '../../../../locales/en/corporate.json';
import viTexts from '../../../../locales/vi/corporate.json';
import { HomeBanner } from './HomeBanner';

const item = (id: number, fields: Partial<BlockItem> & Pick<BlockItem, 'title'>): BlockItem => ({
  id,
  description: null,
  image: null,
  icon: null,
  link: null,
  target: '_self',
  ...fields,
});

const ITEMS = [
  item(1, {
    title: 'Mở tài khoản chứng khoán trực tuyến trong 5 phút',
    description: 'Xác thực bằng căn cước gắn chip ngay trên điện thoại.',
    image: '/api/v1/files/banner-open-account.svg',
    link: '/ekyc',
  }),
  item(2, {
    title: 'Trung tâm phân tích',
    image: '/api/v1/files/banner-analysis-center.svg',
    link: '/trung-tam-phan-tich',
  }),
  item(3, { title: 'Giao dịch trực tuyến', link: 'https://giaodich.example/', target: '_blank' }),
];

function renderBanner(items: readonly BlockItem[] = ITEMS, path = '/') {
  return renderWithProviders(<HomeBanner items={items} />, {
    site: 'corporate',
    path,
    resources: { vi: viTexts, en: enTexts },
  });
}

const carousel = () => screen.getByRole('region', { name: 'Banner nổi bật' });
const visibleSlide = () => within(carousel()).getByRole('group');

describe('HomeBanner', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("renders a banner's title, description and link as text over a decorative picture", () => {
    renderBanner();
    // Only the current slide is in the accessibility tree.
    const slide = visibleSlide();
    expect(slide.getAttribute('aria-label')).toBe('Banner 1 trên 3');
    expect(
      within(slide).getByRole('heading', {
        level: 2,
        name: 'Mở tài khoản chứng khoán trực tuyến trong 5 phút',
      }),
    ).toBeTruthy();
    expect(
      within(slide).getByText('Xác thực bằng căn cước gắn chip ngay trên điện thoại.'),
    ).toBeTruthy();
    const cta = within(slide).getByRole('link', {
      name: 'Xem chi tiết',
      description: 'Mở tài khoản chứng khoán trực tuyến trong 5 phút',
    });
    expect(cta.getAttribute('href')).toBe('/ekyc');
    // The picture carries no words, so it is hidden from assistive technology.
    expect(within(slide).queryByRole('img')).toBeNull();
    expect(slide.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(slide.querySelector('img')?.getAttribute('src')).toBe(ITEMS[0]?.image);
    // The first picture is the page's largest paint; the others wait until they are needed.
    const pictures = [...document.querySelectorAll('img')];
    expect(pictures[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(pictures[0]?.getAttribute('loading')).toBe('eager');
    expect(pictures.slice(1).map((img) => img.getAttribute('loading'))).not.toContain('eager');
  });

  it('labels the call to action in English on English pages', () => {
    renderBanner(ITEMS, '/en');
    const slide = screen.getByRole('group', { name: 'Banner 1 of 3' });
    expect(within(slide).getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe(
      '/ekyc',
    );
  });

  it('shows a banner without picture or link as text alone', () => {
    renderBanner([
      item(7, { title: 'Thông báo nghỉ lễ', description: 'Nghỉ giao dịch ngày 2/9.' }),
    ]);
    const region = carousel();
    expect(
      within(region).getByRole('heading', { level: 2, name: 'Thông báo nghỉ lễ' }),
    ).toBeTruthy();
    expect(within(region).queryByRole('link')).toBeNull();
    expect(region.querySelector('img')).toBeNull();
    // A single banner needs no slide controls.
    expect(within(region).queryByRole('button')).toBeNull();
  });

  it('moves with the previous, next and per-slide buttons, wrapping around', () => {
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Banner trước' }));
    expect(visibleSlide().getAttribute('aria-label')).toBe('Banner 3 trên 3');
    // The third banner links out: new tab.
    expect(within(visibleSlide()).getByRole('link').getAttribute('target')).toBe('_blank');

    fireEvent.click(screen.getByRole('button', { name: 'Banner tiếp theo' }));
    expect(visibleSlide().getAttribute('aria-label')).toBe('Banner 1 trên 3');

    const second = screen.getByRole('button', { name: 'Xem banner 2' });
    fireEvent.click(second);
    expect(second.getAttribute('aria-current')).toBe('true');
    expect(
      within(visibleSlide()).getByRole('heading', { name: 'Trung tâm phân tích' }),
    ).toBeTruthy();
  });

  it('rotates every 6 s, stops while hovered and when paused', () => {
    vi.useFakeTimers();
    renderBanner();
    act(() => vi.advanceTimersByTime(6000));
    expect(visibleSlide().getAttribute('aria-label')).toBe('Banner 2 trên 3');

    fireEvent.mouseEnter(carousel());
    act(() => vi.advanceTimersByTime(12000));
    expect(visibleSlide().getAttribute('aria-label')).toBe('Banner 2 trên 3');
    fireEvent.mouseLeave(carousel());

    fireEvent.click(screen.getByRole('button', { name: 'Tạm dừng tự động chuyển banner' }));
    act(() => vi.advanceTimersByTime(12000));
    expect(visibleSlide().getAttribute('aria-label')).toBe('Banner 2 trên 3');
    expect(screen.getByRole('button', { name: 'Tiếp tục tự động chuyển banner' })).toBeTruthy();
  });

  it('never rotates, and offers no pause button, for reduced motion', () => {
    mockMatchMedia((query) => query.includes('prefers-reduced-motion'));
    vi.useFakeTimers();
    renderBanner();
    act(() => vi.advanceTimersByTime(18000));
    expect(visibleSlide().getAttribute('aria-label')).toBe('Banner 1 trên 3');
    expect(screen.queryByRole('button', { name: /tự động chuyển banner/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Banner tiếp theo' })).toBeTruthy();
  });
});
