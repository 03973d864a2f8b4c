import Apps from '@mui/icons-material/AppsOutlined';
import { describe, expect, it } from 'vitest';
import type { CommonKey } from '@/lib/i18n/keys';
import { filterNavigation, navigation, type NavItem, type NavLink } from '../../../navigation';
import { toHorizontal } from './horizontal-items';

const link = (titleKey: CommonKey): NavLink => ({ kind: 'link', titleKey, to: 'charts' });

describe('toHorizontal', () => {
  it('keeps items before the first section on the bar and turns each section into a menu of what follows it', () => {
    const items: NavItem[] = [
      { kind: 'group', titleKey: 'nav.dashboards', children: [link('nav.analytics')] },
      link('nav.charts'),
      { kind: 'section', titleKey: 'nav.appsPages' },
      link('nav.email'),
      { kind: 'group', titleKey: 'nav.ecommerceApp', children: [link('nav.productList')] },
      { kind: 'section', titleKey: 'nav.misc' },
    ];
    const bar = toHorizontal(items, { 'nav.appsPages': Apps });
    expect(bar.map((i) => i.titleKey)).toEqual(['nav.dashboards', 'nav.charts', 'nav.appsPages']);
    const apps = bar[2];
    expect(apps && 'children' in apps && apps.children.map((c) => c.titleKey)).toEqual([
      'nav.email',
      'nav.ecommerceApp',
    ]);
    expect(apps && 'icon' in apps && apps.icon).toBe(Apps);
  });

  it('shows the client account only what its ability allows, like the vertical menu', () => {
    const clientCan = (action: string, subject: string) => action === 'read' && subject === 'AclDemo';
    const bar = toHorizontal(filterNavigation(navigation, clientCan));
    const titles = JSON.stringify(bar);
    expect(titles).toContain('nav.accessControl');
    expect(titles).not.toContain('nav.analytics');
    expect(titles).not.toContain('nav.productList');
  });
});
