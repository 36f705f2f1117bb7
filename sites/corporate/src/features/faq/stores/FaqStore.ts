import { makeAutoObservable } from 'mobx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { Resource } from '@brokerage/shared/app/data/Resource.ts';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import type { Faq, FaqCategory } from '../api/faqApi';
import { foldVietnamese, matchesWords, plainText, queryWords } from '../lib/searchText';

interface FaqData {
  categories: FaqCategory[];
  faqs: Faq[];
}

interface IndexedFaq {
  faq: Faq;
  question: string;
  answer: string;
}

/** Longest filter text kept; a question is never longer. */
export const FAQ_QUERY_MAX = 100;

/**
 * The FAQ categories and questions of both FAQ templates: the chosen category (a tab) and the
 * filter text. The filter matches questions, then answers, with or without diacritics.
 */
export class FaqStore {
  query = '';
  selectedCategoryId: number | null = null;

  readonly #api: ApiClient;
  #dataResource: Resource<FaqData> | undefined;

  constructor(api: ApiClient) {
    this.#api = api;
    makeAutoObservable(this, { data: false }, { autoBind: true });
  }

  /**
   * The categories and questions, with the flags ListStatus reads. Made on first use: the
   * RootStore builds every store before the first render.
   */
  get data(): Resource<FaqData> {
    return (this.#dataResource ??= new Resource('faq', (data) => data.faqs.length === 0));
  }

  /** Categories that hold at least one question, in CMS order. */
  get categories(): FaqCategory[] {
    const data = this.data.value;
    if (!data) return [];
    const used = new Set(data.faqs.map((faq) => faq.category?.id));
    return data.categories.filter((category) => used.has(category.id));
  }

  get faqs(): Faq[] {
    return this.data.value?.faqs ?? [];
  }

  get #index(): IndexedFaq[] {
    return this.faqs.map((faq) => ({
      faq,
      question: foldVietnamese(faq.title),
      answer: foldVietnamese(plainText(faq.summary)),
    }));
  }

  get filtering(): boolean {
    return queryWords(this.query).length > 0;
  }

  /** Every question the filter lets through, questions matching by their wording first. */
  get matches(): Faq[] {
    const words = queryWords(this.query);
    if (words.length === 0) return this.faqs;
    const byQuestion = this.#index.filter((entry) => matchesWords(entry.question, words));
    const byAnswer = this.#index.filter(
      (entry) => !matchesWords(entry.question, words) && matchesWords(entry.answer, words),
    );
    return [...byQuestion, ...byAnswer].map((entry) => entry.faq);
  }

  matchesIn(categoryId: number | null): Faq[] {
    return categoryId === null
      ? this.matches
      : this.matches.filter((faq) => faq.category?.id === categoryId);
  }

  countIn(categoryId: number): number {
    return this.matchesIn(categoryId).length;
  }

  /** The tab on screen: the chosen one, else the first category. */
  get activeCategoryId(): number | null {
    const chosen = this.categories.find((category) => category.id === this.selectedCategoryId);
    return (chosen ?? this.categories[0])?.id ?? null;
  }

  /** The category a page is about (KHCN_FAQ_1): by its slug in either language. */
  categoryBySlug(slug: string | null | undefined): FaqCategory | null {
    if (!slug) return null;
    return (
      this.data.value?.categories.find(
        (category) => category.slug === slug || category.translations.some((t) => t.slug === slug),
      ) ?? null
    );
  }

  /**
   * The category a KHCN_FAQ_1 page lists: the one named in the URL (`?category=`), else the one
   * whose slug the page's slug contains ("cau-hoi-ve-mo-tai-khoan" → "mo-tai-khoan"), the
   * longest such slug winning; null lists every question.
   */
  categoryForPage(pageSlugs: readonly string[], requested?: string | null): FaqCategory | null {
    const named = this.categoryBySlug(requested);
    if (named) return named;
    let best: { category: FaqCategory; length: number } | null = null;
    for (const category of this.data.value?.categories ?? []) {
      const slugs = [category.slug, ...category.translations.map((t) => t.slug)];
      for (const slug of slugs) {
        if (
          slug &&
          pageSlugs.some((page) => page.includes(slug)) &&
          slug.length > (best?.length ?? 0)
        ) {
          best = { category, length: slug.length };
        }
      }
    }
    return best?.category ?? null;
  }

  /** A new visit starts unfiltered on the first tab. */
  resetFilter(): void {
    this.query = '';
    this.selectedCategoryId = null;
  }

  load(locale: Locale): Promise<void> {
    return this.data.load(locale, async (lang, signal) => {
      // The calls and their zod schemas load with the first visit, not with the site's entry.
      const { listFaqCategories, listFaqs } = await import('../api/faqApi');
      const call = { locale: lang, signal };
      const [categories, faqs] = await Promise.all([
        listFaqCategories(this.#api, call),
        listFaqs(this.#api, call),
      ]);
      return { categories, faqs };
    });
  }

  setQuery(query: string): void {
    this.query = query.slice(0, FAQ_QUERY_MAX);
  }

  selectCategory(id: number): void {
    this.selectedCategoryId = id;
  }

  cancel(): void {
    this.data.cancel();
  }
}
