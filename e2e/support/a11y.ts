/**
 * The accessibility check of one loaded page in every look a visitor can give it: light and
 * dark theme, 1440 px and 360 px wide, switched in place (no reload), axe with the WCAG 2.x
 * A/AA tags, serious and critical violations only (design §9).
 */
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect } from '../fixtures';

// axe-core as @axe-core/playwright ships it (its dependency, so the same version).
const requireFromAxePlaywright = createRequire(
  createRequire(import.meta.url).resolve('@axe-core/playwright'),
);
const AXE_SOURCE = (requireFromAxePlaywright('axe-core') as { source: string }).source;

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
export const SCHEMES = ['light', 'dark'] as const;
export type Scheme = (typeof SCHEMES)[number];
export const WIDTHS = [1440, 360] as const;
const HEIGHT = { 1440: 900, 360: 780 } as const;
// Mantine's colour-scheme manager keeps the choice here (contracts.md) and follows other tabs
// through `storage` events: the theme changes in place, as the header toggle changes it.
const THEME_KEY = 'X_THEME';

/** The theme a page starts in, set before its first script runs. */
export async function startInScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    THEME_KEY,
    scheme,
  ] as const);
}

/** Switches the loaded page's theme without a reload (not every header has the toggle: eKYC). */
export async function switchScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.evaluate(
    ([key, value]) => {
      const oldValue = window.localStorage.getItem(key);
      window.localStorage.setItem(key, value);
      window.dispatchEvent(
        new StorageEvent('storage', { key, oldValue, newValue: value, storageArea: localStorage }),
      );
    },
    [THEME_KEY, scheme] as const,
  );
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

/** Nothing announced busy, no colour or layout transition half-way (axe reads live colours). */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // Finite transitions that are running only: a spinner's endless animation, or one paused,
    // would never settle; and none is waited for past a few seconds, whatever it is.
    const transitions = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
    const enough = new Promise((resolve) => setTimeout(resolve, 3_000));
    await Promise.race([
      Promise.all(transitions.map((a) => a.finished.catch(() => undefined))),
      enough,
    ]);
  });
}

/**
 * axe's serious and critical violations, each with where and why in axe's own words.
 *
 * axe runs in the page itself, injected once per document: AxeBuilder re-injects its 600 kB
 * source and opens a helper page on every `analyze()`, several times the cost of the run, and
 * this spec runs axe four times on some two hundred pages. The pages have no iframes to follow
 * (the video player's opens only in a modal).
 */
export async function blockingViolations(page: Page): Promise<string[]> {
  const first = await axeViolations(page);
  if (first.length === 0) return first;
  // A transition that began after the page settled (the chat button arriving at 5 s and fading
  // aside over a table) is read half-way: only what is still wrong once it has run counts.
  await settle(page);
  return axeViolations(page);
}

async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    runOnly: { type: 'tag', values: AXE_TAGS },
    resultTypes: ['violations'],
  };
  const results = await page.evaluate((runOptions) => {
    // The global the injected source defines.
    const { axe } = window as unknown as {
      axe: { run(context: Document, o: RunOptions): Promise<AxeResults> };
    };
    return axe.run(document, runOptions);
  }, options);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const nodes = v.nodes.slice(0, 5).map((n) => {
        const why = [...n.any, ...n.all, ...n.none].map((check) => check.message).join('; ');
        return `      ${n.target.join(' ')}\n        ${why}`;
      });
      return `  ${v.impact} ${v.id} (${v.nodes.length} nodes): ${v.help}\n${nodes.join('\n')}`;
    });
}

export interface Look {
  scheme: Scheme;
  width: (typeof WIDTHS)[number];
}

/** Every combination: light and dark, each wide and narrow (the order keeps switches few). */
export const ALL_LOOKS: readonly Look[] = [
  { scheme: 'light', width: 1440 },
  { scheme: 'light', width: 360 },
  { scheme: 'dark', width: 360 },
  { scheme: 'dark', width: 1440 },
];

/**
 * What `npm test` checks on every page: both themes and both widths, each once (light wide,
 * dark narrow). Colour problems follow the theme and layout problems the width, so the pair
 * sees each; `A11Y_LOOKS=all` checks all four combinations (half again as long).
 */
export const GATE_LOOKS: readonly Look[] =
  process.env.A11Y_LOOKS === 'all'
    ? ALL_LOOKS
    : [
        { scheme: 'light', width: 1440 },
        { scheme: 'dark', width: 360 },
      ];

/** The least room between a header control and the window's edge (a thumb needs a margin). */
const HEADER_EDGE_PX = 4;

/**
 * The header's controls that touch or cross the window's edge: at 360 px the logo, search,
 * language, theme and menu buttons share one row, and the last used to sit flush on the edge.
 */
async function cramped(page: Page): Promise<string[]> {
  return page.evaluate((edge) => {
    const width = document.documentElement.clientWidth;
    return Array.from(document.querySelectorAll('header a, header button'))
      .map((control) => ({ control, box: control.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.left < edge || box.right > width - edge))
      .map(
        ({ control, box }) =>
          `  header control at the edge: ${control.getAttribute('aria-label') ?? control.textContent?.trim() ?? ''} [${Math.round(box.left)}, ${Math.round(box.right)}] of ${width} px`,
      );
  }, HEADER_EDGE_PX);
}

/** The theme the loaded page shows now. */
async function currentScheme(page: Page): Promise<Scheme> {
  const scheme = await page.locator('html').getAttribute('data-mantine-color-scheme');
  return scheme === 'dark' ? 'dark' : 'light';
}

/**
 * Checks the loaded page in each look, switched in place (theme through the storage event,
 * width through the viewport), and returns every blocking violation labelled with the look it
 * showed in (empty: it passes).
 */
export async function checkEveryLook(
  page: Page,
  looks: readonly Look[] = GATE_LOOKS,
): Promise<string[]> {
  const failures: string[] = [];
  let current = await currentScheme(page);
  for (const { scheme, width } of looks) {
    if (scheme !== current) {
      await switchScheme(page, scheme);
      current = scheme;
    }
    await page.setViewportSize({ width, height: HEIGHT[width] });
    await settle(page);
    const found = [...(await blockingViolations(page)), ...(await cramped(page))];
    if (found.length) failures.push(`${scheme}, ${width} px:\n${found.join('\n')}`);
  }
  return failures;
}
