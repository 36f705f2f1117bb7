import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import { LinkCard } from './LinkCard';

describe('LinkCard', () => {
  it('is one link to its page, in a new tab when the CMS asks', () => {
    renderWithProviders(
      <LinkCard href="/mo-tai-khoan" target="_blank" padding="md" className="card">
        <h3>Mở tài khoản</h3>
      </LinkCard>,
    );
    const link = screen.getByRole('link', { name: 'Mở tài khoản' });
    expect(link.getAttribute('href')).toBe('/mo-tai-khoan');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.className).toContain('card');
  });

  it('is a plain card without a page', () => {
    renderWithProviders(
      <LinkCard href={null} padding="lg" className="card">
        <h3>Giao dịch ký quỹ</h3>
      </LinkCard>,
    );
    screen.getByRole('heading', { name: 'Giao dịch ký quỹ' });
    expect(screen.queryByRole('link')).toBeNull();
  });
});
