import {
  readJson,
  readString,
  writeJson,
  writeString,
  type KeyValueStorage,
  type StoredValueSchema,
} from './storage';

/**
 * A login as session storage keeps it, so the next site in the same tab starts logged in: the
 * token under one key, the profile (JSON, checked with its schema) under another. The customer's
 * and the candidate's session stores each keep one and hold the observable copy themselves.
 */
export class StoredLogin<P> {
  readonly #storage: KeyValueStorage;
  readonly #keys: { token: string; profile: string };
  readonly #schema: StoredValueSchema<P>;

  constructor(
    storage: KeyValueStorage,
    keys: { token: string; profile: string },
    schema: StoredValueSchema<P>,
  ) {
    this.#storage = storage;
    this.#keys = keys;
    this.#schema = schema;
  }

  /** The stored token, and the profile only beside a token (a stray one belongs to no login). */
  read(): { token: string | null; profile: P | null } {
    const token = readString(this.#storage, this.#keys.token);
    const profile = token ? readJson(this.#storage, this.#keys.profile, this.#schema) : null;
    return { token, profile };
  }

  write(token: string, profile: P | null): void {
    writeString(this.#storage, this.#keys.token, token);
    this.writeProfile(profile);
  }

  writeProfile(profile: P | null): void {
    writeJson(this.#storage, this.#keys.profile, profile);
  }

  remove(): void {
    this.#storage.removeItem(this.#keys.token);
    this.#storage.removeItem(this.#keys.profile);
  }
}
