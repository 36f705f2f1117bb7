import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FLASH_MS, FlashFade } from './flashFade';

function cell(flash: string | null): HTMLTableCellElement {
  const td = document.createElement('td');
  if (flash !== null) td.setAttribute('data-flash', flash);
  return td;
}

describe('FlashFade', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const fade = () => new FlashFade({ now: () => Date.now(), duration: () => FLASH_MS });

  it('takes a flash off once it has run, one timer for every cell', () => {
    const fader = fade();
    const first = cell('up-1');
    fader.track(first);
    vi.advanceTimersByTime(300);
    const second = cell('down-1');
    fader.track(second);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(FLASH_MS - 300);
    expect(first.hasAttribute('data-flash')).toBe(false);
    expect(second.getAttribute('data-flash')).toBe('down-1');
    vi.advanceTimersByTime(300);
    expect(second.hasAttribute('data-flash')).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts a cell over when it flashes again, and leaves the same flash tracked once', () => {
    const fader = fade();
    const td = cell('up-1');
    fader.track(td);
    vi.advanceTimersByTime(FLASH_MS - 100);
    fader.track(td);
    td.setAttribute('data-flash', 'down-0');
    fader.track(td);
    vi.advanceTimersByTime(100);
    expect(td.getAttribute('data-flash')).toBe('down-0');
    vi.advanceTimersByTime(FLASH_MS);
    expect(td.hasAttribute('data-flash')).toBe(false);
  });

  it('ignores a cell with no flash, and stops for good when disposed', () => {
    const fader = fade();
    fader.track(cell(null));
    expect(vi.getTimerCount()).toBe(0);
    const td = cell('up-0');
    fader.track(td);
    fader.dispose();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(FLASH_MS * 2);
    expect(td.getAttribute('data-flash')).toBe('up-0');
  });
});
