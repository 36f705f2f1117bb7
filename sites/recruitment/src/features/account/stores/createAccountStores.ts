import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { lazyApi } from '@brokerage/shared/api/lazyApi.ts';
import type { RecruitMemberApi } from '@brokerage/shared/api/recruitMemberApi.ts';
import { saveFile } from '@brokerage/shared/app/files/saveFile.ts';
import { LocalPreferences } from '@brokerage/shared/auth/LocalPreferences.ts';
import { RecruitSessionStore } from '@brokerage/shared/auth/RecruitSessionStore.ts';
import type { Recaptcha } from '@brokerage/shared/auth/recaptcha/recaptcha.ts';
import { reaction } from 'mobx';
import { AuthStore } from './AuthStore';
import { PasswordResetStore } from './PasswordResetStore';
import { ProfileStore } from './ProfileStore';
import { RegistrationStore } from './RegistrationStore';

export interface AccountStoresOptions {
  api: ApiClient;
  recruit?: RecruitSessionStore | undefined;
  preferences?: LocalPreferences | undefined;
  recaptcha?: Recaptcha | undefined;
}

/**
 * The account part's stores for the site's RootStore: login and logout (`auth`), registration
 * with its OTP (`registration`), the forgotten password (`passwordReset`) and the candidate's
 * own account (`profile`). Their API module loads with the first call; a session that ends
 * (logout, a 401) forgets the profile.
 */
export function createAccountStores({
  api,
  recruit,
  preferences,
  recaptcha,
}: AccountStoresOptions) {
  const session = recruit ?? new RecruitSessionStore();
  const memberApi = lazyApi<RecruitMemberApi>(() =>
    import('@brokerage/shared/api/recruitMemberApi.ts').then((m) =>
      m.createRecruitMemberApi(api, { getToken: () => session.token }),
    ),
  );
  const profile = new ProfileStore({ api: memberApi, session, recaptcha, save: saveFile });
  reaction(
    () => session.token,
    () => profile.reset(),
  );
  return {
    auth: new AuthStore({ api: memberApi, session, recaptcha }),
    registration: new RegistrationStore({
      api: memberApi,
      preferences: preferences ?? new LocalPreferences(),
      recaptcha,
    }),
    passwordReset: new PasswordResetStore({ api: memberApi, recaptcha }),
    profile,
  };
}
