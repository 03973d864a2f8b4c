/**
 * Named routes. The app-bar search answers route names (docs/spec.md §3 "url (route name)");
 * screens build links from here instead of concatenating strings.
 */
export const routes = {
  root: '/',
  'front-pages-landing-page': '/front-pages/landing-page',
  'front-pages-help-center': '/front-pages/help-center',
  'front-pages-help-center-article': '/front-pages/help-center/article/:slug',
  login: '/login',
  register: '/register',
  'forgot-password': '/forgot-password',
  logout: '/logout',
  'not-authorized': '/not-authorized',
  'pages-misc-not-authorized': '/pages/misc/not-authorized',
  'pages-misc-server-error': '/pages/misc/server-error',
  'pages-misc-not-found': '/pages/misc/not-found/404',
  'access-control': '/access-control',
  'dashboards-analytics': '/dashboards/analytics',
  'dashboards-ecommerce': '/dashboards/ecommerce',
  'dashboards-crm': '/dashboards/crm',
  'dashboards-academy': '/dashboards/academy',
  'dashboards-logistics': '/dashboards/logistics',
  'apps-email': '/apps/email',
  'apps-chat': '/apps/chat',
  'apps-ecommerce-product-list': '/apps/ecommerce/product/list',
  'apps-ecommerce-product-add': '/apps/ecommerce/product/add',
  'apps-ecommerce-product-edit': '/apps/ecommerce/product/edit/:id',
  'apps-ecommerce-product-category-list': '/apps/ecommerce/product/category-list',
  'apps-ecommerce-order-list': '/apps/ecommerce/order/list',
  'apps-ecommerce-order-details': '/apps/ecommerce/order/details/:id',
  'apps-ecommerce-customer-list': '/apps/ecommerce/customer/list',
  'apps-ecommerce-customer-details': '/apps/ecommerce/customer/details/:id',
  'apps-ecommerce-manage-review': '/apps/ecommerce/manage-review',
  'apps-ecommerce-referrals': '/apps/ecommerce/referrals',
  'apps-ecommerce-settings': '/apps/ecommerce/settings',
  'apps-academy-my-course': '/apps/academy/my-course',
  'apps-academy-course-details': '/apps/academy/course-details',
  'apps-invoice-list': '/apps/invoice/list',
  'apps-invoice-preview': '/apps/invoice/preview/:id',
  'apps-invoice-add': '/apps/invoice/add',
  'apps-invoice-edit': '/apps/invoice/edit/:id',
  'apps-user-list': '/apps/user/list',
  'apps-user-view': '/apps/user/view/:id',
  'apps-roles': '/apps/roles',
  'apps-permissions': '/apps/permissions',
  'apps-contact-messages': '/apps/contact-messages',
  'apps-audit': '/apps/audit',
  'pages-account-settings-tab': '/pages/account-settings/:tab',
  'pages-user-profile-tab': '/pages/user-profile/:tab',
  'pages-faq': '/pages/faq',
  'pages-pricing': '/pages/pricing',
  'pages-help-center': '/pages/help-center',
  'pages-help-center-article': '/pages/help-center/article/:slug',
  'pages-misc-coming-soon': '/pages/misc/coming-soon',
  'pages-misc-under-maintenance': '/pages/misc/under-maintenance',
  'pages-authentication-login-v1': '/pages/authentication/login-v1',
  'pages-authentication-login-v2': '/pages/authentication/login-v2',
  'pages-authentication-register-v1': '/pages/authentication/register-v1',
  'pages-authentication-register-v2': '/pages/authentication/register-v2',
  'pages-authentication-forgot-password-v1': '/pages/authentication/forgot-password-v1',
  'pages-authentication-forgot-password-v2': '/pages/authentication/forgot-password-v2',
  'pages-authentication-reset-password-v1': '/pages/authentication/reset-password-v1',
  'pages-authentication-reset-password-v2': '/pages/authentication/reset-password-v2',
  'pages-authentication-verify-email-v1': '/pages/authentication/verify-email-v1',
  'pages-authentication-verify-email-v2': '/pages/authentication/verify-email-v2',
  'pages-authentication-two-steps-v1': '/pages/authentication/two-steps-v1',
  'pages-authentication-two-steps-v2': '/pages/authentication/two-steps-v2',
  'pages-authentication-register-multi-steps': '/pages/authentication/register-multi-steps',
  'wizard-examples-checkout': '/wizard-examples/checkout',
  'wizard-examples-create-deal': '/wizard-examples/create-deal',
  'wizard-examples-property-listing': '/wizard-examples/property-listing',
  'tables-data-table': '/tables/data-table',
  'tables-simple-table': '/tables/simple-table',
  'forms-elements': '/forms/elements',
  'forms-layouts': '/forms/layouts',
  charts: '/charts',
  'extensions-swiper': '/extensions/swiper',
  'extensions-tour': '/extensions/tour',
} as const;

export type RouteName = keyof typeof routes;

/**
 * Addresses the product answered before, and the route each now lives at: the server, the static hosts' rule
 * files and the router redirect them permanently (docs/decisions.md, "Former addresses").
 */
export const formerAddresses: Readonly<Record<string, RouteName>> = {
  '/apps/academy/dashboard': 'dashboards-academy',
};

export const isRouteName = (v: string): v is RouteName => v in routes;

/** Fills `:param` segments: href('apps-user-view', { id: 3 }) -> /apps/user/view/3 */
export function href(name: RouteName, params: Record<string, string | number> = {}): string {
  return routes[name].replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key] ?? '')));
}
