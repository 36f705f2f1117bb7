import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import { TitleLink } from './TitleLink';

describe('TitleLink', () => {
  it('links the title to its page', () => {
    renderWithProviders(
      <TitleLink title="Báo cáo quý 3" href="/tin-tuc/bao-cao" className="link" />,
    );
    const link = screen.getByRole('link', { name: 'Báo cáo quý 3' });
    expect(link.getAttribute('href')).toBe('/tin-tuc/bao-cao');
    expect(link.className).toBe('link');
  });

  it('is the plain title without a page', () => {
    renderWithProviders(
      <h2>
        <TitleLink title="Báo cáo quý 3" href={null} className="link" />
      </h2>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Báo cáo quý 3');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
