import { useEffect, useState } from 'react';

/**
 * The wall clock, re-read every `intervalMs` while mounted (ages such as "updated 5 s ago").
 * Starts at null so the server render and the first client render agree.
 */
export function useNow(intervalMs = 1_000): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
