import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { CustomerSessionStore } from './CustomerSessionStore';
import { SESSION_KEYS, createMemoryStorage, createSafeStorage } from './storage';

const customer = {
  id: 7,
  accountNumber: '009C000007',
  fullName: 'Nguyễn Văn An',
  email: null,
  phone: '0912345678',
  customerType: 'individual' as const,
  loginMethod: 'sso' as const,
};

/** A store of this tab logged in by SSO as `customer`. */
function loggedInBySso(): CustomerSessionStore {
  const store = new CustomerSessionStore();
  store.setSession({ accessToken: 'tok', customer }, { isSso: true });
  return store;
}

describe('CustomerSessionStore', () => {
  it('starts logged out with empty storage', () => {
    const store = new CustomerSessionStore(createMemoryStorage());
    expect(store.isLoggedIn).toBe(false);
    expect(store.customer).toBeNull();
    expect(store.isSso).toBe(false);
    expect(store.tokenExpired).toBe(false);
  });

  it('stores a direct login in session storage with X_IS_SSO=false', () => {
    const store = new CustomerSessionStore();
    store.setSession({ accessToken: 'tok', customer }, { isSso: false });
    expect(store.isLoggedIn).toBe(true);
    expect(sessionStorage.getItem(SESSION_KEYS.accessToken)).toBe('tok');
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEYS.customer) ?? 'null')).toEqual(customer);
    expect(sessionStorage.getItem(SESSION_KEYS.isSso)).toBe('false');
  });

  it('restores an SSO session written by another site in the same tab', () => {
    sessionStorage.setItem(SESSION_KEYS.accessToken, 'tok');
    sessionStorage.setItem(SESSION_KEYS.customer, JSON.stringify(customer));
    sessionStorage.setItem(SESSION_KEYS.isSso, 'true');
    const store = new CustomerSessionStore();
    expect(store.accessToken).toBe('tok');
    expect(store.customer).toEqual(customer);
    expect(store.isSso).toBe(true);
  });

  it('ignores a stored customer that is not an object, and stray flags without a token', () => {
    sessionStorage.setItem(SESSION_KEYS.customer, JSON.stringify(customer));
    sessionStorage.setItem(SESSION_KEYS.isSso, 'true');
    const loggedOut = new CustomerSessionStore();
    expect(loggedOut.customer).toBeNull();
    expect(loggedOut.isSso).toBe(false);

    sessionStorage.setItem(SESSION_KEYS.accessToken, 'tok');
    sessionStorage.setItem(SESSION_KEYS.customer, '"just a string"');
    expect(new CustomerSessionStore().customer).toBeNull();
    // An object of another shape (an older release's) is no customer either.
    sessionStorage.setItem(SESSION_KEYS.customer, JSON.stringify({ id: 7, fullName: 'An' }));
    const older = new CustomerSessionStore();
    expect(older.customer).toBeNull();
    expect(older.isLoggedIn).toBe(true);
  });

  it('clear() logs out and removes the stored session', () => {
    const store = loggedInBySso();
    store.clear();
    expect(store.isLoggedIn).toBe(false);
    expect(store.customer).toBeNull();
    expect(store.isSso).toBe(false);
    for (const key of [SESSION_KEYS.accessToken, SESSION_KEYS.customer, SESSION_KEYS.isSso]) {
      expect(sessionStorage.getItem(key)).toBeNull();
    }
  });

  it('the SSO-logout flag survives clear() and a reload, and a new login resets it', () => {
    const store = loggedInBySso();
    store.markSsoLogout();
    store.clear();
    expect(new CustomerSessionStore().ssoLogout).toBe(true);
    store.setSession({ accessToken: 'tok2', customer }, { isSso: true });
    expect(store.ssoLogout).toBe(false);
    expect(sessionStorage.getItem(SESSION_KEYS.ssoLogout)).toBeNull();
    store.markSsoLogout();
    store.clearSsoLogout();
    expect(store.ssoLogout).toBe(false);
  });

  it('expireToken() drops the session and raises tokenExpired until dismissed', () => {
    const store = loggedInBySso();
    store.expireToken();
    expect(store.isLoggedIn).toBe(false);
    expect(store.tokenExpired).toBe(true);
    expect(sessionStorage.getItem(SESSION_KEYS.accessToken)).toBeNull();
    store.dismissTokenExpired();
    expect(store.tokenExpired).toBe(false);
  });

  it('a new login closes the token-expired modal', () => {
    const store = new CustomerSessionStore();
    store.expireToken();
    store.setSession({ accessToken: 'tok', customer: null }, { isSso: false });
    expect(store.tokenExpired).toBe(false);
  });

  it('setCustomer updates a live session and is ignored after logout', () => {
    const store = new CustomerSessionStore();
    store.setSession({ accessToken: 'tok', customer: null }, { isSso: false });
    store.setCustomer(customer);
    expect(store.customer).toEqual(customer);
    store.clear();
    store.setCustomer(customer);
    expect(store.customer).toBeNull();
  });

  it('isLoggedIn is observable', () => {
    const store = new CustomerSessionStore(createMemoryStorage());
    const seen: boolean[] = [];
    const stop = autorun(() => seen.push(store.isLoggedIn));
    store.setSession({ accessToken: 'tok', customer }, { isSso: false });
    store.expireToken();
    stop();
    expect(seen).toEqual([false, true, false]);
  });

  it('works when storage is unavailable', () => {
    const broken = createSafeStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const store = new CustomerSessionStore(broken);
    store.setSession({ accessToken: 'tok', customer }, { isSso: false });
    expect(store.isLoggedIn).toBe(true);
  });
});
