import type academy from '@/locales/fr/academy.json';
import type accountSettings from '@/locales/fr/account-settings.json';
import type audit from '@/locales/fr/audit.json';
import type analytics from '@/locales/fr/analytics.json';
import type crm from '@/locales/fr/crm.json';
import type common from '@/locales/fr/common.json';
import type contactMessages from '@/locales/fr/contact-messages.json';
import type dataTable from '@/locales/fr/data-table.json';
import type ecommerce from '@/locales/fr/ecommerce.json';
import type extensions from '@/locales/fr/extensions.json';
import type faq from '@/locales/fr/faq.json';
import type helpCenter from '@/locales/fr/help-center.json';
import type invoices from '@/locales/fr/invoices.json';
import type marketing from '@/locales/fr/marketing.json';
import type pricing from '@/locales/fr/pricing.json';
import type profile from '@/locales/fr/profile.json';
import type roles from '@/locales/fr/roles.json';
import type tables from '@/locales/fr/tables.json';
import type users from '@/locales/fr/users.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      academy: typeof academy;
      'account-settings': typeof accountSettings;
      analytics: typeof analytics;
      crm: typeof crm;
      audit: typeof audit;
      common: typeof common;
      'contact-messages': typeof contactMessages;
      'data-table': typeof dataTable;
      ecommerce: typeof ecommerce;
      extensions: typeof extensions;
      faq: typeof faq;
      'help-center': typeof helpCenter;
      invoices: typeof invoices;
      marketing: typeof marketing;
      pricing: typeof pricing;
      profile: typeof profile;
      roles: typeof roles;
      tables: typeof tables;
      users: typeof users;
    };
  }
}
