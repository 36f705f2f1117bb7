/**
 * oidc-provider's storage (sessions, grants, codes, tokens, and the interactions whose login
 * form has been posted: store/pending-interactions.ts holds the others): one small JSON file
 * per record, `${DATA_DIR}/sso/<Model>/<hash of the id>.json`, so a change writes that record
 * and nothing else, however many others exist. Everything is also held in memory (the lookups
 * by uid, user code and grant need it), every change is written through before the provider
 * continues, so a restart (or a crash after a response) loses nothing the browser or the API
 * already relies on, and expired records leave memory and disk within a minute. One process
 * owns the directory. (The long-lived files, keys and accounts, stay one file each.)
 */
import { createHash } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { ensureDir, readJson, writeJsonAtomic } from './json-file';

interface Entry {
  payload: AdapterPayload;
  /** Epoch milliseconds; absent for records without an expiry. */
  expiresAt?: number;
}

/** A record file's content. */
interface SavedRecord extends Entry {
  id: string;
}

const SWEEP_INTERVAL_MS = 60_000;
const MODEL_NAME = /^[A-Za-z][A-Za-z0-9]*$/;
/** The layout before one file per record: every record of a model in one file. */
const LEGACY_FILE = /^adapter-([A-Za-z][A-Za-z0-9]*)\.json$/;

const epochSeconds = () => Math.floor(Date.now() / 1000);
const isLive = (entry: Entry, now = Date.now()) =>
  entry.expiresAt === undefined || entry.expiresAt > now;
const copy = <T>(value: T): T => structuredClone(value);

function isSavedRecord(value: unknown): value is SavedRecord {
  const record = value as Partial<SavedRecord> | undefined;
  return (
    typeof record?.id === 'string' &&
    typeof record.payload === 'object' &&
    record.payload !== null &&
    (record.expiresAt === undefined || typeof record.expiresAt === 'number')
  );
}

/** The records of one model, e.g. Session, each in its own file under `dir`. */
class Collection {
  readonly entries = new Map<string, Entry>();
  /** Per record: the write in progress, and whether another must follow it. */
  readonly #writes = new Map<string, { running: Promise<void>; again?: Promise<void> }>();

  constructor(readonly dir: string) {}

  fileOf(id: string): string {
    // Hashed: any id becomes a safe, fixed-length name.
    return path.join(this.dir, `${createHash('sha256').update(id).digest('base64url')}.json`);
  }

  /** Reads every record file; expired, foreign and leftover files are removed. */
  async load(): Promise<void> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    const now = Date.now();
    for (const name of names) {
      const file = path.join(this.dir, name);
      // A write interrupted by a crash leaves its temp file behind.
      if (name.endsWith('.tmp')) {
        await rm(file, { force: true });
        continue;
      }
      if (!name.endsWith('.json')) continue;
      const record = await readJson(file).catch(() => undefined);
      if (isSavedRecord(record) && this.fileOf(record.id) === file && isLive(record, now)) {
        const { id, ...entry } = record;
        this.entries.set(id, entry);
      } else {
        await rm(file, { force: true });
      }
    }
  }

  /**
   * Brings the record's file in line with memory (written, or removed when gone). Writes of
   * one record run one after another; changes made meanwhile fold into one follow-up write,
   * which reads the record as it is when it starts. Resolves once a write that includes the
   * caller's change has finished.
   */
  persist(id: string): Promise<void> {
    const current = this.#writes.get(id);
    if (!current) return this.#start(id);
    current.again ??= current.running.catch(() => {}).then(() => this.#start(id));
    return current.again;
  }

  #start(id: string): Promise<void> {
    const running = this.#write(id).finally(() => {
      const state = this.#writes.get(id);
      if (state?.running === running && !state.again) this.#writes.delete(id);
    });
    this.#writes.set(id, { running });
    return running;
  }

  async #write(id: string): Promise<void> {
    const entry = this.entries.get(id);
    const file = this.fileOf(id);
    if (entry && isLive(entry)) {
      const record: SavedRecord = { id, ...entry };
      await writeJsonAtomic(file, record);
    } else {
      await rm(file, { force: true });
    }
  }

  /** Resolves when every write asked for so far has finished (for shutdown). */
  async idle(): Promise<void> {
    while (this.#writes.size > 0) {
      await Promise.all(
        [...this.#writes.values()].map((w) => (w.again ?? w.running).catch(() => {})),
      );
    }
  }

  /** A live record; an expired one is dropped on the way. */
  get(id: string): Entry | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (isLive(entry)) return entry;
    this.entries.delete(id);
    // The file follows in the background; the sweep retries a failed removal.
    this.persist(id).catch(() => {});
    return undefined;
  }

  findBy(predicate: (payload: AdapterPayload) => boolean): AdapterPayload | undefined {
    for (const id of this.entries.keys()) {
      const entry = this.get(id);
      if (entry && predicate(entry.payload)) return copy(entry.payload);
    }
    return undefined;
  }

  /** Drops expired records from memory and disk. */
  async sweep(now = Date.now()): Promise<void> {
    const expired = [...this.entries].filter(([, entry]) => !isLive(entry, now));
    for (const [id] of expired) this.entries.delete(id);
    await Promise.all(expired.map(([id]) => this.persist(id).catch(() => {})));
  }
}

export class FileStore {
  readonly #collections = new Map<string, Collection>();
  #sweeper: NodeJS.Timeout | undefined;

  private constructor(readonly dir: string) {}

  /** Loads every model's records under `dir` (created if missing). */
  static async open(dir: string): Promise<FileStore> {
    await ensureDir(dir);
    const store = new FileStore(dir);
    for (const dirent of await readdir(dir, { withFileTypes: true })) {
      if (dirent.isDirectory() && MODEL_NAME.test(dirent.name)) {
        await store.collection(dirent.name).load();
      }
    }
    for (const name of await readdir(dir)) {
      const model = LEGACY_FILE.exec(name)?.[1];
      if (model) await store.#migrate(store.collection(model), path.join(dir, name));
    }
    store.#sweeper = setInterval(() => void store.sweep(), SWEEP_INTERVAL_MS);
    store.#sweeper.unref();
    return store;
  }

  /** Moves the live records of an old `adapter-<Model>.json` into their own files. */
  async #migrate(collection: Collection, file: string): Promise<void> {
    const data = (await readJson(file)) as { entries?: Record<string, Entry> } | undefined;
    const now = Date.now();
    const moved: string[] = [];
    for (const [id, entry] of Object.entries(data?.entries ?? {})) {
      if (!entry || typeof entry !== 'object' || !entry.payload || !isLive(entry, now)) continue;
      if (collection.entries.has(id)) continue;
      collection.entries.set(id, entry);
      moved.push(id);
    }
    await ensureDir(collection.dir);
    await Promise.all(moved.map((id) => collection.persist(id)));
    await rm(file, { force: true });
  }

  collection(model: string): Collection {
    if (!MODEL_NAME.test(model)) throw new Error(`invalid model name ${model}`);
    let collection = this.#collections.get(model);
    if (!collection) {
      collection = new Collection(path.join(this.dir, model));
      this.#collections.set(model, collection);
    }
    return collection;
  }

  /** The factory oidc-provider's `adapter` option expects. */
  readonly adapterFactory = (model: string): FileAdapter => new FileAdapter(this.collection(model));

  async sweep(): Promise<void> {
    const now = Date.now();
    await Promise.all([...this.#collections.values()].map((c) => c.sweep(now)));
  }

  /** Waits for pending writes; the store must not be used afterwards. */
  async close(): Promise<void> {
    clearInterval(this.#sweeper);
    await Promise.all([...this.#collections.values()].map((c) => c.idle()));
  }
}

export class FileAdapter implements Adapter {
  #dirReady: Promise<void> | undefined;

  constructor(private readonly collection: Collection) {}

  async #persist(id: string): Promise<void> {
    this.#dirReady ??= ensureDir(this.collection.dir);
    await this.#dirReady;
    await this.collection.persist(id);
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const entry: Entry = { payload: copy(payload) };
    if (typeof expiresIn === 'number') entry.expiresAt = Date.now() + expiresIn * 1000;
    this.collection.entries.set(id, entry);
    await this.#persist(id);
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    const entry = this.collection.get(id);
    return entry ? copy(entry.payload) : undefined;
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.collection.findBy((p) => p.uid === uid);
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.collection.findBy((p) => p.userCode === userCode);
  }

  async consume(id: string): Promise<void> {
    const entry = this.collection.get(id);
    if (!entry) return;
    entry.payload.consumed = epochSeconds();
    await this.#persist(id);
  }

  async destroy(id: string): Promise<void> {
    if (!this.collection.entries.delete(id)) return;
    await this.#persist(id);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    const ids = [...this.collection.entries]
      .filter(([, entry]) => entry.payload.grantId === grantId)
      .map(([id]) => id);
    for (const id of ids) this.collection.entries.delete(id);
    await Promise.all(ids.map((id) => this.#persist(id)));
  }
}
