import { useMemo, useRef, useState } from 'react';

export interface DeferredTrigger {
  /** Clicked before the module loaded: open it as soon as it has. */
  clicked: boolean;
  /** Focused when the module loaded: the real button takes the focus over. */
  focused: boolean;
  /** The pointer is over the button (menus that open on hover open at once). */
  hovered: boolean;
  /** For the placeholder button: each of these starts loading the module. */
  props: {
    onPointerEnter: () => void;
    onPointerLeave: () => void;
    onFocus: () => void;
    onBlur: () => void;
    onPointerDown: () => void;
    onClick: () => void;
  };
}

/**
 * The placeholder button of a deferred menu or popover (useDeferredModule): any hover, focus or
 * click starts the load, and what the visitor did meanwhile is kept so the real component opens
 * (or keeps the focus) as if it had been there from the start.
 */
export function useDeferredTrigger(request: () => void): DeferredTrigger {
  const [clicked, setClicked] = useState(false);
  const [focused, setFocused] = useState(false);
  const [hovered, setHovered] = useState(false);
  // A press counts at pointerdown: the module often arrives between the press and the release
  // (the hover started loading it), and a release on the swapped-in button makes no click on
  // either button, so a click-only trigger lost that press. The click that follows a counted
  // press on this same button is not counted again; a keyboard click (no press) is.
  const pressed = useRef(false);
  const props = useMemo(
    () => ({
      onPointerEnter: () => {
        setHovered(true);
        request();
      },
      onPointerLeave: () => setHovered(false),
      onFocus: () => {
        setFocused(true);
        request();
      },
      onBlur: () => setFocused(false),
      onPointerDown: () => {
        pressed.current = true;
        setClicked((was) => !was);
        request();
      },
      onClick: () => {
        if (pressed.current) {
          pressed.current = false;
          return;
        }
        setClicked((was) => !was);
        request();
      },
    }),
    [request],
  );
  return { clicked, focused, hovered, props };
}
