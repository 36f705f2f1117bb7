import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import { CarouselArrow } from './CarouselArrow';

describe('CarouselArrow', () => {
  it('is a button named by its label whose icon is hidden, and moves on a click', () => {
    const onClick = vi.fn();
    renderWithProviders(
      <CarouselArrow
        direction="next"
        label="Báo cáo tiếp theo"
        className="arrow"
        onClick={onClick}
      />,
    );
    const button = screen.getByRole('button', { name: 'Báo cáo tiếp theo' });
    expect(button.className).toContain('arrow');
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
