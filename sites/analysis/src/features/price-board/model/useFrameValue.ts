import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { reaction, type IComputedValue } from 'mobx';
import { nextFrame, type PaintScheduler } from './framePaints';

/**
 * A computed's value for a component, taken up at a later frame (`schedule`'s: the next one by
 * default) instead of at once (issue 27). An observer draws inside the frame that applies the
 * board's push, and that frame was then the store's work, React's and a layout and paint of the
 * page for what React changed (the indices strip's figures: a third of that frame at 4× CPU).
 * Several changes before the frame come as the newest value, drawn once; a hidden tab draws no
 * frames, so it takes the value when it shows again. The first render (and the server's) draws
 * the value as it is.
 */
export function useFrameValue<T>(
  value: IComputedValue<T>,
  schedule: PaintScheduler = nextFrame,
): T {
  const [shown, setShown] = useState(() => value.get());
  useEffect(() => {
    let cancel: (() => void) | null = null;
    const take = () => setShown(value.get());
    const stop = reaction(
      () => value.get(),
      () => {
        cancel ??= schedule(() => {
          cancel = null;
          flushSync(take);
        });
      },
    );
    // What changed between the render and now.
    take();
    return () => {
      stop();
      cancel?.();
    };
  }, [value, schedule]);
  return shown;
}
