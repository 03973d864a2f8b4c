import { describe, expect, it } from 'vitest';
import { buildAbility } from '@/lib/casl/ability';
import { decide } from './guard-decision';

const admin = buildAbility([{ action: 'manage', subject: 'all' }]);
const client = buildAbility([{ action: 'read', subject: 'AclDemo' }]);
const canWith = (a: typeof admin) => (action: Parameters<typeof a.can>[0], subject: string) => a.can(action, subject);

describe('route guard decisions', () => {
  it('renders a public page for anyone', () => {
    expect(decide({ meta: { public: true }, signedIn: false, can: canWith(client), requested: '/' })).toEqual({
      kind: 'render',
    });
  });

  it('sends a signed-in user away from an unauthenticated-only page, to `to` or their home', () => {
    const meta = { unauthenticatedOnly: true };
    expect(decide({ meta, signedIn: true, can: canWith(admin), requested: '/login' })).toEqual({
      kind: 'redirect',
      to: '/dashboards/ecommerce',
    });
    expect(decide({ meta, signedIn: true, can: canWith(client), requested: '/login' })).toEqual({
      kind: 'redirect',
      to: '/access-control',
    });
    expect(
      decide({ meta, signedIn: true, can: canWith(admin), requested: '/login', returnTo: '/access-control' }),
    ).toEqual({
      kind: 'redirect',
      to: '/access-control',
    });
    expect(
      decide({ meta, signedIn: true, can: canWith(admin), requested: '/login', returnTo: '//evil.example' }),
    ).toEqual({
      kind: 'redirect',
      to: '/dashboards/ecommerce',
    });
    expect(decide({ meta, signedIn: false, can: canWith(admin), requested: '/login' })).toEqual({ kind: 'render' });
  });

  it('sends a signed-in user to their home when `to` holds a tab or a newline', () => {
    const meta = { unauthenticatedOnly: true };
    for (const returnTo of ['/\t/evil.example', '/\n/evil.example', '/dashboards/ecommerce\r\n']) {
      expect(decide({ meta, signedIn: true, can: canWith(client), requested: '/login', returnTo })).toEqual({
        kind: 'redirect',
        to: '/access-control',
      });
    }
  });

  it('sends a visitor to login with the page asked for', () => {
    expect(decide({ meta: {}, signedIn: false, can: canWith(admin), requested: '/dashboards/ecommerce?q=a' })).toEqual({
      kind: 'redirect',
      to: '/login?to=%2Fdashboards%2Fecommerce%3Fq%3Da',
    });
  });

  it('checks the ability: manage/all by default, the declared pair otherwise', () => {
    expect(decide({ meta: {}, signedIn: true, can: canWith(client), requested: '/dashboards/ecommerce' })).toEqual({
      kind: 'redirect',
      to: '/not-authorized',
    });
    const acl = { action: 'read' as const, subject: 'AclDemo' };
    expect(decide({ meta: acl, signedIn: true, can: canWith(client), requested: '/access-control' })).toEqual({
      kind: 'render',
    });
    expect(decide({ meta: {}, signedIn: true, can: canWith(admin), requested: '/dashboards/ecommerce' })).toEqual({
      kind: 'render',
    });
  });
});
