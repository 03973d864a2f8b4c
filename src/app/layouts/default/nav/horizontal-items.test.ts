import Apps from '@mui/icons-material/AppsOutlined';
import { describe, expect, it } from 'vitest';
import { filterNavigation, navigation, type NavItem } from '../../../navigation';
import { toHorizontal } from './horizontal-items';

const link = (titleKey: string) => ({ kind: 'link', titleKey, to: 'charts' }) as const;

describe('toHorizontal', () => {
  it('keeps items before the first section on the bar and turns each section into a menu of what follows it', () => {
    const items: NavItem[] = [
      { kind: 'group', titleKey: 'dash', children: [link('a')] },
      link('home'),
      { kind: 'section', titleKey: 'apps' },
      link('email'),
      { kind: 'group', titleKey: 'shop', children: [link('products')] },
      { kind: 'section', titleKey: 'empty' },
    ];
    const bar = toHorizontal(items, { apps: Apps });
    expect(bar.map((i) => i.titleKey)).toEqual(['dash', 'home', 'apps']);
    const apps = bar[2];
    expect(apps && 'children' in apps && apps.children.map((c) => c.titleKey)).toEqual(['email', 'shop']);
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
