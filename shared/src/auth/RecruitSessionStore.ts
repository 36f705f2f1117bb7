import { makeAutoObservable, observableRef } from 'mobx';
import { SessionMemberSchema, type SessionMember } from './profiles';
import { SESSION_KEYS, browserSessionStorage, readFlag, type KeyValueStorage } from './storage';
import { StoredLogin } from './StoredLogin';

export interface RecruitLogin {
  token: string;
  member: SessionMember | null;
}

/**
 * The candidate's session on the recruitment portal (spec §4, §6). The recruit layout turns
 * recruit mode on; while it is on, this token replaces the customer's on every request.
 */
export class RecruitSessionStore {
  isRecruitMode: boolean;
  token: string | null;
  member: SessionMember | null;
  /** A request with this token got 401; the portal sends the candidate to log in again. */
  tokenExpired = false;

  private readonly storage: KeyValueStorage;
  readonly #login: StoredLogin<SessionMember>;

  constructor(storage: KeyValueStorage = browserSessionStorage()) {
    this.storage = storage;
    this.#login = new StoredLogin(
      storage,
      { token: SESSION_KEYS.recruitToken, profile: SESSION_KEYS.recruitMember },
      SessionMemberSchema,
    );
    this.isRecruitMode = readFlag(storage, SESSION_KEYS.isRecruit);
    ({ token: this.token, profile: this.member } = this.#login.read());
    // The member is replaced whole (login, profile), never edited in place.
    makeAutoObservable<this, 'storage'>(
      this,
      { storage: false, member: observableRef },
      { autoBind: true },
    );
  }

  get isLoggedIn(): boolean {
    return this.token !== null;
  }

  /** The candidate's name for the header, once a login or profile has said it. */
  get memberName(): string | null {
    const name = this.member?.name;
    return typeof name === 'string' && name.trim() !== '' ? name : null;
  }

  enterRecruitMode(): void {
    this.isRecruitMode = true;
    this.storage.setItem(SESSION_KEYS.isRecruit, 'true');
  }

  /** Leaving the portal keeps the login for when the candidate comes back. */
  leaveRecruitMode(): void {
    this.isRecruitMode = false;
    this.storage.removeItem(SESSION_KEYS.isRecruit);
  }

  /** After `recruitments/members/login`. */
  login({ token, member }: RecruitLogin): void {
    this.token = token;
    this.member = member;
    this.tokenExpired = false;
    this.#login.write(token, member);
  }

  /** After a profile fetch. Ignored when logged out, so a late answer cannot revive a session. */
  setMember(member: SessionMember): void {
    if (!this.isLoggedIn) return;
    this.member = member;
    this.#login.writeProfile(member);
  }

  /** Logout; the portal's stores clear their lists and profile when `isLoggedIn` turns false. */
  logout(): void {
    this.token = null;
    this.member = null;
    this.#login.remove();
  }

  /** The server rejected the token (spec §4: a 401 clears it). */
  expireToken(): void {
    this.logout();
    this.tokenExpired = true;
  }

  dismissTokenExpired(): void {
    this.tokenExpired = false;
  }
}
