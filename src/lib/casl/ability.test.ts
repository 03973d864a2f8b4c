import { describe, expect, it } from 'vitest';
import { buildAbility } from './ability';

describe('ability from stored rules', () => {
  it('grants manage on all to the admin and only read AclDemo to the client', () => {
    const admin = buildAbility([{ action: 'manage', subject: 'all' }]);
    const client = buildAbility([{ action: 'read', subject: 'AclDemo' }]);
    expect(admin.can('delete', 'User')).toBe(true);
    expect(client.can('read', 'AclDemo')).toBe(true);
    expect(client.can('manage', 'all')).toBe(false);
    expect(client.can('read', 'User')).toBe(false);
  });

  it('supports inverted rules and rejects a rule with an empty field list', () => {
    const ability = buildAbility([
      { action: 'manage', subject: 'all' },
      { action: 'delete', subject: 'User', inverted: true },
      { action: 'read', subject: 'Invoice', fields: [] },
    ]);
    expect(ability.can('delete', 'User')).toBe(false);
    expect(ability.rules).toHaveLength(2);
  });

  it('ignores garbage instead of throwing', () => {
    expect(buildAbility('nonsense').can('read', 'AclDemo')).toBe(false);
    expect(buildAbility([null, 3, { action: 'read' }]).rules).toHaveLength(0);
  });
});
