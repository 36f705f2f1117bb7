import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { LOCALES, type Locale } from '@brokerage/shared/routing/routes.ts';
import type { LinkedHit, SearchDocument } from '../../repositories/search';
import { snippetText, type SnippetText } from './snippet';

/**
 * Lower case, no diacritics, đ → d: what `unaccent(lower())` did for the SQL search, for the
 * documents and the keyword alike. Whole strings at once (the snippet's `foldText` goes
 * character by character to keep positions, which the index does not need).
 */
export const foldForIndex = (text: string): string =>
  text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd');

/** A document as the index holds it: its hit, folded texts and what its snippet needs. */
interface Entry {
  hit: LinkedHit;
  /** Made on the first page that shows the document: most documents are never on one. */
  text: () => SnippetText;
  titleFolded: string;
  titleTrigrams: ReadonlySet<string>;
  /** Title, summary and plain body folded, NUL between them so no match spans two. */
  haystack: string;
  updatedMs: number;
}

/** One language's documents and a map from each trigram of their text to the documents with it. */
interface Shelf {
  entries: Entry[];
  postings: Map<string, Int32Array>;
}

/** A page of hits, ranked, and how many there are in all. */
export interface IndexAnswer {
  items: { hit: LinkedHit; text: SnippetText }[];
  total: number;
}

/** Tells this process's index builds from another replica's in an ETag. */
const PROCESS_TAG = randomBytes(4).toString('hex');

/** Ranked answers kept per index (the same keywords come back all day), by language and keyword. */
const KEPT_ANSWERS = 1000;

/**
 * pg_trgm's trigrams of a folded text: each word (letters and digits) padded with two spaces
 * before and one after, every three characters in a row, each once.
 */
export function trigramsOf(folded: string): Set<string> {
  const set = new Set<string>();
  for (const word of folded.match(/[\p{L}\p{N}]+/gu) ?? []) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i += 1) set.add(padded.slice(i, i + 3));
  }
  return set;
}

/** pg_trgm's `similarity`: shared trigrams over all trigrams of both, in single precision. */
export function similarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const trigram of a) if (b.has(trigram)) shared += 1;
  return Math.fround(shared / (a.size + b.size - shared));
}

/** Every three characters in a row of a text, each once (the substring index's keys). */
function substringsOf(text: string): Set<string> {
  const set = new Set<string>();
  for (let i = 0; i + 3 <= text.length; i += 1) set.add(text.slice(i, i + 3));
  return set;
}

/** Documents shelved between two turns of the event loop while an index is built in the app. */
const SHELVE_BATCH = 25;

/**
 * A language's shelf, built in batches: the generator stops after each batch so that the app's
 * build (`SearchIndex.build`) lets other requests run between them.
 */
function* shelving(documents: readonly SearchDocument[], out: Shelf[]): Generator<void> {
  const entries: Entry[] = [];
  const lists = new Map<string, number[]>();
  for (const doc of documents) {
    const titleFolded = foldForIndex(doc.title);
    const haystack = [titleFolded, doc.summary ?? '', doc.plainContent]
      .map((part, i) => (i === 0 ? part : foldForIndex(part)))
      .join('\0');
    const { plainContent: _, ...hit } = doc;
    let text: SnippetText | undefined;
    const at = entries.length;
    entries.push({
      hit,
      text: () => (text ??= snippetText(doc.summary, doc.content)),
      titleFolded,
      titleTrigrams: trigramsOf(titleFolded),
      haystack,
      updatedMs: doc.updatedAt.getTime(),
    });
    for (const key of substringsOf(haystack)) {
      const list = lists.get(key);
      if (list) list.push(at);
      else lists.set(key, [at]);
    }
    if (entries.length % SHELVE_BATCH === 0) yield;
  }
  const postings = new Map<string, Int32Array>();
  for (const [key, list] of lists) postings.set(key, Int32Array.from(list));
  out.push({ entries, postings });
}

/** The documents whose posting lists hold every key (sorted lists, shortest first). */
function candidatesOf(shelf: Shelf, needle: string): Iterable<number> {
  if (needle.length < 3) return shelf.entries.keys();
  const lists: Int32Array[] = [];
  for (const key of substringsOf(needle)) {
    const list = shelf.postings.get(key);
    if (!list) return [];
    lists.push(list);
  }
  lists.sort((a, b) => a.length - b.length);
  let result: Int32Array = lists[0] ?? new Int32Array();
  for (const list of lists.slice(1)) {
    const kept: number[] = [];
    let j = 0;
    for (const at of result) {
      while (j < list.length && list[j]! < at) j += 1;
      if (j < list.length && list[j] === at) kept.push(at);
    }
    result = Int32Array.from(kept);
    if (result.length === 0) break;
  }
  return result;
}

/**
 * The site search's documents in memory, answered without the database: a document matches when
 * its title, summary or plain body holds the keyword (both folded: lower case, no diacritics,
 * đ → d), found through an index of the text's trigrams and checked as a substring. Ranked as the
 * SQL search ranked: title matches first, then pg_trgm similarity of the title, newest first,
 * then type and id.
 */
export class SearchIndex {
  private static builds = 0;
  /** Which build this is, of which process: answers of one build are the same bytes (ETag). */
  readonly version = `${PROCESS_TAG}.${(SearchIndex.builds += 1)}`;
  private readonly shelves = new Map<Locale, Shelf>();
  private readonly answers = new Map<string, Int32Array>();

  /** Built at once (tests); the app uses `build`. */
  constructor(documents?: Readonly<Record<Locale, readonly SearchDocument[]>>) {
    if (!documents) return;
    for (const locale of LOCALES) {
      const out: Shelf[] = [];
      for (const _ of shelving(documents[locale], out));
      this.shelves.set(locale, out[0]!);
    }
  }

  /** Built a batch at a time, letting the event loop serve other requests in between. */
  static async build(
    documents: Readonly<Record<Locale, readonly SearchDocument[]>>,
  ): Promise<SearchIndex> {
    const index = new SearchIndex();
    for (const locale of LOCALES) {
      const out: Shelf[] = [];
      for (const _ of shelving(documents[locale], out)) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      index.shelves.set(locale, out[0]!);
    }
    return index;
  }

  get size(): number {
    let size = 0;
    for (const shelf of this.shelves.values()) size += shelf.entries.length;
    return size;
  }

  search(keyword: string, locale: Locale, page: number, limit: number): IndexAnswer {
    const shelf = this.shelves.get(locale);
    if (!shelf) return { items: [], total: 0 };
    const ranked = this.ranked(shelf, locale, foldForIndex(keyword.trim()));
    const start = (page - 1) * limit;
    const items = Array.from(ranked.subarray(start, start + limit), (at) => {
      const { hit, text } = shelf.entries[at]!;
      return { hit, text: text() };
    });
    return { items, total: ranked.length };
  }

  private ranked(shelf: Shelf, locale: Locale, needle: string): Int32Array {
    const key = `${locale}\n${needle}`;
    const kept = this.answers.get(key);
    if (kept) {
      this.answers.delete(key);
      this.answers.set(key, kept);
      return kept;
    }
    const needleTrigrams = trigramsOf(needle);
    const found: { at: number; titleHit: number; score: number }[] = [];
    if (needle.length > 0) {
      for (const at of candidatesOf(shelf, needle)) {
        const entry = shelf.entries[at]!;
        if (!entry.haystack.includes(needle)) continue;
        found.push({
          at,
          titleHit: entry.titleFolded.includes(needle) ? 1 : 0,
          score: similarity(entry.titleTrigrams, needleTrigrams),
        });
      }
    }
    found.sort((a, b) => {
      const x = shelf.entries[a.at]!;
      const y = shelf.entries[b.at]!;
      return (
        b.titleHit - a.titleHit ||
        b.score - a.score ||
        y.updatedMs - x.updatedMs ||
        (x.hit.type < y.hit.type ? -1 : x.hit.type > y.hit.type ? 1 : 0) ||
        x.hit.id - y.hit.id
      );
    });
    const ranked = Int32Array.from(found, (f) => f.at);
    this.answers.set(key, ranked);
    if (this.answers.size > KEPT_ANSWERS) {
      const oldest = this.answers.keys().next().value;
      if (oldest !== undefined) this.answers.delete(oldest);
    }
    return ranked;
  }
}

export interface LiveSearchIndexOptions {
  /** Every searchable document of a language (the database's, in the app). */
  load: (locale: Locale) => Promise<SearchDocument[]>;
  /** Longest an index answers before it is rebuilt (it still answers while that runs). */
  ttlMs: number;
  now: () => number;
  /** A rebuild that failed while the old index kept answering. */
  onError?: (error: unknown) => void;
  /** An index built: how many documents, in how many ms. */
  onBuilt?: (figures: { documents: number; ms: number }) => void;
}

/** After a failed rebuild in the background, the old index answers this long before another try. */
const RETRY_MS = 5_000;

/**
 * The index the route asks, built on first use and again after `invalidate()` (content changed:
 * the next search waits for the new one) or after its TTL (the old one answers meanwhile, so a
 * change another replica did not announce shows within a TTL). One build at a time: searches
 * that need it share it.
 */
export class LiveSearchIndex {
  private index: SearchIndex | null = null;
  private builtAt = 0;
  /** Bumped by `invalidate`; an index is fresh when built from the latest generation. */
  private wanted = 0;
  private builtGeneration = -1;
  private building: { generation: number; done: Promise<SearchIndex> } | null = null;

  constructor(private readonly options: LiveSearchIndexOptions) {}

  invalidate(): void {
    this.wanted += 1;
  }

  async current(): Promise<SearchIndex> {
    const { index } = this;
    if (index && this.builtGeneration === this.wanted) {
      if (this.options.now() - this.builtAt >= this.options.ttlMs && !this.building) {
        this.build().catch((error: unknown) => {
          this.builtAt = this.options.now() - this.options.ttlMs + RETRY_MS;
          this.options.onError?.(error);
        });
      }
      return index;
    }
    for (;;) {
      const running = this.building;
      if (running?.generation === this.wanted) return running.done;
      if (!running) return this.build();
      // A build from before the last change: let it end, then build again.
      await running.done.catch(() => {});
    }
  }

  private build(): Promise<SearchIndex> {
    const generation = this.wanted;
    const started = performance.now();
    const done = (async () => {
      const documents = Object.fromEntries(
        await Promise.all(
          LOCALES.map(async (locale) => [locale, await this.options.load(locale)] as const),
        ),
      ) as Record<Locale, SearchDocument[]>;
      const index = await SearchIndex.build(documents);
      this.options.onBuilt?.({
        documents: index.size,
        ms: Math.round(performance.now() - started),
      });
      if (generation >= this.builtGeneration) {
        this.index = index;
        this.builtGeneration = generation;
        this.builtAt = this.options.now();
      }
      return index;
    })().finally(() => {
      if (this.building?.done === done) this.building = null;
    });
    this.building = { generation, done };
    return done;
  }
}
