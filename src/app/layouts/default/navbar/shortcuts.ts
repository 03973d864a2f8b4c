import type { SvgIconComponent } from '@mui/icons-material';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettingsOutlined';
import Insights from '@mui/icons-material/InsightsOutlined';
import Inventory from '@mui/icons-material/Inventory2Outlined';
import People from '@mui/icons-material/PeopleOutlined';
import Security from '@mui/icons-material/SecurityOutlined';
import Settings from '@mui/icons-material/SettingsOutlined';
import type { ChildKeys } from '@/lib/i18n/keys';
import { type NavLink, navLink } from '../../../navigation';

export interface Shortcut {
  link: NavLink;
  icon: SvgIconComponent;
  /** The line under the title. */
  subtitleKey: ChildKeys<'common', 'shortcuts'>;
}

/** The main pages; config/route-access.ts says who may open each, as for the menu. */
export const shortcuts: Shortcut[] = [
  { link: navLink('nav.analytics', 'dashboards-analytics'), icon: Insights, subtitleKey: 'analytics' },
  { link: navLink('nav.productList', 'apps-ecommerce-product-list'), icon: Inventory, subtitleKey: 'products' },
  { link: navLink('nav.user', 'apps-user-list'), icon: People, subtitleKey: 'users' },
  { link: navLink('nav.rolesPermissions', 'apps-roles'), icon: Security, subtitleKey: 'roles' },
  {
    link: navLink('nav.accountSettings', 'pages-account-settings-tab', { params: { tab: 'account' } }),
    icon: Settings,
    subtitleKey: 'settings',
  },
  { link: navLink('nav.accessControl', 'access-control'), icon: AdminPanelSettings, subtitleKey: 'accessControl' },
];
