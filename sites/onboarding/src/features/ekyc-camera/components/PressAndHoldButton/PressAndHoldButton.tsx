import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { Button, RingProgress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import classes from './PressAndHoldButton.module.css';

export interface PressAndHoldButtonProps {
  onConfirm(): void;
  children: ReactNode;
  /** How long to hold, spec §2: 2 seconds. */
  holdMs?: number;
  disabled?: boolean;
}

const isHoldKey = (key: string) => key === ' ' || key === 'Enter';
/** How often the ring moves; screen readers hear only every quarter. */
const PROGRESS_EVERY_MS = 50;

/**
 * Spec §2's webview button, "press and hold 2 seconds": in-app browsers may swallow a tap or
 * turn it into a scroll, a hold is unmistakable. Works with a pointer (mouse, touch, pen) and
 * with Space or Enter held; the progress is a filling ring and, for screen readers, a polite
 * live region. A screen reader's own activation (a click with no pointer behind it) confirms at
 * once: it is deliberate, and such users cannot hold.
 */
export function PressAndHoldButton({
  onConfirm,
  children,
  holdMs = 2000,
  disabled = false,
}: PressAndHoldButtonProps) {
  const { t } = useTranslation('onboarding');
  const instructionId = useId();
  const seconds = Math.max(1, Math.round(holdMs / 1000));
  const [progress, setProgress] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const hold = useRef<{
    interval: ReturnType<typeof setInterval>;
    timeout: ReturnType<typeof setTimeout>;
  } | null>(null);
  const onConfirmRef = useRef(onConfirm);
  onConfirmRef.current = onConfirm;

  const clear = () => {
    if (!hold.current) return false;
    clearInterval(hold.current.interval);
    clearTimeout(hold.current.timeout);
    hold.current = null;
    return true;
  };
  useEffect(() => () => void clear(), []);

  const start = () => {
    if (disabled || hold.current) return;
    const startedAt = Date.now();
    let quarter = 0;
    setProgress(0);
    setAnnouncement(t('ekyc.camera.hold.progress', { percent: 0 }));
    const interval = setInterval(() => {
      const value = Math.min(1, (Date.now() - startedAt) / holdMs);
      setProgress(value);
      const reached = Math.floor(value * 4);
      if (reached > quarter && reached < 4) {
        quarter = reached;
        setAnnouncement(t('ekyc.camera.hold.progress', { percent: reached * 25 }));
      }
    }, PROGRESS_EVERY_MS);
    const timeout = setTimeout(() => {
      clear();
      setProgress(0);
      setAnnouncement(t('ekyc.camera.hold.done'));
      onConfirmRef.current();
    }, holdMs);
    hold.current = { interval, timeout };
  };

  const release = () => {
    if (!clear()) return;
    setProgress(0);
    setAnnouncement(t('ekyc.camera.hold.released', { count: seconds }));
  };

  const handlePointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    // Keeps the hold when a finger drifts off the button; released only when lifted.
    event.currentTarget.setPointerCapture?.(event.pointerId);
    start();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!isHoldKey(event.key)) return;
    // No native click from the key: only the hold confirms.
    event.preventDefault();
    if (!event.repeat) start();
  };
  const handleKeyUp = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!isHoldKey(event.key)) return;
    event.preventDefault();
    release();
  };
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (event.detail === 0 && !hold.current && !disabled) onConfirmRef.current();
  };

  return (
    <Stack gap={4} align="stretch">
      <Button
        size="md"
        className={classes.button}
        disabled={disabled}
        aria-describedby={instructionId}
        onPointerDown={handlePointerDown}
        onPointerUp={release}
        onPointerCancel={release}
        onLostPointerCapture={release}
        onKeyDown={handleKeyDown}
        onKeyUp={handleKeyUp}
        onBlur={release}
        onClick={handleClick}
        onContextMenu={(event) => event.preventDefault()}
        leftSection={
          <RingProgress
            size={30}
            thickness={3}
            roundCaps
            aria-hidden
            rootColor="rgba(255, 255, 255, 0.35)"
            sections={[{ value: progress * 100, color: 'white' }]}
          />
        }
      >
        {children}
      </Button>
      <Text id={instructionId} size="sm" ta="center" className={classes.instruction}>
        {t('ekyc.camera.hold.instruction', { count: seconds })}
      </Text>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </Stack>
  );
}
