import { isRouteName } from '@/config/paths';
import { storageKey } from '@/lib/preferences/preferences';
import type { SearchChild } from '../api/types';

const key = storageKey('search-recent');
export const maxRecent = 4;

const isChild = (v: unknown): v is SearchChild =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as SearchChild).title === 'string' &&
  typeof (v as SearchChild).url === 'string' &&
  isRouteName((v as SearchChild).url);

export function readRecent(): SearchChild[] {
  try {
    const raw: unknown = JSON.parse(window.localStorage.getItem(key) ?? '[]');
    return Array.isArray(raw) ? raw.filter(isChild).slice(0, maxRecent) : [];
  } catch {
    return [];
  }
}

export function pushRecent(child: SearchChild) {
  const next = [child, ...readRecent().filter((c) => c.url !== child.url)].slice(0, maxRecent);
  try {
    window.localStorage.setItem(key, JSON.stringify(next));
  } catch {
    // Private mode: recent pages last for the page only.
  }
}

export function clearRecent() {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
