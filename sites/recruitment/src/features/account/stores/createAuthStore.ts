import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { lazyApi } from '@brokerage/shared/api/lazyApi.ts';
import type { RecruitMemberApi } from '@brokerage/shared/api/recruitMemberApi.ts';
import { RecruitSessionStore } from '@brokerage/shared/auth/RecruitSessionStore.ts';
import { AuthStore } from './AuthStore';
import type { AccountStoresOptions } from './createAccountStores';

/** The account calls with the candidate's token; their module loads with the first call. */
export function memberApiFor(api: ApiClient, session: RecruitSessionStore) {
  return lazyApi<RecruitMemberApi>(() =>
    import('@brokerage/shared/api/recruitMemberApi.ts').then((m) =>
      m.createRecruitMemberApi(api, { getToken: () => session.token }),
    ),
  );
}

/** Login and logout (`auth`): made with the site, for the header's candidate menu. */
export function createAuthStore({ api, recruit, recaptcha }: AccountStoresOptions): AuthStore {
  const session = recruit ?? new RecruitSessionStore();
  return new AuthStore({ api: memberApiFor(api, session), session, recaptcha });
}
