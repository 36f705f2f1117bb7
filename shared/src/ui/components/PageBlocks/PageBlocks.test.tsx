import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureBlockItem, fixturePageBlock } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { PageBlocks } from './PageBlocks';

const blocks = [
  fixturePageBlock({
    id: 1,
    title: 'Giá trị cốt lõi',
    content: '<p>Khách hàng là trọng tâm.</p>',
    items: [
      fixtureBlockItem({
        id: 11,
        title: 'Minh bạch',
        description: 'Rõ ràng từng khoản phí.',
        link: '/lien-he',
      }),
      fixtureBlockItem({ id: 12, title: 'Phát triển', icon: 'trending-up' }),
      fixtureBlockItem({
        id: 13,
        title: 'Ảnh',
        image: '/api/v1/files/anh.png',
        icon: 'trending-up',
      }),
    ],
  }),
  fixturePageBlock({ id: 2, content: '<p>Khối không tiêu đề.</p>' }),
];

describe('PageBlocks', () => {
  it('renders each block as a section with its title, HTML and item cards', () => {
    renderWithProviders(<PageBlocks blocks={blocks} />);
    const section = screen.getByRole('region', { name: 'Giá trị cốt lõi' });
    within(section).getByRole('heading', { level: 2, name: 'Giá trị cốt lõi' });
    within(section).getByText('Khách hàng là trọng tâm.');
    within(section).getByRole('heading', { level: 3, name: 'Minh bạch' });
    within(section).getByText('Rõ ràng từng khoản phí.');
    screen.getByText('Khối không tiêu đề.');
  });

  it('names each link after its card, in the page language', () => {
    const { unmount } = renderWithProviders(<PageBlocks blocks={blocks} />);
    const link = screen.getByRole('link', { name: 'Xem chi tiết: Minh bạch' });
    expect(link.getAttribute('href')).toBe('/lien-he');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    unmount();
    renderWithProviders(<PageBlocks blocks={blocks} />, { path: '/en/about-us' });
    screen.getByRole('link', { name: 'Learn more: Minh bạch' });
  });

  it('shows the picture of an item, or else its icon, both as decoration', () => {
    const { container } = renderWithProviders(<PageBlocks blocks={blocks} />);
    expect(container.querySelectorAll('.tabler-icon-trending-up')).toHaveLength(1);
    const picture = container.querySelector('img');
    expect(picture?.getAttribute('src')).toBe('/api/v1/files/anh.png');
    expect(picture?.getAttribute('alt')).toBe('');
  });

  it('puts the headings one level lower inside a page section', () => {
    renderWithProviders(<PageBlocks blocks={blocks} headingOrder={3} />);
    screen.getByRole('heading', { level: 3, name: 'Giá trị cốt lõi' });
    screen.getByRole('heading', { level: 4, name: 'Minh bạch' });
  });

  it('renders nothing without blocks', () => {
    const { container } = renderWithProviders(<PageBlocks blocks={[]} />);
    expect(container.querySelector('.mantine-Stack-root')).toBeNull();
  });
});
