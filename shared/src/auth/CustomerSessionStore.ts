import { makeAutoObservable, observableRef } from 'mobx';
import { SessionCustomerSchema, type SessionCustomer } from './profiles';
import { SESSION_KEYS, browserSessionStorage, readFlag, type KeyValueStorage } from './storage';
import { StoredLogin } from './StoredLogin';

export type SessionEndReason = 'idle' | 'expired';

export interface CustomerLogin {
  accessToken: string;
  customer: SessionCustomer | null;
}

/**
 * The customer's login (spec §4): logged out, logged in directly (`isSso` false) or by SSO.
 * Mirrored in session storage so the next site in the same tab starts logged in.
 */
export class CustomerSessionStore {
  accessToken: string | null;
  customer: SessionCustomer | null;
  isSso: boolean;
  /** Set before leaving for the SSO server's log-off; survives the round trip. */
  ssoLogout: boolean;
  /** A request with this session's token got 401: the token-expired modal is open. */
  tokenExpired = false;
  /** Why the last session ended on a 401: unused too long (`idle`) or anything else. */
  expiredReason: SessionEndReason | null = null;

  private readonly storage: KeyValueStorage;
  readonly #login: StoredLogin<SessionCustomer>;

  constructor(storage: KeyValueStorage = browserSessionStorage()) {
    this.storage = storage;
    this.#login = new StoredLogin(
      storage,
      { token: SESSION_KEYS.accessToken, profile: SESSION_KEYS.customer },
      SessionCustomerSchema,
    );
    ({ token: this.accessToken, profile: this.customer } = this.#login.read());
    this.isSso = this.accessToken !== null && readFlag(storage, SESSION_KEYS.isSso);
    this.ssoLogout = readFlag(storage, SESSION_KEYS.ssoLogout);
    // The customer is replaced whole (login, profile), never edited in place.
    makeAutoObservable<this, 'storage'>(
      this,
      { storage: false, customer: observableRef },
      { autoBind: true },
    );
  }

  get isLoggedIn(): boolean {
    return this.accessToken !== null;
  }

  /** After `customers/auth/login` (isSso false) or `customers/auth/login-sso` (true). */
  setSession({ accessToken, customer }: CustomerLogin, { isSso }: { isSso: boolean }): void {
    this.accessToken = accessToken;
    this.customer = customer;
    this.isSso = isSso;
    this.tokenExpired = false;
    this.expiredReason = null;
    this.setSsoLogout(false);
    this.#login.write(accessToken, customer);
    this.storage.setItem(SESSION_KEYS.isSso, String(isSso));
  }

  /** After `customers/me`. Ignored when logged out, so a late answer cannot revive a session. */
  setCustomer(customer: SessionCustomer): void {
    if (!this.isLoggedIn) return;
    this.customer = customer;
    this.#login.writeProfile(customer);
  }

  /** Logout: forgets token, customer and the SSO flag (not the SSO-logout flag). */
  clear(): void {
    this.accessToken = null;
    this.customer = null;
    this.isSso = false;
    this.#login.remove();
    this.storage.removeItem(SESSION_KEYS.isSso);
  }

  /** SSO logout, before redirecting to the SSO server's log-off (read the token first). */
  markSsoLogout(): void {
    this.setSsoLogout(true);
  }

  /** Back from the SSO server's log-off, or a new login. */
  clearSsoLogout(): void {
    this.setSsoLogout(false);
  }

  /** The server rejected the token: drop the session and open the token-expired modal. */
  expireToken(reason: SessionEndReason = 'expired'): void {
    this.clear();
    this.tokenExpired = true;
    this.expiredReason = reason;
  }

  dismissTokenExpired(): void {
    this.tokenExpired = false;
  }

  private setSsoLogout(value: boolean): void {
    this.ssoLogout = value;
    if (value) this.storage.setItem(SESSION_KEYS.ssoLogout, 'true');
    else this.storage.removeItem(SESSION_KEYS.ssoLogout);
  }
}
