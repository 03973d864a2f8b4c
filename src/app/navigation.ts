import type { SvgIconComponent } from '@mui/icons-material';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettingsOutlined';
import BarChart from '@mui/icons-material/BarChartOutlined';
import ChatBubble from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Dashboard from '@mui/icons-material/DashboardOutlined';
import Description from '@mui/icons-material/DescriptionOutlined';
import EditNote from '@mui/icons-material/EditNoteOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Extension from '@mui/icons-material/ExtensionOutlined';
import LockPerson from '@mui/icons-material/LockPersonOutlined';
import Mail from '@mui/icons-material/MailOutlined';
import Person from '@mui/icons-material/PersonOutlined';
import Public from '@mui/icons-material/PublicOutlined';
import Receipt from '@mui/icons-material/ReceiptLongOutlined';
import School from '@mui/icons-material/SchoolOutlined';
import Security from '@mui/icons-material/SecurityOutlined';
import ShoppingCart from '@mui/icons-material/ShoppingCartOutlined';
import TableChart from '@mui/icons-material/TableChartOutlined';
import ViewQuilt from '@mui/icons-material/ViewQuiltOutlined';
import type { RouteName } from '@/config/paths';
import { mayList, routeAccess } from '@/config/route-access';
import type { Action, Subject } from '@/lib/casl/ability';

export interface NavLink {
  kind: 'link';
  titleKey: string;
  to: RouteName;
  params?: Record<string, string>;
  icon?: SvgIconComponent;
}

export interface NavGroup {
  kind: 'group';
  titleKey: string;
  icon?: SvgIconComponent;
  children: NavLink[];
}

export interface NavSection {
  kind: 'section';
  titleKey: string;
}

export type NavItem = NavLink | NavGroup | NavSection;

const link = (titleKey: string, to: RouteName, extra: Partial<NavLink> = {}): NavLink => ({
  kind: 'link',
  titleKey,
  to,
  ...extra,
});

const authVariants = (
  ['login', 'register', 'forgot-password', 'reset-password', 'verify-email', 'two-steps'] as const
).flatMap((page) =>
  (['v1', 'v2'] as const).map((v) => link(`nav.auth.${page}-${v}`, `pages-authentication-${page}-${v}` as RouteName)),
);

/** The whole menu; the sidebar hides what the current ability forbids (config/route-access.ts). */
export const navigation: NavItem[] = [
  {
    kind: 'group',
    titleKey: 'nav.dashboards',
    icon: Dashboard,
    children: [
      link('nav.analytics', 'dashboards-analytics'),
      link('nav.crm', 'dashboards-crm'),
      link('nav.ecommerce', 'dashboards-ecommerce'),
      link('nav.academy', 'dashboards-academy'),
      link('nav.logistics', 'dashboards-logistics'),
    ],
  },
  {
    kind: 'group',
    titleKey: 'nav.frontPages',
    icon: Public,
    children: [link('nav.landing', 'front-pages-landing-page'), link('nav.helpCenter', 'front-pages-help-center')],
  },
  { kind: 'section', titleKey: 'nav.appsPages' },
  link('nav.email', 'apps-email', { icon: Mail }),
  link('nav.chat', 'apps-chat', { icon: ChatBubble }),
  {
    kind: 'group',
    titleKey: 'nav.ecommerceApp',
    icon: ShoppingCart,
    children: [
      link('nav.ecommerceDashboard', 'dashboards-ecommerce'),
      link('nav.productList', 'apps-ecommerce-product-list'),
      link('nav.productAdd', 'apps-ecommerce-product-add'),
      link('nav.productCategory', 'apps-ecommerce-product-category-list'),
      link('nav.orderList', 'apps-ecommerce-order-list'),
      link('nav.customerList', 'apps-ecommerce-customer-list'),
      link('nav.manageReviews', 'apps-ecommerce-manage-review'),
      link('nav.referrals', 'apps-ecommerce-referrals'),
      link('nav.ecommerceSettings', 'apps-ecommerce-settings'),
    ],
  },
  {
    kind: 'group',
    titleKey: 'nav.academyApp',
    icon: School,
    children: [
      link('nav.academyDashboard', 'dashboards-academy'),
      link('nav.myCourses', 'apps-academy-my-course'),
      link('nav.courseDetails', 'apps-academy-course-details'),
    ],
  },
  {
    kind: 'group',
    titleKey: 'nav.invoice',
    icon: Receipt,
    children: [
      link('nav.invoiceList', 'apps-invoice-list'),
      link('nav.invoicePreview', 'apps-invoice-preview', { params: { id: '5036' } }),
      link('nav.invoiceEdit', 'apps-invoice-edit', { params: { id: '5036' } }),
      link('nav.invoiceAdd', 'apps-invoice-add'),
    ],
  },
  {
    kind: 'group',
    titleKey: 'nav.user',
    icon: Person,
    children: [
      link('nav.userList', 'apps-user-list'),
      link('nav.userView', 'apps-user-view', { params: { id: '21' } }),
    ],
  },
  {
    kind: 'group',
    titleKey: 'nav.rolesPermissions',
    icon: Security,
    children: [link('nav.roles', 'apps-roles'), link('nav.permissions', 'apps-permissions')],
  },
  {
    kind: 'group',
    titleKey: 'nav.pages',
    icon: Description,
    children: [
      link('nav.accountSettings', 'pages-account-settings-tab', { params: { tab: 'account' } }),
      link('nav.userProfile', 'pages-user-profile-tab', { params: { tab: 'profile' } }),
      link('nav.faq', 'pages-faq'),
      link('nav.pricing', 'pages-pricing'),
      link('nav.helpCenter', 'pages-help-center'),
    ],
  },
  { kind: 'group', titleKey: 'nav.authentication', icon: LockPerson, children: authVariants },
  {
    kind: 'group',
    titleKey: 'nav.errorPages',
    icon: ErrorOutline,
    children: [
      link('nav.error404', 'pages-misc-not-found'),
      link('nav.error401', 'pages-misc-not-authorized'),
      link('nav.error500', 'pages-misc-server-error'),
      link('nav.comingSoon', 'pages-misc-coming-soon'),
      link('nav.underMaintenance', 'pages-misc-under-maintenance'),
    ],
  },
  {
    kind: 'group',
    titleKey: 'nav.wizards',
    icon: EditNote,
    children: [
      link('nav.checkout', 'wizard-examples-checkout'),
      link('nav.createDeal', 'wizard-examples-create-deal'),
      link('nav.propertyListing', 'wizard-examples-property-listing'),
    ],
  },
  { kind: 'section', titleKey: 'nav.uiForms' },
  {
    kind: 'group',
    titleKey: 'nav.tables',
    icon: TableChart,
    children: [link('nav.dataTable', 'tables-data-table'), link('nav.simpleTable', 'tables-simple-table')],
  },
  {
    kind: 'group',
    titleKey: 'nav.forms',
    icon: ViewQuilt,
    children: [link('nav.formElements', 'forms-elements'), link('nav.formLayouts', 'forms-layouts')],
  },
  link('nav.charts', 'charts', { icon: BarChart }),
  {
    kind: 'group',
    titleKey: 'nav.extensions',
    icon: Extension,
    children: [link('nav.swiper', 'extensions-swiper'), link('nav.tour', 'extensions-tour')],
  },
  { kind: 'section', titleKey: 'nav.misc' },
  link('nav.accessControl', 'access-control', { icon: AdminPanelSettings }),
];

export const isLinkAllowed = (item: NavLink, can: (a: Action, s: Subject) => boolean) => mayList(item.to, can);

/** Drops links the ability forbids, groups left empty, and sections with nothing under them. */
export function filterNavigation(items: NavItem[], can: (a: Action, s: Subject) => boolean): NavItem[] {
  const kept = items.flatMap<NavItem>((item) => {
    if (item.kind === 'link') return isLinkAllowed(item, can) ? [item] : [];
    if (item.kind === 'group') {
      const children = item.children.filter((c) => isLinkAllowed(c, can));
      return children.length ? [{ ...item, children }] : [];
    }
    return [item];
  });
  return kept.filter((item, i) => item.kind !== 'section' || (kept[i + 1] && kept[i + 1]?.kind !== 'section'));
}

/** The first back-office page of the menu the user may open: where "back to the back office" leads. */
export function backOfficeHome(can: (a: Action, s: Subject) => boolean): NavLink | undefined {
  const links = filterNavigation(navigation, can).flatMap((item) =>
    item.kind === 'link' ? [item] : item.kind === 'group' ? item.children : [],
  );
  return links.find((link) => 'action' in routeAccess(link.to));
}
