/** How long a flash holds its colours; a visitor who asks for less motion gets a shorter one. */
export const FLASH_MS = 650;
export const REDUCED_FLASH_MS = 250;

interface FlashFadeOptions {
  now?: () => number;
  /** The flash's length when it starts (FLASH_MS, or REDUCED_FLASH_MS for reduced motion). */
  duration?: () => number;
}

/** The visitor's motion setting, read live from one media query (not a new one per flash). */
let motionQuery: MediaQueryList | null | undefined;
const reducedMotion = () => {
  if (motionQuery === undefined)
    motionQuery =
      typeof window !== 'undefined' && typeof window.matchMedia === 'function'
        ? window.matchMedia('(prefers-reduced-motion: reduce)')
        : null;
  return motionQuery?.matches ?? false;
};

/**
 * Ends the board's flashes (issue 27): a changed cell gets `data-flash` from its row's render,
 * and this takes it off again once the flash has run, one timer for the whole table. The
 * colours are plain styles, not a CSS animation: an animation, even a stepped one, restyles
 * every flashing cell on every frame (most of a phone's main thread on a busy board), where
 * this restyles a cell twice. A cell flashing again before its end (its value changes, the
 * count's parity) starts over; one taken off the page is simply forgotten at its end.
 */
export class FlashFade {
  readonly #cells = new Map<Element, { value: string; until: number }>();
  readonly #now: () => number;
  readonly #duration: () => number;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #timerAt = Infinity;

  constructor({
    now = () => performance.now(),
    duration = () => (reducedMotion() ? REDUCED_FLASH_MS : FLASH_MS),
  }: FlashFadeOptions = {}) {
    this.#now = now;
    this.#duration = duration;
  }

  /** A cell whose `data-flash` was just set; the same flash again changes nothing. */
  track(cell: Element): void {
    const value = cell.getAttribute('data-flash');
    if (value === null || this.#cells.get(cell)?.value === value) return;
    const until = this.#now() + this.#duration();
    this.#cells.set(cell, { value, until });
    if (until < this.#timerAt) this.#wake(until);
  }

  /** The table is gone: no timer outlives it. */
  dispose(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    this.#timerAt = Infinity;
    this.#cells.clear();
  }

  #wake(at: number): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timerAt = at;
    this.#timer = setTimeout(() => this.#fade(), Math.max(0, at - this.#now()));
  }

  #fade(): void {
    this.#timer = null;
    this.#timerAt = Infinity;
    const now = this.#now();
    let next = Infinity;
    for (const [cell, { value, until }] of this.#cells) {
      if (until > now) {
        next = Math.min(next, until);
        continue;
      }
      this.#cells.delete(cell);
      // A newer flash the row drew since keeps its own entry; this one is over.
      if (cell.getAttribute('data-flash') === value) cell.removeAttribute('data-flash');
    }
    if (next < Infinity) this.#wake(next);
  }
}
