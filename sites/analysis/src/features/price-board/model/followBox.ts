/**
 * Calls `measure` now, and again at the next frame after the box scrolls or changes size (at
 * most once a frame, however many scroll events come): the board's virtual rows and columns
 * follow their scroll box with it. Returns what stops it.
 */
export function followBox(box: HTMLElement, measure: () => void): () => void {
  let frame = 0;
  const run = () => {
    frame = 0;
    measure();
  };
  const schedule = () => {
    frame ||= requestAnimationFrame(run);
  };
  box.addEventListener('scroll', schedule, { passive: true });
  const resize = new ResizeObserver(schedule);
  resize.observe(box);
  measure();
  return () => {
    box.removeEventListener('scroll', schedule);
    resize.disconnect();
    cancelAnimationFrame(frame);
  };
}
