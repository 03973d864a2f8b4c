import { db, resetDb, type Db } from './db';

export interface Snapshot {
  /** The pages (service worker client ids) that have seen this data. */
  pages: string[];
  db: Db;
}

/** Where the service worker keeps the data between two of its runs. */
export interface SnapshotStore {
  load(): Promise<Snapshot | undefined>;
  save(snapshot: Snapshot): Promise<void>;
}

/**
 * docs/product.md: mock state lives for the page's life — a deletion holds until reload. The service worker that
 * holds it is stopped by the browser after ~30 s idle, so the data is saved after each change and read back
 * when the worker starts again. The first request of a new page (a reload, a new tab) starts from the seed,
 * unless a page that has seen the current data is still open: two tabs share one data set.
 */
export function createPageData(store: SnapshotStore, openPages: () => Promise<string[]>) {
  let pages = new Set<string>();
  let restored: Promise<void> | null = null;
  let entering: Promise<void> = Promise.resolve();
  let saving: Promise<void> = Promise.resolve();

  async function restore() {
    const snapshot = await store.load().catch(() => undefined);
    if (!snapshot) return;
    Object.assign(db, snapshot.db);
    pages = new Set(snapshot.pages);
  }

  async function enter(page: string) {
    if (pages.has(page)) return;
    const open = new Set(await openPages());
    const seen = [...pages].filter((id) => open.has(id));
    // An empty list: the seed this worker made at start-up, untouched.
    if (pages.size && !seen.length) resetDb();
    pages = new Set([...seen, page]);
    void save();
  }

  /** Serialises when its turn comes, so the last save holds the latest data. */
  function save(): Promise<void> {
    saving = saving.then(() => store.save({ pages: [...pages], db })).catch(() => undefined);
    return saving;
  }

  return {
    /** Resolves when `db` holds the data this page should see. */
    async enter(page: string): Promise<void> {
      await (restored ??= restore());
      if (page && !pages.has(page)) await (entering = entering.then(() => enter(page)).catch(() => undefined));
    },
    /** After a request that may have changed the data. */
    save,
  };
}
