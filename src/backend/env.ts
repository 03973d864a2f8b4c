import type { Context } from 'hono';
import type { ListSpec } from '@/lib/list-query';
import { readListQuery } from '@/mocks/query';
import { requestLanguage } from '@/mocks/utils';
import type { Store } from './store';

/** What every route reads from its context: the store of the host serving it (docs/server.md). */
export interface ApiEnv {
  Variables: { store: Store };
}

export type ApiContext = Context<ApiEnv>;

/** Path ids are whole numbers; anything else matches no record. */
export function idParam(c: ApiContext, name = 'id'): number {
  const value = c.req.param(name) ?? '';
  return /^\d+$/.test(value) ? Number(value) : Number.NaN;
}

/** The list's typed query from the URL (docs/api.md, "Lists"). */
export const listQuery = <F extends string, S extends string>(spec: ListSpec<F, S>, c: ApiContext) =>
  readListQuery(spec, c.req.url);

/** The language text content is answered in (docs/api.md, "Language"). */
export const languageOf = (c: ApiContext) => requestLanguage(c.req.raw);

/** A JSON body, or undefined when there is none or it does not parse. */
export async function jsonBody(c: ApiContext): Promise<unknown> {
  return c.req.json().catch(() => undefined);
}

export const notFound = (c: ApiContext, message: string) => c.json({ message }, 404);
