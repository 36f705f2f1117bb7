import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { RichContent } from './RichContent';

describe('RichContent', () => {
  it('renders sanitised HTML', () => {
    const { container } = renderWithProviders(
      <RichContent html={'<h2>Giới thiệu</h2><p>Nội dung <img src="x" onerror="alert(1)"></p><script>alert(2)</script>'} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Giới thiệu' })).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('follows links to this site inside the app', async () => {
    const user = userEvent.setup();
    const { location } = renderWithProviders(<RichContent html={'<p><a href="/lien-he">Liên hệ</a></p>'} />);
    await user.click(screen.getByRole('link', { name: 'Liên hệ' }));
    expect(location.current.pathname).toBe('/lien-he');
  });

  it('renders nothing for empty content', () => {
    const { container } = renderWithProviders(<RichContent html={null} />);
    expect(container.querySelector('.mantine-Typography-root')).toBeNull();
  });
});
