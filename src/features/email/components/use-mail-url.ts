import { useSearchParams } from 'react-router';
import type { EmailQuery } from '../api/lists';
import { type Folder, folders, type Label, labels } from '../api/types';

export const mailPageSize = 10;

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 ? n : undefined;
};

/** The view the sidebar highlights: a folder, or a label (docs/api.md, "E-mail"). */
export type MailPlace = { folder: Folder } | { label: Label };

/**
 * The mailbox's view in the address (issue "E-mail": reload, Back and a shared link show the same view):
 * `folder` or `label`, `q`, `page` and the open message `open`. A view change is a history entry, typing in the
 * search replaces the current one.
 */
export function useMailUrl() {
  const [params, setParams] = useSearchParams();
  const label = labels.find((l) => l === params.get('label'));
  const folder: Folder = folders.find((f) => f === params.get('folder')) ?? 'inbox';
  const place: MailPlace = label ? { label } : { folder };
  const q = params.get('q') ?? '';
  const page = positive(params.get('page')) ?? 1;
  const openId = positive(params.get('open'));
  const query: EmailQuery = {
    q,
    page,
    itemsPerPage: mailPageSize,
    filters: label ? { label } : { folder },
  };
  const change = (patch: Record<string, string | number | undefined>, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace, preventScrollReset: true },
    );
  return {
    place,
    q,
    page,
    openId,
    query,
    /** The address of a folder or label: the search stays, paging and the open message do not. */
    hrefOf: (to: MailPlace) => {
      const next = new URLSearchParams();
      if ('label' in to) next.set('label', to.label);
      else if (to.folder !== 'inbox') next.set('folder', to.folder);
      if (q) next.set('q', q);
      return `?${next.toString()}`;
    },
    /** The address of the open message, the view kept (a real link: a new tab opens it too). */
    openHref: (id: number) => {
      const next = new URLSearchParams(params);
      next.set('open', String(id));
      return `?${next.toString()}`;
    },
    setQ: (value: string) => change({ q: value, page: undefined, open: undefined }, true),
    setPage: (value: number) => change({ page: value > 1 ? value : undefined, open: undefined }),
    open: (id: number) => change({ open: id }),
    close: () => change({ open: undefined }),
  };
}

export type MailUrl = ReturnType<typeof useMailUrl>;
