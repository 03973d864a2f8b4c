import type academy from '@/locales/fr/academy.json';
import type accountSettings from '@/locales/fr/account-settings.json';
import type authPages from '@/locales/fr/auth-pages.json';
import type audit from '@/locales/fr/audit.json';
import type chat from '@/locales/fr/chat.json';
import type analytics from '@/locales/fr/analytics.json';
import type charts from '@/locales/fr/charts.json';
import type crm from '@/locales/fr/crm.json';
import type common from '@/locales/fr/common.json';
import type contactMessages from '@/locales/fr/contact-messages.json';
import type dataTable from '@/locales/fr/data-table.json';
import type email from '@/locales/fr/email.json';
import type ecommerce from '@/locales/fr/ecommerce.json';
import type extensions from '@/locales/fr/extensions.json';
import type faq from '@/locales/fr/faq.json';
import type forms from '@/locales/fr/forms.json';
import type helpCenter from '@/locales/fr/help-center.json';
import type invoices from '@/locales/fr/invoices.json';
import type logistics from '@/locales/fr/logistics.json';
import type marketing from '@/locales/fr/marketing.json';
import type misc from '@/locales/fr/misc.json';
import type pricing from '@/locales/fr/pricing.json';
import type profile from '@/locales/fr/profile.json';
import type roles from '@/locales/fr/roles.json';
import type tables from '@/locales/fr/tables.json';
import type twoStep from '@/locales/fr/two-step.json';
import type users from '@/locales/fr/users.json';
import type wizards from '@/locales/fr/wizards.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      academy: typeof academy;
      'account-settings': typeof accountSettings;
      analytics: typeof analytics;
      crm: typeof crm;
      logistics: typeof logistics;
      audit: typeof audit;
      charts: typeof charts;
      'auth-pages': typeof authPages;
      chat: typeof chat;
      common: typeof common;
      'contact-messages': typeof contactMessages;
      'data-table': typeof dataTable;
      ecommerce: typeof ecommerce;
      email: typeof email;
      extensions: typeof extensions;
      faq: typeof faq;
      forms: typeof forms;
      'help-center': typeof helpCenter;
      invoices: typeof invoices;
      marketing: typeof marketing;
      misc: typeof misc;
      pricing: typeof pricing;
      profile: typeof profile;
      roles: typeof roles;
      tables: typeof tables;
      'two-step': typeof twoStep;
      users: typeof users;
      wizards: typeof wizards;
    };
  }
}
