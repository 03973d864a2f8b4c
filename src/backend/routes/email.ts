import { Hono } from 'hono';
import { composeSchema, emailBatchSchema, emailPatchSchema } from '@/features/email/api/email-input';
import { emailList } from '@/features/email/api/lists';
import { localiseEmail, type StoredEmail } from '@/backend/data/email/mailbox';
import { can } from '../auth/access';
import { type ApiContext, type ApiEnv, badRequest, idParam, languageOf, listQuery, validBody } from '../env';
import { refuse } from '../messages';

/** The signed-in user, whose mailbox every call reads (the guard has checked there is one). */
const ownerOf = (c: ApiContext) => {
  const user = c.var.user!;
  return { id: user.id, name: user.fullName, email: user.email };
};

const answer = (c: ApiContext, email: StoredEmail, status: 200 | 201 = 200) =>
  c.json(localiseEmail(email, languageOf(c)), status);

/** docs/api.md, "E-mail": the signed-in user's mailbox (docs/decisions.md, "E-mail: one mailbox per user"). */
export const emailRoutes = new Hono<ApiEnv>()
  .get('/', can('read', 'Email'), async (c) =>
    c.json(await c.var.store.emails.list(ownerOf(c).id, listQuery(emailList, c), languageOf(c))),
  )
  .get('/:id', can('read', 'Email'), async (c) => {
    const email = await c.var.store.emails.get(ownerOf(c).id, idParam(c));
    if (!email) return refuse(c, 404, 'messageNotFound');
    const language = languageOf(c);
    const thread = (await c.var.store.emails.thread(email)).map((e) => localiseEmail(e, language));
    return c.json({ ...localiseEmail(email, language), thread });
  })
  .post('/', can('create', 'Email'), async (c) => {
    const { value, errors } = await validBody(c, composeSchema);
    if (errors) return badRequest(c, errors);
    return answer(c, await c.var.store.emails.write(value, ownerOf(c), new Date()), 201);
  })
  .post('/batch', can('update', 'Email'), async (c) => {
    const { value, errors } = await validBody(c, emailBatchSchema);
    if (errors) return badRequest(c, errors);
    return c.json({ ids: await c.var.store.emails.batch(ownerOf(c).id, value) });
  })
  .patch('/:id', can('update', 'Email'), async (c) => {
    const { value, errors } = await validBody(c, emailPatchSchema);
    if (errors) return badRequest(c, errors);
    const email = await c.var.store.emails.update(ownerOf(c).id, idParam(c), value);
    return email ? answer(c, email) : refuse(c, 404, 'messageNotFound');
  })
  .delete('/:id', can('delete', 'Email'), async (c) => {
    const owner = ownerOf(c).id;
    const email = await c.var.store.emails.get(owner, idParam(c));
    if (!email) return c.body(null, 404);
    if (email.folder !== 'trash') return refuse(c, 409, 'onlyFromTrash');
    await c.var.store.emails.remove(owner, email.id);
    return c.body(null, 204);
  });
