import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { lazyApi } from '@brokerage/shared/api/lazyApi.ts';
import type { RecruitCvApi } from '@brokerage/shared/api/recruitCvApi.ts';
import { saveFile } from '@brokerage/shared/app/files/saveFile.ts';
import type { Recaptcha } from '@brokerage/shared/auth/recaptcha/recaptcha.ts';
import type { RecruitSessionStore } from '@brokerage/shared/auth/RecruitSessionStore.ts';
import { reaction } from 'mobx';
import { CvStore, type FileViewer } from './CvStore';
import { JobActionsStore } from './JobActionsStore';

/** A PDF in a new tab from an object URL; false when the browser blocked the tab. */
const browserViewer: FileViewer = {
  open(blob) {
    const url = URL.createObjectURL(blob);
    // Our own blob on our origin: no `noopener`, so a blocked tab answers null and the file is
    // saved instead.
    const opened = window.open(url, '_blank');
    // The tab reads the URL as it opens; a minute is plenty, and the page's memory comes back.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return opened !== null;
  },
  save: saveFile,
};

export interface CvStoresOptions {
  api: ApiClient;
  recruit?: RecruitSessionStore | undefined;
  recaptcha?: Recaptcha | undefined;
  viewer?: FileViewer;
}

/**
 * The CV part's stores for the site's RootStore: the CVs (`cv`) and the job actions with the
 * saved and applied lists (`jobActions`). Their API module loads with the first call; logging
 * out clears them.
 */
export function createCvStores({ api, recruit, recaptcha, viewer }: CvStoresOptions) {
  const cvApi = lazyApi<RecruitCvApi>(() =>
    import('@brokerage/shared/api/recruitCvApi.ts').then((m) =>
      m.createRecruitCvApi(api, { getToken: () => recruit?.token ?? null }),
    ),
  );
  const cv = new CvStore({
    api: cvApi,
    viewer: viewer ?? browserViewer,
    getRecaptchaToken: () => recaptcha?.token('export') ?? Promise.resolve(null),
  });
  const jobActions = new JobActionsStore({
    api: cvApi,
    isLoggedIn: () => recruit?.isLoggedIn ?? false,
  });
  if (recruit) {
    reaction(
      () => recruit.token,
      () => {
        cv.reset();
        jobActions.reset();
      },
    );
  }
  return { cv, jobActions };
}

export type CvStores = ReturnType<typeof createCvStores>;
