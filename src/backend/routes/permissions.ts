import { Hono } from 'hono';
import { permissionList } from '@/features/permissions/api/lists';
import { permissionFormSchema } from '@/features/permissions/api/permission-schema';
import { roleFormSchema } from '@/features/permissions/api/role-schema';
import { permissionNameTaken, roleNameTaken, unknownRoles } from '@/backend/data/permissions/roles';
import { can } from '../auth/access';
import { type ApiContext, type ApiEnv, badRequest, idParam, listQuery, validBody } from '../env';
import { refuse } from '../messages';

/** Every permission, for the name check (the list's query without a page limit). */
const allPermissions = (c: ApiContext) =>
  c.var.store.permissions.list({ q: '', page: 1, itemsPerPage: Number.MAX_SAFE_INTEGER, filters: {} });

const noBody = (found: boolean) => (found ? 204 : 404);

/** docs/api.md, "Users and permissions": the permissions list and its writes. */
export const permissionsRoutes = new Hono<ApiEnv>()
  .get('/', can('read', 'Permission'), async (c) =>
    c.json(await c.var.store.permissions.list(listQuery(permissionList, c))),
  )
  .post('/', can('create', 'Permission'), async (c) => {
    const { value, errors } = await validBody(c, permissionFormSchema);
    if (errors) return badRequest(c, errors);
    const { roles } = await c.var.store.roles.list();
    const all = await allPermissions(c);
    if (permissionNameTaken(all.permissions, value.name)) return badRequest(c, { name: ['form.taken'] });
    if (unknownRoles(roles, value.assignedTo).length) return badRequest(c, { assignedTo: ['form.unknownRole'] });
    return c.json(await c.var.store.permissions.create(value), 201);
  })
  .patch('/:id', can('update', 'Permission'), async (c) => {
    const { value, errors } = await validBody(c, permissionFormSchema);
    if (errors) return badRequest(c, errors);
    const id = idParam(c);
    const { roles } = await c.var.store.roles.list();
    const all = await allPermissions(c);
    if (!all.permissions.some((p) => p.id === id)) return refuse(c, 404, 'permissionNotFound');
    if (permissionNameTaken(all.permissions, value.name, id)) return badRequest(c, { name: ['form.taken'] });
    if (unknownRoles(roles, value.assignedTo).length) return badRequest(c, { assignedTo: ['form.unknownRole'] });
    const permission = await c.var.store.permissions.update(id, value);
    return permission ? c.json(permission) : refuse(c, 404, 'permissionNotFound');
  })
  .delete('/:id', can('delete', 'Permission'), async (c) =>
    c.body(null, noBody(await c.var.store.permissions.remove(idParam(c)))),
  );

/** docs/api.md, "Roles": the roles, their permissions and members, and their writes. */
export const rolesRoutes = new Hono<ApiEnv>()
  .get('/', can('read', 'Permission'), async (c) => c.json(await c.var.store.roles.list()))
  .post('/', can('create', 'Permission'), async (c) => {
    const { value, errors } = await validBody(c, roleFormSchema);
    if (errors) return badRequest(c, errors);
    const { roles } = await c.var.store.roles.list();
    if (roleNameTaken(roles, value.name)) return badRequest(c, { name: ['form.taken'] });
    return c.json(await c.var.store.roles.create(value), 201);
  })
  .patch('/:id', can('update', 'Permission'), async (c) => {
    const { value, errors } = await validBody(c, roleFormSchema);
    if (errors) return badRequest(c, errors);
    const id = idParam(c);
    const { roles } = await c.var.store.roles.list();
    if (!roles.some((r) => r.id === id)) return refuse(c, 404, 'roleNotFound');
    if (roleNameTaken(roles, value.name, id)) return badRequest(c, { name: ['form.taken'] });
    const role = await c.var.store.roles.update(id, value);
    return role ? c.json(role) : refuse(c, 404, 'roleNotFound');
  })
  .delete('/:id', can('delete', 'Permission'), async (c) =>
    c.body(null, noBody(await c.var.store.roles.remove(idParam(c)))),
  );
