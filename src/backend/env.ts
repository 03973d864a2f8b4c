import type { Context } from 'hono';
import type { z } from 'zod';
import type { ListSpec } from '@/lib/list-query';
import { readListQuery } from '@/mocks/query';
import { requestLanguage } from '@/mocks/utils';
import type { Access } from './auth/access';
import type { SessionUser } from './auth/session';
import type { HostOptions } from './host';
import type { Store } from './store';

/**
 * What every route reads from its context (docs/server.md): the store and options of the host serving it, the
 * signed-in user of the request's session (undefined when signed out), and the access its route declared.
 */
export interface ApiEnv {
  Variables: {
    store: Store;
    host: HostOptions;
    user: SessionUser | undefined;
    token: string | undefined;
    access: Access | undefined;
  };
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

/** A 404 whose text SPEC §7 pins ('User not found', in every language); other 404s: `refuse` (messages.ts). */
export const notFound = (c: ApiContext, message: string) => c.json({ message }, 404);

/** Field errors as the API answers them (docs/api.md, "Validation"): `{ <field>: [message] }`. */
export type FieldErrors = Record<string, string[]>;

/**
 * The JSON body checked against the form's zod schema (one schema for the form and the API). A body that is
 * missing, does not parse or is not an object answers `{ body: [...] }`; other problems are keyed by their
 * top-level field, with the schema's message (a key of the screen's namespace, or zod's own text).
 */
export async function validBody<S extends z.ZodType>(
  c: ApiContext,
  schema: S,
): Promise<{ value: z.output<S>; errors?: undefined } | { value?: undefined; errors: FieldErrors }> {
  const body = await jsonBody(c);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { errors: { body: ['A JSON object is expected'] } };
  }
  const result = schema.safeParse(body);
  if (result.success) return { value: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : 'body';
    (errors[field] ??= []).push(issue.message);
  }
  return { errors };
}

export const badRequest = (c: ApiContext, errors: FieldErrors) => c.json({ errors }, 400);
