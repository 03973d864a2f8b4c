import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';

export type Action = 'manage' | 'create' | 'read' | 'update' | 'delete';
export type Subject =
  | 'all'
  | 'AclDemo'
  | 'Dashboard'
  | 'Ecommerce'
  | 'User'
  | 'Permission'
  | 'Academy'
  | 'Invoice'
  | 'Email'
  | 'Chat'
  | 'Page'
  | (string & {});

export type AppAbility = MongoAbility<[Action, Subject]>;
export type AbilityRule = RawRuleOf<AppAbility>;

/** Rules with an empty field list are refused (docs/spec.md §5): CASL would treat them as "no field". */
export function sanitizeRules(rules: unknown): AbilityRule[] {
  if (!Array.isArray(rules)) return [];
  return rules.filter(
    (r): r is AbilityRule =>
      typeof r === 'object' &&
      r !== null &&
      'action' in r &&
      'subject' in r &&
      !(Array.isArray((r as { fields?: unknown }).fields) && (r as { fields: unknown[] }).fields.length === 0),
  );
}

export function buildAbility(rules: unknown): AppAbility {
  return createMongoAbility<[Action, Subject]>(sanitizeRules(rules));
}

/** The one ability instance the app shares; login and logout update it in place. */
export const ability = buildAbility([]);
