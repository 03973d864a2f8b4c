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
import ManageHistory from '@mui/icons-material/ManageHistoryOutlined';
import Mail from '@mui/icons-material/MailOutlined';
import MarkEmailUnread from '@mui/icons-material/MarkEmailUnreadOutlined';
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
import type { CommonKey } from '@/lib/i18n/keys';

export interface NavLink {
  kind: 'link';
  titleKey: CommonKey;
  to: RouteName;
  params?: Record<string, string>;
  icon?: SvgIconComponent;
}

export interface NavGroup {
  kind: 'group';
  titleKey: CommonKey;
  icon?: SvgIconComponent;
  children: NavLink[];
}

export interface NavSection {
  kind: 'section';
  titleKey: CommonKey;
}

export type NavItem = NavLink | NavGroup | NavSection;

export const navLink = (titleKey: CommonKey, to: RouteName, extra: Partial<NavLink> = {}): NavLink => ({
  kind: 'link',
  titleKey,
  to,
  ...extra,
});

const authVariants = (['login', 'register', 'forgot-password', 'reset-password', 'verify-email', 'two-steps'] as const)
  .flatMap((page) =>
    (['v1', 'v2'] as const).map((v) =>
      navLink(`nav.auth.${page}-${v}`, `pages-authentication-${page}-${v}` as RouteName),
    ),
  )
  .concat(navLink('nav.auth.register-multi-steps', 'pages-authentication-register-multi-steps'));

/** The whole menu; the sidebar hides what the current ability forbids (config/route-access.ts). */
export const navigation: NavItem[] = [
  {
    kind: 'group',
    titleKey: 'nav.dashboards',
    icon: Dashboard,
    children: [
      navLink('nav.analytics', 'dashboards-analytics'),
      navLink('nav.crm', 'dashboards-crm'),
      navLink('nav.ecommerce', 'dashboards-ecommerce'),
      navLink('nav.academy', 'dashboards-academy'),
      navLink('nav.logistics', 'dashboards-logistics'),
    ],
  },
  {
    kind: 'group',
    titleKey: 'nav.frontPages',
    icon: Public,
    children: [
      navLink('nav.landing', 'front-pages-landing-page'),
      navLink('nav.helpCenter', 'front-pages-help-center'),
    ],
  },
  { kind: 'section', titleKey: 'nav.appsPages' },
  navLink('nav.email', 'apps-email', { icon: Mail }),
  navLink('nav.chat', 'apps-chat', { icon: ChatBubble }),
  navLink('nav.contactMessages', 'apps-contact-messages', { icon: MarkEmailUnread }),
  navLink('nav.auditTrail', 'apps-audit', { icon: ManageHistory }),
  {
    kind: 'group',
    titleKey: 'nav.ecommerceApp',
    icon: ShoppingCart,
    children: [
      navLink('nav.ecommerceDashboard', 'dashboards-ecommerce'),
      navLink('nav.productList', 'apps-ecommerce-product-list'),
      navLink('nav.productAdd', 'apps-ecommerce-product-add'),
      navLink('nav.productCategory', 'apps-ecommerce-product-category-list'),
      navLink('nav.orderList', 'apps-ecommerce-order-list'),
      navLink('nav.customerList', 'apps-ecommerce-customer-list'),
      navLink('nav.manageReviews', 'apps-ecommerce-manage-review'),
      navLink('nav.referrals', 'apps-ecommerce-referrals'),
      navLink('nav.ecommerceSettings', 'apps-ecommerce-settings'),
    ],
  },
  {
    kind: 'group',
    titleKey: 'nav.academyApp',
    icon: School,
    children: [
      navLink('nav.academyDashboard', 'dashboards-academy'),
      navLink('nav.myCourses', 'apps-academy-my-course'),
      navLink('nav.courseDetails', 'apps-academy-course-details'),
    ],
  },
  {
    kind: 'group',
    titleKey: 'nav.invoice',
    icon: Receipt,
    children: [
      navLink('nav.invoiceList', 'apps-invoice-list'),
      navLink('nav.invoicePreview', 'apps-invoice-preview', { params: { id: '40' } }),
      navLink('nav.invoiceEdit', 'apps-invoice-edit', { params: { id: '40' } }),
      navLink('nav.invoiceAdd', 'apps-invoice-add'),
    ],
  },
  {
    kind: 'group',
    titleKey: 'nav.user',
    icon: Person,
    children: [
      navLink('nav.userList', 'apps-user-list'),
      navLink('nav.userView', 'apps-user-view', { params: { id: '21' } }),
    ],
  },
  {
    kind: 'group',
    titleKey: 'nav.rolesPermissions',
    icon: Security,
    children: [navLink('nav.roles', 'apps-roles'), navLink('nav.permissions', 'apps-permissions')],
  },
  {
    kind: 'group',
    titleKey: 'nav.pages',
    icon: Description,
    children: [
      navLink('nav.accountSettings', 'pages-account-settings-tab', { params: { tab: 'account' } }),
      navLink('nav.userProfile', 'pages-user-profile-tab', { params: { tab: 'profile' } }),
      navLink('nav.faq', 'pages-faq'),
      navLink('nav.pricing', 'pages-pricing'),
      navLink('nav.helpCenter', 'pages-help-center'),
    ],
  },
  { kind: 'group', titleKey: 'nav.authentication', icon: LockPerson, children: authVariants },
  {
    kind: 'group',
    titleKey: 'nav.errorPages',
    icon: ErrorOutline,
    children: [
      navLink('nav.error404', 'pages-misc-not-found'),
      navLink('nav.error401', 'pages-misc-not-authorized'),
      navLink('nav.error500', 'pages-misc-server-error'),
      navLink('nav.comingSoon', 'pages-misc-coming-soon'),
      navLink('nav.underMaintenance', 'pages-misc-under-maintenance'),
    ],
  },
  {
    kind: 'group',
    titleKey: 'nav.wizards',
    icon: EditNote,
    children: [
      navLink('nav.checkout', 'wizard-examples-checkout'),
      navLink('nav.createDeal', 'wizard-examples-create-deal'),
      navLink('nav.propertyListing', 'wizard-examples-property-listing'),
    ],
  },
  { kind: 'section', titleKey: 'nav.uiForms' },
  {
    kind: 'group',
    titleKey: 'nav.tables',
    icon: TableChart,
    children: [navLink('nav.dataTable', 'tables-data-table'), navLink('nav.simpleTable', 'tables-simple-table')],
  },
  {
    kind: 'group',
    titleKey: 'nav.forms',
    icon: ViewQuilt,
    children: [navLink('nav.formElements', 'forms-elements'), navLink('nav.formLayouts', 'forms-layouts')],
  },
  navLink('nav.charts', 'charts', { icon: BarChart }),
  {
    kind: 'group',
    titleKey: 'nav.extensions',
    icon: Extension,
    children: [navLink('nav.swiper', 'extensions-swiper'), navLink('nav.tour', 'extensions-tour')],
  },
  { kind: 'section', titleKey: 'nav.misc' },
  navLink('nav.accessControl', 'access-control', { icon: AdminPanelSettings }),
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
