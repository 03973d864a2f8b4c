/**
 * A wizard's draft in sessionStorage (docs/decisions.md, "Wizards keep a draft for the tab"): what was typed
 * survives a reload and going back, and is gone when the tab closes. Secrets (a card's number and code) are
 * never written. A stored value replaces a default only when it has the default's type.
 */
const storage = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

function read(key: string): unknown {
  try {
    return JSON.parse(storage()?.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

const sameType = (a: unknown, b: unknown) =>
  Array.isArray(a) === Array.isArray(b) && typeof a === typeof b && (a === null) === (b === null);

export function readDraft<V extends object>(key: string, defaults: V): { values: V; restored: boolean } {
  const stored = read(key);
  if (typeof stored !== 'object' || stored === null) return { values: defaults, restored: false };
  const values = { ...defaults };
  for (const [name, fallback] of Object.entries(defaults)) {
    const value = (stored as Record<string, unknown>)[name];
    if (value !== undefined && sameType(value, fallback)) (values as Record<string, unknown>)[name] = value;
  }
  return { values, restored: true };
}

export function writeDraft(key: string, values: object, secrets: readonly string[] = []) {
  const kept = Object.fromEntries(Object.entries(values).filter(([name]) => !secrets.includes(name)));
  try {
    storage()?.setItem(key, JSON.stringify(kept));
  } catch {
    // Storage full or refused (private mode): the draft lives only in the page.
  }
}

/** The record the last submit saved, shown again by `?step=done` after a reload. */
export function readSaved<R>(key: string): R | undefined {
  return (read(`${key}:saved`) ?? undefined) as R | undefined;
}

export function keepSaved(key: string, record: unknown) {
  storage()?.removeItem(key);
  try {
    storage()?.setItem(`${key}:saved`, JSON.stringify(record));
  } catch {
    // As above: the confirmation then lasts until the next reload.
  }
}

export const forgetSaved = (key: string) => storage()?.removeItem(`${key}:saved`);
