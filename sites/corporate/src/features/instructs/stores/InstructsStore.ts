import { makeAutoObservable, runInAction } from 'mobx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { fallbackPdfName } from '@brokerage/shared/app/files/saveFile.ts';
import { logLoadError, toLoadFailure, type LoadFailure } from '@brokerage/shared/app/data/loadError.ts';
import { Resource } from '@brokerage/shared/app/data/Resource.ts';
import { ContentDetailStore } from '@brokerage/shared/app/data/ContentDetailStore.ts';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import type { Instruct, InstructCategory, InstructDetail } from '../api/instructsApi';

// The calls and their zod schemas load with the first visit, not with the site's entry.
const instructsApi = () => import('../api/instructsApi');

export interface InstructGroup {
  /** null: guides the CMS filed under no category. */
  category: InstructCategory | null;
  instructs: Instruct[];
}

interface Guide {
  categories: InstructCategory[];
  instructs: Instruct[];
}

export type ExportOutcome = 'saved' | LoadFailure;

export interface InstructsStoreOptions {
  /** Saves a downloaded file (the browser's download in the app, a spy in tests). */
  save: (blob: Blob, fileName: string) => void;
  /** The reCAPTCHA token of the export, when the site has a key; null otherwise. */
  getRecaptchaToken?: () => Promise<string | null>;
}

/**
 * Trading-support guides: every guide grouped by category (HTGH_GUIDE_TRADING_SYSTEM), one
 * guide with the others of its category, and its export as a PDF.
 */
export class InstructsStore {
  /** Id of the guide being exported, or null. */
  exportingId: number | null = null;

  readonly #api: ApiClient;
  readonly #options: InstructsStoreOptions;
  #guide: Resource<Guide> | undefined;
  #detail: ContentDetailStore<InstructDetail, Instruct> | undefined;
  #guidePage: Resource<{ slug: string | null }> | undefined;

  constructor(api: ApiClient, options: InstructsStoreOptions) {
    this.#api = api;
    this.#options = options;
    makeAutoObservable(this, { guide: false, detail: false, guidePage: false }, { autoBind: true });
  }

  // Sub-stores are made on first use: the RootStore builds every store before the first render.
  get guide(): Resource<Guide> {
    return (this.#guide ??= new Resource('instructs', (g) => g.instructs.length === 0));
  }

  get detail(): ContentDetailStore<InstructDetail, Instruct> {
    const api = this.#api;
    return (this.#detail ??= new ContentDetailStore(
      async (key, locale, signal) => (await instructsApi()).getInstruct(api, key, { locale, signal }),
      {
        context: 'instructs.detail',
        related: async (instruct, locale, signal) => {
          if (!instruct.category) return [];
          const { listInstructsOfCategory } = await instructsApi();
          const siblings = await listInstructsOfCategory(api, instruct.category.id, {
            locale,
            signal,
          });
          return siblings.filter((other) => other.id !== instruct.id);
        },
      },
    ));
  }

  get guidePage(): Resource<{ slug: string | null }> {
    return (this.#guidePage ??= new Resource('instructs.guide-page', () => false));
  }

  /** Categories in CMS order with their guides; guides of no known category come last. */
  get groups(): InstructGroup[] {
    const guide = this.guide.value;
    if (!guide) return [];
    const known = new Set(guide.categories.map((c) => c.id));
    const groups: InstructGroup[] = guide.categories.map((category) => ({
      category,
      instructs: guide.instructs.filter((i) => i.category?.id === category.id),
    }));
    groups.push({
      category: null,
      instructs: guide.instructs.filter((i) => !i.category || !known.has(i.category.id)),
    });
    return groups.filter((group) => group.instructs.length > 0);
  }

  get exporting(): boolean {
    return this.exportingId !== null;
  }

  loadGuide(locale: Locale): Promise<void> {
    return this.guide.load(locale, async (lang, signal) => {
      const { listInstructCategories, listInstructs } = await instructsApi();
      const call = { locale: lang, signal };
      const [categories, instructs] = await Promise.all([
        listInstructCategories(this.#api, call),
        listInstructs(this.#api, call),
      ]);
      return { categories, instructs };
    });
  }

  loadGuidePage(locale: Locale): Promise<void> {
    return this.guidePage.load(locale, async (lang, signal) => ({
      slug: await (await instructsApi()).findGuidePage(this.#api, { locale: lang, signal }),
    }));
  }

  /** Downloads the guide as a PDF and saves it under the server's file name. */
  async exportPdf(instruct: { id: number; slug: string }): Promise<ExportOutcome> {
    if (this.exportingId !== null) return 'server';
    this.exportingId = instruct.id;
    try {
      const token = (await this.#options.getRecaptchaToken?.()) ?? null;
      const { exportInstruct } = await instructsApi();
      const { blob, fileName } = await exportInstruct(this.#api, instruct.id, token);
      this.#options.save(blob, fileName ?? fallbackPdfName(instruct.slug));
      return 'saved';
    } catch (error) {
      logLoadError('instructs.export', error);
      return toLoadFailure(error);
    } finally {
      runInAction(() => {
        this.exportingId = null;
      });
    }
  }
}
