/**
 * Issue 21 item 8: an English page speaks English. The accessibility gate (platform/a11y.spec.ts)
 * reads every English page it visits with `expectNoVietnamese` — its text, the names and hints a
 * screen reader gives, the document title — and any text with letters only Vietnamese uses fails
 * the page, save the few kinds of proper name below. corporate/english-pages.spec.ts proves the
 * check finds what it must.
 */
import type { Page } from '@playwright/test';
import { expect, type StackApi } from '../fixtures';
import { settle } from './a11y';
import { LANGUAGE_NAMES } from './texts';

/**
 * What may stay Vietnamese on an English page: proper names that have no English form, each
 * allowed only as the exact value the API gives for that kind of name, nothing else —
 * - the language switch names Vietnamese in Vietnamese, so a Vietnamese reader finds it;
 * - a person's name is theirs in any language: the leaders (`departments/{slug}` members) and
 *   the investment advisers (`khcn/specialists`);
 * - the officers and insiders of a listed company (`ttpt-key-officers`,
 *   `ttpt-shareholder-transactions` of GATE_SYMBOL, the stock the gate opens its pages with)
 *   and the house analysts behind its calls (`ttpt-recommendations/history`);
 * - a branch's postal address, written as the post office and a map search know it
 *   (`branches`; the seed keeps addresses in Vietnamese on purpose).
 * Everything else an English page shows — a company's name included — has its English form.
 */
/** The stock whose analysis pages the accessibility gate reads in English. */
export const GATE_SYMBOL = 'FPT';

export interface AllowedNames {
  language: string[];
  people: string[];
  addresses: string[];
}

export async function allowedNames(stackApi: StackApi): Promise<AllowedNames> {
  const en = { locale: 'en', limit: '100' };
  const departments = await stackApi.data<{ slug: string }[]>('departments', en);
  const leaders = await Promise.all(
    departments.map(async ({ slug }) =>
      (
        await stackApi.data<{ members: { title: string }[] }>(`departments/${slug}`, en)
      ).members.map((member) => member.title),
    ),
  );
  const advisers = await stackApi.data<{ fullName: string }[]>('khcn/specialists', en);
  const branches = await stackApi.data<{ attrs: { address: string } }[]>('branches', en);
  // The account opening's brokers (the contract names the customer's).
  const { brokers } = await stackApi.data<{ brokers: { name: string }[] }>(
    'ekyc-open-account/ekyc-locations',
    en,
  );
  // The officers and insiders of the stock the gate opens the analysis pages with (issue 24).
  const company = { ...en, stock_symbol: GATE_SYMBOL };
  const boards = await stackApi.data<{ officers: { name: string }[] }[]>(
    'ttpt-key-officers',
    company,
  );
  const insiders = await stackApi.data<{ holderName: string; relatedOfficer: string | null }[]>(
    'ttpt-shareholder-transactions',
    company,
  );
  const calls = await stackApi.data<{ analyst: string }[]>('ttpt-recommendations/history', company);
  return {
    language: [LANGUAGE_NAMES.vi],
    people: [
      ...leaders.flat(),
      ...advisers.map((adviser) => adviser.fullName),
      ...brokers.map((broker) => broker.name),
      ...boards.flatMap((board) => board.officers.map((officer) => officer.name)),
      ...insiders.flatMap((trade) => [trade.holderName, trade.relatedOfficer ?? '']),
      ...calls.map((call) => call.analyst),
    ].filter((name) => name !== ''),
    addresses: branches.map((branch) => branch.attrs.address),
  };
}

/** Letters only Vietnamese uses: ă â đ ê ô ơ ư and the tone-marked vowels, either case. */
const VIETNAMESE = '[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]';

/** Each visible text node and accessible label of the page with Vietnamese letters in it. */
export async function vietnameseTexts(page: Page, allowed: AllowedNames): Promise<string[]> {
  // Longest first, so that a name inside a longer one never leaves a remnant behind.
  const names = [...allowed.language, ...allowed.people, ...allowed.addresses].sort(
    (a, b) => b.length - a.length,
  );
  return page.evaluate(
    ([letters, names]) => {
      const vietnamese = new RegExp(letters, 'i');
      const found = new Set<string>();
      const report = (text: string, how: string) => {
        const rest = names.reduce((left, name) => left.split(name).join(''), text);
        if (vietnamese.test(rest))
          found.add(`${how}: ${text.replace(/\s+/g, ' ').trim().slice(0, 160)}`);
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !node.textContent || parent.closest('script, style, noscript, template'))
          continue;
        // Shown, or read out (visually hidden text still counts: a screen reader says it).
        if (!parent.checkVisibility({ visibilityProperty: true })) continue;
        report(node.textContent, 'text');
      }
      for (const element of document.body.querySelectorAll(
        '[aria-label], [alt], [title], [placeholder]',
      )) {
        if (!element.checkVisibility({ visibilityProperty: true })) continue;
        for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
          const value = element.getAttribute(name);
          if (value) report(value, name);
        }
      }
      report(document.title, 'document title');
      return [...found];
    },
    [VIETNAMESE, names] as const,
  );
}

/**
 * On an English page that is open: lets its lazy blocks come into view, then fails with every
 * Vietnamese text it shows.
 */
export async function expectNoVietnamese(page: Page, path: string, allowed: AllowedNames) {
  // Blocks further down load when they scroll into view.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await settle(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  const found = await vietnameseTexts(page, allowed);
  expect(found, `${path} shows Vietnamese:\n${found.join('\n')}`).toEqual([]);
}
