import { describe, expect, it } from 'vitest';
import { RecruitSessionStore } from './RecruitSessionStore';
import { SESSION_KEYS } from './storage';

const member = { id: 3, name: 'Trần Thị Bình' };

describe('RecruitSessionStore', () => {
  it('enters and leaves recruit mode through session storage', () => {
    const store = new RecruitSessionStore();
    expect(store.isRecruitMode).toBe(false);
    store.enterRecruitMode();
    expect(sessionStorage.getItem(SESSION_KEYS.isRecruit)).toBe('true');
    expect(new RecruitSessionStore().isRecruitMode).toBe(true);
    store.leaveRecruitMode();
    expect(store.isRecruitMode).toBe(false);
    expect(sessionStorage.getItem(SESSION_KEYS.isRecruit)).toBeNull();
  });

  it('login stores token and member; a new store in the tab restores them', () => {
    const store = new RecruitSessionStore();
    store.login({ token: 'rt', member });
    expect(store.isLoggedIn).toBe(true);
    const restored = new RecruitSessionStore();
    expect(restored.token).toBe('rt');
    expect(restored.member).toEqual(member);
  });

  it('leaving recruit mode keeps the login', () => {
    const store = new RecruitSessionStore();
    store.enterRecruitMode();
    store.login({ token: 'rt', member });
    store.leaveRecruitMode();
    expect(store.token).toBe('rt');
  });

  it('logout clears token and member but not the mode', () => {
    const store = new RecruitSessionStore();
    store.enterRecruitMode();
    store.login({ token: 'rt', member });
    store.logout();
    expect(store.isLoggedIn).toBe(false);
    expect(store.member).toBeNull();
    expect(store.isRecruitMode).toBe(true);
    expect(sessionStorage.getItem(SESSION_KEYS.recruitToken)).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEYS.recruitMember)).toBeNull();
  });

  it('expireToken logs out and flags it; login resets the flag', () => {
    const store = new RecruitSessionStore();
    store.login({ token: 'rt', member });
    store.expireToken();
    expect(store.isLoggedIn).toBe(false);
    expect(store.tokenExpired).toBe(true);
    store.login({ token: 'rt2', member });
    expect(store.tokenExpired).toBe(false);
    store.expireToken();
    store.dismissTokenExpired();
    expect(store.tokenExpired).toBe(false);
  });

  it("memberName reads the member's name, null until one is known", () => {
    const store = new RecruitSessionStore();
    store.login({ token: 'rt', member: null });
    expect(store.memberName).toBeNull();
    store.setMember({ id: 3, name: '  ' });
    expect(store.memberName).toBeNull();
    store.setMember(member);
    expect(store.memberName).toBe('Trần Thị Bình');
  });

  it('setMember is ignored when logged out', () => {
    const store = new RecruitSessionStore();
    store.setMember(member);
    expect(store.member).toBeNull();
    store.login({ token: 'rt', member: null });
    store.setMember(member);
    expect(store.member).toEqual(member);
  });
});
