import { Hono } from 'hono';
import { contactMessageList } from '@/features/contact-messages/api/lists';
import { contactMessagePatchSchema } from '@/features/contact-messages/api/types';
import { can } from '../auth/access';
import { type ApiEnv, badRequest, listQuery, validBody } from '../env';
import { refuse } from '../messages';

/** docs/api.md, "Contact": the back office's inbox of the messages `POST /api/contact` keeps. */
export const contactMessagesRoutes = new Hono<ApiEnv>()
  .get('/', can('read', 'ContactMessage'), async (c) =>
    c.json(await c.var.store.contactMessages.list(listQuery(contactMessageList, c))),
  )
  .get('/:id', can('read', 'ContactMessage'), async (c) => {
    const message = await c.var.store.contactMessages.get(c.req.param('id'));
    return message ? c.json(message) : refuse(c, 404, 'messageNotFound');
  })
  .patch('/:id', can('update', 'ContactMessage'), async (c) => {
    const { value, errors } = await validBody(c, contactMessagePatchSchema);
    if (errors) return badRequest(c, errors);
    const message = await c.var.store.contactMessages.setHandled(c.req.param('id'), value.handled);
    return message ? c.json(message) : refuse(c, 404, 'messageNotFound');
  })
  .delete('/:id', can('delete', 'ContactMessage'), async (c) =>
    c.body(null, (await c.var.store.contactMessages.remove(c.req.param('id'))) ? 204 : 404),
  );
