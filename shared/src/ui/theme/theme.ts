import {
  createTheme,
  localStorageColorSchemeManager,
  mergeThemeOverrides,
  type CollapseProps,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type ModalProps,
} from '@mantine/core';
// localStorage `X_THEME` (contracts.md); color-scheme.js reads the same key before paint.
import { THEME_STORAGE_KEY } from '../../auth/storage';

/**
 * Deep green-teal of the An Phát brand. Shade 7 carries white text at 5.7:1 and is the link colour
 * on white; shade 4 is the link colour on the dark body (5.5:1), so both schemes pass WCAG AA.
 */
const brand: MantineColorsTuple = [
  '#e7f6f2',
  '#cdeae2',
  '#9dd5c5',
  '#68bfa6',
  '#3dab8b',
  '#219e7b',
  '#0d8a69',
  '#0a755a',
  '#06634c',
  '#00503c',
];

/** Spec §9: modal close animation 250 ms. */
export const MODAL_TRANSITION_MS = 250;

export const theme = createTheme({
  primaryColor: 'brand',
  colors: { brand },
  primaryShade: { light: 7, dark: 7 },
  fontFamily: '"Be Vietnam Pro", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  headings: {
    fontFamily: '"Be Vietnam Pro", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
    fontWeight: '700',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Keyboard users always see where they are; mouse users get no ring (design §9).
  focusRing: 'auto',
  // Same values as the sites' postcss-simple-vars, so `hiddenFrom` and CSS modules agree;
  // xs is the spec's 576 px mobile edge and lg its 1200 px tablet edge (§9).
  breakpoints: { xs: '36em', sm: '48em', md: '64em', lg: '75em', xl: '88em' },
  components: {
    // Plain objects, not `Modal.extend()`: that would bring Modal's code into every first render.
    Modal: { defaultProps: { transitionProps: { duration: MODAL_TRANSITION_MS } } satisfies Partial<ModalProps> },
  },
});

/**
 * Mantine's own "dimmed" text (gray-6 on white 3.3:1, dark-2 on the dark body 4.1:1) fails WCAG
 * AA for body-size text; these keep the muted look at 5.3:1 or better on the body and on the
 * grey footer in both schemes. The same for the error colour of form fields.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // Field errors (text, and the placeholder of an invalid input) in Mantine's red-6/red-8 are
  // 3.6:1 on white and 3.3:1 on a dark modal; red-9 and red-4 read at 6:1 or better.
  light: { '--mantine-color-dimmed': '#5c6670', '--mantine-color-error': '#c92a2a' },
  dark: { '--mantine-color-dimmed': '#a3a3a3', '--mantine-color-error': '#ff8787' },
});

export const colorSchemeManager = localStorageColorSchemeManager({ key: THEME_STORAGE_KEY });

/**
 * `env="test"` turns off most transitions but not Collapse's, whose height animation never ends
 * in jsdom (no layout, no transitionend): without this, expanded sections stay empty in tests.
 */
export const testTheme = mergeThemeOverrides(theme, {
  components: { Collapse: { defaultProps: { transitionDuration: 0 } satisfies Partial<CollapseProps> } },
});
