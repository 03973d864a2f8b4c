import { authHandlers } from '@/features/auth/mocks/handlers';
import { searchHandlers } from '@/features/search/mocks/handlers';
import { ecommerceHandlers } from '@/features/ecommerce/mocks/handlers';
import { contactHandlers } from '@/features/marketing/contact/mocks/handlers';
import { usersHandlers } from '@/features/users/mocks/handlers';
import { permissionsHandlers } from '@/features/permissions/mocks/handlers';
import { academyHandlers } from '@/features/academy/mocks/handlers';
import { analyticsHandlers } from '@/features/analytics/mocks/handlers';
import { datatableHandlers } from '@/features/datatable/mocks/handlers';
import { faqHandlers } from '@/features/faq/mocks/handlers';
import { helpCenterHandlers } from '@/features/help-center/mocks/handlers';
import { profileHandlers } from '@/features/profile/mocks/handlers';

/** Every feature's handlers; the browser worker, Vitest and Playwright share this list. */
export const handlers = [
  ...authHandlers,
  ...searchHandlers,
  ...ecommerceHandlers,
  ...contactHandlers,
  ...usersHandlers,
  ...permissionsHandlers,
  ...academyHandlers,
  ...analyticsHandlers,
  ...datatableHandlers,
  ...faqHandlers,
  ...helpCenterHandlers,
  ...profileHandlers,
];
