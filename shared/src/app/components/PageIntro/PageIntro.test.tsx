import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixturePage } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { PageIntro } from './PageIntro';

const pending = { title: 'Trung tâm phân tích', label: 'Đang tải trung tâm phân tích…' };

describe('PageIntro', () => {
  it('holds the place of the intro while it loads', () => {
    renderWithProviders(<PageIntro page={null} pending={pending} />);
    const status = screen.getByRole('status', { name: 'Đang tải trung tâm phân tích…' });
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(document.title).toBe('Trung tâm phân tích | Chứng khoán An Phát');
  });

  it('shows the title, summary and body of the page and names the document after it', () => {
    renderWithProviders(<PageIntro page={fixturePage()} pending={pending} />);
    screen.getByRole('heading', { level: 1, name: 'Giới thiệu chung' });
    screen.getByText('Chứng khoán An Phát đồng hành cùng nhà đầu tư.');
    screen.getByText('Thành lập năm 2007.');
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.title).toBe('Giới thiệu chung | Chứng khoán An Phát');
  });

  it('sets the title and summary on a panel of their own as a hero', () => {
    const { container } = renderWithProviders(
      <PageIntro page={fixturePage()} pending={pending} variant="hero" />,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Giới thiệu chung' });
    const body = screen.getByText('Thành lập năm 2007.');
    const panel = heading.parentElement;
    expect(
      panel?.contains(screen.getByText('Chứng khoán An Phát đồng hành cùng nhà đầu tư.')),
    ).toBe(true);
    expect(panel?.contains(body)).toBe(false);
    expect(container.contains(body)).toBe(true);
  });
});
