/**
 * Sample account data for the demo (docs/spec.md §7 has no account calls). Dates are offsets from now, so the
 * screens always look current; everything else is fixed.
 */
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

export const recentDevices = [
  {
    id: 1,
    browser: 'Chrome',
    os: 'Windows 11',
    device: 'HP Spectre x360',
    city: 'Libreville',
    country: 'GA',
    at: hoursAgo(0.2),
    current: true,
  },
  { id: 2, browser: 'Safari', os: 'iOS 18', device: 'iPhone 15', city: 'Libreville', country: 'GA', at: hoursAgo(5) },
  {
    id: 3,
    browser: 'Firefox',
    os: 'Ubuntu 24.04',
    device: 'Dell XPS 13',
    city: 'Douala',
    country: 'CM',
    at: hoursAgo(27),
  },
  {
    id: 4,
    browser: 'Chrome',
    os: 'Android 15',
    device: 'Samsung Galaxy S24',
    city: 'Brazzaville',
    country: 'CG',
    at: hoursAgo(74),
  },
  {
    id: 5,
    browser: 'Edge',
    os: 'Windows 10',
    device: 'Lenovo ThinkPad T14',
    city: 'Paris',
    country: 'FR',
    at: hoursAgo(190),
  },
];

/** docs/spec.md §6 plans; monthly prices in XAF. */
export const plans = [
  { id: 'basic', price: 0, users: 1 },
  { id: 'team', price: 15_000, users: 10 },
  { id: 'company', price: 45_000, users: 50 },
  { id: 'enterprise', price: 120_000, users: 500 },
] as const;
export type PlanId = (typeof plans)[number]['id'];

export const paymentMethods = [
  { id: 'visa', brand: 'Visa', last4: '4242', expires: '09/28' },
  { id: 'mastercard', brand: 'Mastercard', last4: '5454', expires: '03/27' },
  { id: 'mobile-money', brand: 'Mobile Money', network: 'Airtel Money', last4: '4567', expires: null },
] as const;

const monthsAgo = (m: number) => {
  const d = new Date();
  return new Date(d.getFullYear(), d.getMonth() - m, 1);
};

export const invoices = [
  { id: 'INV-5089', plan: 'team', total: 15_000, issued: monthsAgo(0), status: 'pending' },
  { id: 'INV-5041', plan: 'team', total: 15_000, issued: monthsAgo(1), status: 'paid' },
  { id: 'INV-4987', plan: 'team', total: 15_000, issued: monthsAgo(2), status: 'paid' },
  { id: 'INV-4930', plan: 'team', total: 17_500, issued: monthsAgo(3), status: 'paid' },
  { id: 'INV-4872', plan: 'basic', total: 0, issued: monthsAgo(4), status: 'paid' },
  { id: 'INV-4815', plan: 'basic', total: 2_500, issued: monthsAgo(5), status: 'overdue' },
] as const;

export const notificationTypes = ['newForYou', 'accountActivity', 'newBrowserSignIn', 'newDeviceLinked'] as const;
export const notificationChannels = ['email', 'browser', 'app'] as const;

export const connectedAccounts = [
  { id: 'google', name: 'Google', connected: true },
  { id: 'slack', name: 'Slack', connected: false },
  { id: 'github', name: 'GitHub', connected: true },
  { id: 'mailchimp', name: 'Mailchimp', connected: true },
  { id: 'asana', name: 'Asana', connected: false },
] as const;

export const socialAccounts = [
  { id: 'facebook', name: 'Facebook', handle: null },
  { id: 'x', name: 'X', handle: '@okoume_digital' },
  { id: 'linkedin', name: 'LinkedIn', handle: 'okoume-digital' },
  { id: 'instagram', name: 'Instagram', handle: null },
  { id: 'youtube', name: 'YouTube', handle: null },
] as const;
