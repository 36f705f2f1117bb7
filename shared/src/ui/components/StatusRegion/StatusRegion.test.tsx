import { screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { StatusAlert, StatusRegion } from './StatusRegion';

describe('StatusRegion', () => {
  it('is a polite live region the code can focus, holding outcomes that do not announce twice', () => {
    const ref = createRef<HTMLDivElement>();
    renderWithProviders(
      <StatusRegion ref={ref}>
        <StatusAlert outcome="success" title="Sent">
          We will call you back.
        </StatusAlert>
      </StatusRegion>,
    );
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.tabIndex).toBe(-1);
    expect(ref.current).toBe(region);
    expect(within(region).queryByRole('alert')).toBeNull();
    within(region).getByRole('group');
    within(region).getByText('We will call you back.');
  });
});
