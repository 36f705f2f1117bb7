import { reaction } from 'mobx';
import type { ApiClient } from '../../api/client';
import type { ContentApi } from '../../api/contentApi';
import type { CustomerSessionStore } from '../../auth/CustomerSessionStore';
import type { LocalPreferences } from '../../auth/LocalPreferences';
import type { RecruitSessionStore } from '../../auth/RecruitSessionStore';
import type { Recaptcha } from '../../auth/recaptcha/recaptcha';
import type { CustomerAuthStore } from '../../auth/CustomerAuthStore';
import type { SessionHandover } from '../../auth/sessionHandover';
import type { NewsletterStore } from './NewsletterStore';
import type { SystemStore } from './SystemStore';
import type { UiStore } from './UiStore';

/** What every site's RootStore has, whatever the site adds (contracts.md "Shared UI"). */
export interface BaseStores {
  customer: CustomerSessionStore;
  /** Login modal, direct and SSO login, log-out, profile (drives `customer`). */
  customerAuth: CustomerAuthStore;
  recruit: RecruitSessionStore;
  /** The login handed to a tab our pages opened without an opener (report cards). */
  handover: SessionHandover;
  /** Language, OTP and registration values kept in localStorage. */
  preferences: LocalPreferences;
  system: SystemStore;
  ui: UiStore;
  api: ApiClient;
  content: ContentApi;
  /** The footer's newsletter signup. */
  newsletter: NewsletterStore;
  /** Tokens for the forms the API guards; the site's own stores take theirs from it too. */
  recaptcha: Recaptcha;
}

/**
 * The recruit layout turns recruitment mode on (spec §2 "recruit (sets a session flag)"); the
 * customer layouts turn it off so a candidate's token never goes out with customer pages. The
 * error layout leaves it alone: a 404 inside the portal is still the portal.
 * Returns the disposer.
 */
export function linkLayoutToRecruitMode(ui: UiStore, recruit: RecruitSessionStore): () => void {
  return reaction(
    () => ui.layout,
    (layout) => {
      if (layout === 'recruit') recruit.enterRecruitMode();
      else if (layout === 'main' || layout === 'ekyc') recruit.leaveRecruitMode();
    },
    { fireImmediately: true },
  );
}
