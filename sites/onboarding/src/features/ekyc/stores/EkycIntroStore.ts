import { makeAutoObservable, runInAction } from 'mobx';
import type { Locale } from '@brokerage/shared/routing';
import type { Page } from '@brokerage/shared/validation';
import { isCanceled, logLoadError, toLoadFailure, type LoadFailure } from '@brokerage/shared/ui';

export interface EkycIntroSource {
  getIntro(locale: Locale, signal: AbortSignal): Promise<Page>;
}

/** The intro content of account opening (`pages/static/ekyc`). */
export class EkycIntroStore {
  intro: Page | null = null;
  isLoading = false;
  failure: LoadFailure | null = null;
  /** Language of `intro`: a language switch inside the router must refetch. */
  locale: Locale | null = null;

  private controller: AbortController | null = null;

  constructor(private readonly source: EkycIntroSource) {
    makeAutoObservable<this, 'source' | 'controller'>(this, { source: false, controller: false });
  }

  async load(locale: Locale): Promise<void> {
    if (this.intro && this.locale === locale && !this.failure) return;
    this.cancel();
    const controller = new AbortController();
    this.controller = controller;
    this.isLoading = true;
    this.failure = null;
    try {
      const intro = await this.source.getIntro(locale, controller.signal);
      runInAction(() => {
        this.intro = intro;
        this.locale = locale;
      });
    } catch (error) {
      if (isCanceled(error, controller.signal)) return;
      logLoadError('ekyc-intro', error);
      runInAction(() => {
        this.failure = toLoadFailure(error);
      });
    } finally {
      if (this.controller === controller) {
        this.controller = null;
        runInAction(() => {
          this.isLoading = false;
        });
      }
    }
  }

  cancel(): void {
    this.controller?.abort();
    this.controller = null;
    this.isLoading = false;
  }
}
