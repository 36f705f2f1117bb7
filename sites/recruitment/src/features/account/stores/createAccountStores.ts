import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { saveFile } from '@brokerage/shared/app/files/saveFile.ts';
import { LocalPreferences } from '@brokerage/shared/auth/LocalPreferences.ts';
import { RecruitSessionStore } from '@brokerage/shared/auth/RecruitSessionStore.ts';
import type { Recaptcha } from '@brokerage/shared/auth/recaptcha/recaptcha.ts';
import { reaction } from 'mobx';
import { memberApiFor } from './createAuthStore';
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
 * The account part's stores, made on first use by the routes that need them (useAccountStores):
 * registration with its OTP (`registration`), the forgotten password (`passwordReset`) and the candidate's
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
  const memberApi = memberApiFor(api, session);
  const profile = new ProfileStore({ api: memberApi, session, recaptcha, save: saveFile });
  reaction(
    () => session.token,
    () => profile.reset(),
  );
  return {
    registration: new RegistrationStore({
      api: memberApi,
      preferences: preferences ?? new LocalPreferences(),
      recaptcha,
    }),
    passwordReset: new PasswordResetStore({ api: memberApi, recaptcha }),
    profile,
  };
}

export type AccountStores = ReturnType<typeof createAccountStores>;
