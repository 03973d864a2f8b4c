import type { SvgIconComponent } from '@mui/icons-material';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettingsOutlined';
import Insights from '@mui/icons-material/InsightsOutlined';
import Inventory from '@mui/icons-material/Inventory2Outlined';
import People from '@mui/icons-material/PeopleOutlined';
import Security from '@mui/icons-material/SecurityOutlined';
import Settings from '@mui/icons-material/SettingsOutlined';
import type { NavLink } from '../../../navigation';

export interface Shortcut {
  link: NavLink;
  icon: SvgIconComponent;
  /** Key under `shortcuts` for the line under the title. */
  subtitleKey: string;
}

const nav = (titleKey: string, to: NavLink['to'], extra: Partial<NavLink> = {}): NavLink => ({
  kind: 'link',
  titleKey,
  to,
  ...extra,
});

/** The main pages; config/route-access.ts says who may open each, as for the menu. */
export const shortcuts: Shortcut[] = [
  { link: nav('nav.analytics', 'dashboards-analytics'), icon: Insights, subtitleKey: 'analytics' },
  { link: nav('nav.productList', 'apps-ecommerce-product-list'), icon: Inventory, subtitleKey: 'products' },
  { link: nav('nav.user', 'apps-user-list'), icon: People, subtitleKey: 'users' },
  { link: nav('nav.rolesPermissions', 'apps-roles'), icon: Security, subtitleKey: 'roles' },
  {
    link: nav('nav.accountSettings', 'pages-account-settings-tab', { params: { tab: 'account' } }),
    icon: Settings,
    subtitleKey: 'settings',
  },
  { link: nav('nav.accessControl', 'access-control'), icon: AdminPanelSettings, subtitleKey: 'accessControl' },
];
