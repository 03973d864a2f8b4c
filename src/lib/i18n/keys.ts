import type { FlatNamespace, ParseKeys } from 'i18next';

/** A key of the common namespace (menu entries, search groups). Checked against the French files by tsc. */
export type CommonKey = ParseKeys<'common'>;

/** A key of the common namespace, or "namespace:key" of another (route titles). */
export type AnyKey = ParseKeys<['common', FlatNamespace]>;

/**
 * The names one level under `prefix` in a namespace: ChildKeys<'pricing', 'features'> is 'users1' | 'sso' | …
 * Data that picks a text by name declares its names with it, so a name without a text fails the typecheck.
 */
export type ChildKeys<Ns extends FlatNamespace, Prefix extends string> =
  ParseKeys<Ns> extends infer Key
    ? Key extends `${Prefix}.${infer Rest}`
      ? Rest extends `${infer Head}.${string}`
        ? Head
        : Rest
      : never
    : never;

/** The namespace an AnyKey reads from. */
export const namespaceOf = (key: AnyKey): FlatNamespace =>
  key.includes(':') ? (key.slice(0, key.indexOf(':')) as FlatNamespace) : 'common';
