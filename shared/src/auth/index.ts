export {
  CustomerSessionStore,
  type CustomerLogin,
  type SessionEndReason,
} from './CustomerSessionStore';
export { RecruitSessionStore, type RecruitLogin } from './RecruitSessionStore';
export { LocalPreferences } from './LocalPreferences';
export {
  activeToken,
  createSession,
  sessionHeaders,
  type Session,
  type SessionOptions,
} from './createSession';
export {
  SessionCustomerSchema,
  SessionMemberSchema,
  type SessionCustomer,
  type SessionMember,
} from './profiles';
export {
  LOCAL_KEYS,
  SESSION_KEYS,
  THEME_STORAGE_KEY,
  browserLocalStorage,
  browserSessionStorage,
  createMemoryStorage,
  createSafeStorage,
  readFlag,
  readJson,
  writeJson,
  type KeyValueStorage,
  type StoredValueSchema,
} from './storage';
