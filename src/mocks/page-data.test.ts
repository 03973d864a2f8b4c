import { db, resetDb } from './db';
import { createPageData, type Snapshot, type SnapshotStore } from './page-data';

function memoryStore(initial?: Snapshot): SnapshotStore & { saved: () => Snapshot | undefined } {
  let text = initial && JSON.stringify(initial);
  return {
    load: async () => (text ? (JSON.parse(text) as Snapshot) : undefined),
    save: async (snapshot) => void (text = JSON.stringify(snapshot)),
    saved: () => (text ? (JSON.parse(text) as Snapshot) : undefined),
  };
}

const seedCount = () => {
  resetDb();
  return db.products.length;
};

describe('mock data in the service worker', () => {
  let open: string[];
  const openPages = async () => open;
  beforeEach(() => {
    resetDb();
    open = [];
  });

  it('keeps a change for the page that made it, and starts a reloaded page from the seed', async () => {
    const data = createPageData(memoryStore(), openPages);
    const count = seedCount();
    open = ['a'];
    await data.enter('a');
    db.products.pop();
    await data.save();
    await data.enter('a');
    expect(db.products).toHaveLength(count - 1);

    open = ['b'];
    await data.enter('b');
    expect(db.products).toHaveLength(count);
  });

  it('shares the data between pages open at the same time', async () => {
    const data = createPageData(memoryStore(), openPages);
    const count = seedCount();
    open = ['a'];
    await data.enter('a');
    db.products.pop();
    open = ['a', 'b'];
    await data.enter('b');
    expect(db.products).toHaveLength(count - 1);
  });

  it('reads the saved data back when the browser has restarted the worker', async () => {
    const store = memoryStore();
    const count = seedCount();
    open = ['a'];
    const before = createPageData(store, openPages);
    await before.enter('a');
    db.products.pop();
    await before.save();

    resetDb();
    const after = createPageData(store, openPages);
    await after.enter('a');
    expect(db.products).toHaveLength(count - 1);
    expect(store.saved()?.pages).toEqual(['a']);
  });

  it('starts from the seed when the saved data belongs to pages that are all closed', async () => {
    const count = seedCount();
    db.products.pop();
    const store = memoryStore({ pages: ['gone'], db: structuredClone(db) });
    resetDb();
    open = ['c'];
    await createPageData(store, openPages).enter('c');
    expect(db.products).toHaveLength(count);
  });

  it('lets the first requests of a page decide once, even when they arrive together', async () => {
    let asked = 0;
    const data = createPageData(memoryStore(), async () => {
      asked += 1;
      return ['a'];
    });
    await Promise.all([data.enter('a'), data.enter('a'), data.enter('a')]);
    expect(asked).toBe(1);
  });
});
