import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { recordWrites } from './audit-trail';
import { sameOriginWrites } from './auth/same-origin';
import { sessionUserOf, tokenOf } from './auth/session';
import type { ApiEnv } from './env';
import type { HostOptions } from './host';
import { authRoutes } from './routes/auth';
import { oneTimeCodeRoutes } from './routes/one-time-codes';
import { twoStepSettingRoutes } from './routes/two-step-setting';
import { twoStepSignInRoutes } from './routes/two-step-sign-in';
import { passwordResetRoutes } from './routes/password-reset';
import { signUpRoutes } from './routes/sign-up';
import { academyRoutes } from './routes/academy';
import { auditRoutes } from './routes/audit';
import { chatRoutes } from './routes/chat';
import { accountRoutes } from './routes/account';
import { customerBookRoutes } from './routes/customer-book';
import { contactMessagesRoutes } from './routes/contact-messages';
import { dashboardsRoutes } from './routes/dashboards';
import { ecommerceRoutes } from './routes/ecommerce';
import { emailRoutes } from './routes/email';
import { invoicesRoutes } from './routes/invoices';
import { notifyMeRoutes } from './routes/notify-me';
import { pagesRoutes } from './routes/pages';
import { profileRoutes } from './routes/profile';
import { permissionsRoutes, rolesRoutes } from './routes/permissions';
import { shellRoutes } from './routes/shell';
import { usersRoutes } from './routes/users';
import { wizardsRoutes } from './routes/wizards';
import { refuse } from './messages';
import type { Store } from './store';

/** The largest request body the API reads (docs/api.md, "Body size"). */
export const maxBodyBytes = 1024 * 1024;

/**
 * The one API definition (docs/server.md): the same routes answer in the browser's service worker over the
 * in-memory store and in the Node server over PostgreSQL. docs/spec.md §8: an unknown /api path answers 404,
 * a route that throws answers 500, a body over 1 MB answers 413 before any route reads it.
 */
export function createApi(store: Store, host: HostOptions = {}) {
  const api = new Hono<ApiEnv>().basePath('/api');
  api.use(async (c, next) => {
    c.set('store', store);
    c.set('host', host);
    await next();
  });
  api.use(sameOriginWrites);
  // Every route then declares what it needs (auth/access.ts), checked against this session's user.
  api.use(async (c, next) => {
    const token = tokenOf(c);
    c.set('token', token);
    c.set('user', await sessionUserOf(c, token));
    await next();
  });
  api.use(recordWrites);
  api.use(
    bodyLimit({
      maxSize: maxBodyBytes,
      onError: (c) => refuse(c, 413, 'tooLarge'),
    }),
  );
  api
    .route('/auth', authRoutes)
    .route('/auth', signUpRoutes)
    .route('/auth', passwordResetRoutes)
    .route('/auth', oneTimeCodeRoutes)
    .route('/auth', twoStepSignInRoutes)
    .route('/auth', twoStepSettingRoutes)
    .route('/', shellRoutes)
    .route('/', pagesRoutes)
    .route('/pages/profile', profileRoutes)
    .route('/apps/ecommerce', ecommerceRoutes)
    .route('/apps/ecommerce', customerBookRoutes)
    .route('/apps/users', usersRoutes)
    .route('/apps/permissions', permissionsRoutes)
    .route('/apps/roles', rolesRoutes)
    .route('/contact/messages', contactMessagesRoutes)
    .route('/apps/invoices', invoicesRoutes)
    .route('/apps/email', emailRoutes)
    .route('/apps/academy', academyRoutes)
    .route('/apps/chat', chatRoutes)
    .route('/account', accountRoutes)
    .route('/audit', auditRoutes)
    .route('/notify-me', notifyMeRoutes)
    .route('/wizards', wizardsRoutes)
    .route('/dashboard', dashboardsRoutes);
  api.notFound((c) => {
    console.warn(`[api] unhandled ${c.req.method} ${new URL(c.req.url).pathname}`);
    return c.json({ message: 'Not Found' }, 404);
  });
  api.onError((error, c) => {
    console.error('[api]', error);
    return c.json({ message: 'Internal Server Error' }, 500);
  });
  return api;
}
