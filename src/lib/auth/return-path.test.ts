import { describe, expect, it } from 'vitest';
import { buildAbility } from '@/lib/casl/ability';
import { homePath, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a same-site path with its query and hash', () => {
    expect(safeReturnPath('/access-control')).toBe('/access-control');
    expect(safeReturnPath('/apps/users/list?q=awa&page=2#top')).toBe('/apps/users/list?q=awa&page=2#top');
  });

  it('refuses nothing, relative paths and other origins', () => {
    for (const to of [
      null,
      undefined,
      '',
      'access-control',
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(safeReturnPath(to)).toBeNull();
    }
  });

  it('refuses tabs, newlines and other control characters, which browsers strip into another origin', () => {
    for (const to of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '\t/access-control',
      '/access-control\n',
      '/a\u0000b',
      '/x\u007f',
      '/a b',
    ]) {
      expect(safeReturnPath(to)).toBeNull();
    }
  });
});

describe('homePath', () => {
  const canWith = (rules: Parameters<typeof buildAbility>[0]) => {
    const ability = buildAbility(rules);
    return (action: Parameters<typeof ability.can>[0], subject: string) => ability.can(action, subject);
  };

  it('sends the administrator to the dashboard, the client to the access-control demo, others home', () => {
    expect(homePath(canWith([{ action: 'manage', subject: 'all' }]))).toBe('/dashboards/ecommerce');
    expect(homePath(canWith([{ action: 'read', subject: 'AclDemo' }]))).toBe('/access-control');
    expect(homePath(canWith([]))).toBe('/');
  });
});
