import { Hono } from 'hono';
import { localiseConnections } from '@/backend/data/profile/localise-profile';
import { profileHeaderIn, profileSample, profileTabIn } from '@/backend/data/profile/profile-tabs';
import { can } from '../auth/access';
import { type ApiContext, type ApiEnv, idParam, languageOf } from '../env';
import { refuse } from '../messages';
import { connectionLink, ownerLink, withLinks } from '../profile/profile-links';

/** The guard lets only a signed-in user through, so there is always one. */
const accountOf = (c: ApiContext) => c.var.user?.id ?? 0;

/** The profile's sample as the signed-in user sees it: their connections applied. */
const sampleOf = async (c: ApiContext) => withLinks(profileSample(), await c.var.store.profileLinks.of(accountOf(c)));

/** docs/spec.md §7 answers "profileHeader": the object itself, and the same under that name. */
const headerAnswer = async (c: ApiContext) => {
  const header = profileHeaderIn(languageOf(c), await sampleOf(c));
  return c.json({ ...header, profileHeader: header });
};

/** The header's button: connects the signed-in user with the profile's person, or leaves them. */
const setOwner = (connected: boolean) => async (c: ApiContext) => {
  await c.var.store.profileLinks.set(accountOf(c), ownerLink, connected);
  return headerAnswer(c);
};

/** A card's button on the Connections tab; answers that connection as the tab now shows it. */
const setConnection = (connected: boolean) => async (c: ApiContext) => {
  const id = idParam(c);
  if (!profileSample().connections.some((person) => person.id === id)) return refuse(c, 404, 'connectionNotFound');
  await c.var.store.profileLinks.set(accountOf(c), connectionLink(id), connected);
  const person = (await sampleOf(c)).connections.filter((p) => p.id === id);
  return c.json(localiseConnections(person, languageOf(c))[0]);
};

/** docs/api.md, "Pages": the user profile, read and connected with per signed-in user. */
export const profileRoutes = new Hono<ApiEnv>()
  .get('/', can('read', 'Page'), async (c) => {
    const data = profileTabIn(c.req.query('tab') || 'profile', languageOf(c), await sampleOf(c));
    return data === undefined ? refuse(c, 404, 'unknownTab') : c.json(data);
  })
  .get('/header', can('read', 'Page'), headerAnswer)
  .put('/connection', can('update', 'Page'), setOwner(true))
  .delete('/connection', can('update', 'Page'), setOwner(false))
  .put('/connections/:id', can('update', 'Page'), setConnection(true))
  .delete('/connections/:id', can('update', 'Page'), setConnection(false));
