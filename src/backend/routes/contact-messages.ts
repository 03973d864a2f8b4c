import { Hono } from 'hono';
import { contactMessageList } from '@/features/contact-messages/api/lists';
import { contactMessagePatchSchema } from '@/features/contact-messages/api/types';
import { can } from '../auth/access';
import { type ApiEnv, badRequest, listQuery, notFound, validBody } from '../env';

const missing = 'Message not found';

/** docs/api.md, "Contact": the back office's inbox of the messages `POST /api/contact` keeps. */
export const contactMessagesRoutes = new Hono<ApiEnv>()
  .get('/', can('read', 'ContactMessage'), async (c) =>
    c.json(await c.var.store.contactMessages.list(listQuery(contactMessageList, c))),
  )
  .get('/:id', can('read', 'ContactMessage'), async (c) => {
    const message = await c.var.store.contactMessages.get(c.req.param('id'));
    return message ? c.json(message) : notFound(c, missing);
  })
  .patch('/:id', can('update', 'ContactMessage'), async (c) => {
    const { value, errors } = await validBody(c, contactMessagePatchSchema);
    if (errors) return badRequest(c, errors);
    const message = await c.var.store.contactMessages.setHandled(c.req.param('id'), value.handled);
    return message ? c.json(message) : notFound(c, missing);
  })
  .delete('/:id', can('delete', 'ContactMessage'), async (c) =>
    c.body(null, (await c.var.store.contactMessages.remove(c.req.param('id'))) ? 204 : 404),
  );
