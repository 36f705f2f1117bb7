import { useMediaQuery, useMounted } from '@mantine/hooks';

/**
 * Spec §2/§9 home report carousel: 5 slides wide; 4 under 1199 px; 3 under 1023 px; 2 (and no
 * arrows) under 767 px. "Under N px" is a viewport narrower than N.
 */
export const CAROUSEL_BREAKPOINTS = [
  { below: 767, visible: 2 },
  { below: 1023, visible: 3 },
  { below: 1199, visible: 4 },
] as const;
export const CAROUSEL_WIDE = 5;

const query = (below: number) => `(max-width: ${below - 0.02}px)`;
// Read synchronously once mounted: a frame at the wrong width would lay the slides out twice.
const SYNC = { getInitialValueInEffect: false } as const;

/**
 * How many slides the viewport shows now; null on the server and while the page is hydrated,
 * when the carousel's stylesheet lays the slides out by the same breakpoints (the server does
 * not know the width, and the first render in the browser must be the server's).
 */
export function useVisibleCount(): number | null {
  const mounted = useMounted();
  const under767 = useMediaQuery(query(767), undefined, SYNC);
  const under1023 = useMediaQuery(query(1023), undefined, SYNC);
  const under1199 = useMediaQuery(query(1199), undefined, SYNC);
  if (!mounted) return null;
  if (under767) return 2;
  if (under1023) return 3;
  if (under1199) return 4;
  return CAROUSEL_WIDE;
}
