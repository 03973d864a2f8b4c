export const accountTabs = ['account', 'security', 'billing-plans', 'notifications', 'connections'] as const;
export type AccountTab = (typeof accountTabs)[number];

export const isAccountTab = (v: string | undefined): v is AccountTab => accountTabs.some((t) => t === v);

/** Camel-case key of a tab in the account-settings strings (`tabs.billingPlans`). */
export const tabKey = (tab: AccountTab) =>
  tab.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()) as
    'account' | 'security' | 'billingPlans' | 'notifications' | 'connections';
