import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import enTexts from '../../../../locales/en/onboarding.json';
import viTexts from '../../../../locales/vi/onboarding.json';
import { PressAndHoldButton } from './PressAndHoldButton';

function renderButton(path = '/ekyc', holdMs?: number) {
  const onConfirm = vi.fn();
  renderWithProviders(
    <PressAndHoldButton onConfirm={onConfirm} {...(holdMs ? { holdMs } : {})}>
      Chụp ảnh
    </PressAndHoldButton>,
    { site: 'onboarding', path, resources: { vi: viTexts, en: enTexts } },
  );
  return { onConfirm, button: screen.getByRole('button', { name: 'Chụp ảnh' }) };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('PressAndHoldButton', () => {
  it('confirms only once the pointer has been held for 2 seconds', () => {
    const { onConfirm, button } = renderButton();
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    screen.getByText('Nhấn và giữ 2 giây');

    fireEvent.pointerDown(button, { button: 0, pointerId: 1 });
    advance(1999);
    expect(onConfirm).not.toHaveBeenCalled();
    advance(1);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.pointerUp(button, { pointerId: 1 });
    advance(5000);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('Đã xác nhận.');
  });

  it('does nothing on a short press or a plain click, and says to hold longer', () => {
    const { onConfirm, button } = renderButton('/en/ekyc');
    fireEvent.pointerDown(button, { button: 0, pointerId: 1 });
    advance(800);
    fireEvent.pointerUp(button, { pointerId: 1 });
    advance(5000);
    fireEvent.click(button, { detail: 1 });
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe(
      'Released too early. Please press and hold for the full 2 seconds.',
    );
  });

  it('works with Space held down, and announces the progress by quarters', () => {
    const { onConfirm, button } = renderButton('/en/ekyc');
    const status = screen.getByRole('status');
    fireEvent.keyDown(button, { key: ' ' });
    expect(status.textContent).toBe('Holding: 0%');
    advance(1100);
    expect(status.textContent).toBe('Holding: 50%');
    // Auto-repeat while the key is held does not restart the hold.
    fireEvent.keyDown(button, { key: ' ', repeat: true });
    advance(900);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(status.textContent).toBe('Confirmed.');
  });

  it('does not confirm when Enter is let go early', () => {
    const { onConfirm, button } = renderButton('/ekyc', 3000);
    screen.getByText('Nhấn và giữ 3 giây');
    fireEvent.keyDown(button, { key: 'Enter' });
    advance(2500);
    fireEvent.keyUp(button, { key: 'Enter' });
    advance(5000);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("confirms a screen reader's activation (a click with no pointer behind it)", () => {
    const { onConfirm, button } = renderButton();
    fireEvent.click(button, { detail: 0 });
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
