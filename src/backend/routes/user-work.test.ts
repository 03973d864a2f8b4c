import type { UserActivityList, UserProjects } from '@/features/users/api/user-work';
import { call, get, getIn } from '@/mocks/test-client';

const url = '/api/apps/users';

describe('GET /api/apps/users/:id/projects and /activity (docs/api.md, "Users and permissions")', () => {
  it('answers four projects with their progress, in the reader’s language', async () => {
    const fr = await getIn<UserProjects>('fr', `${url}/3/projects`);
    const en = await getIn<UserProjects>('en', `${url}/3/projects`);
    expect(fr.status).toBe(200);
    expect(fr.body.projects).toHaveLength(4);
    for (const p of fr.body.projects) {
      expect(p.progress).toBe(Math.round((p.tasksDone / p.tasks) * 100));
      expect(p.tasksDone).toBeLessThanOrEqual(p.tasks);
    }
    expect(fr.body.projects.map((p) => p.progress)).toEqual(en.body.projects.map((p) => p.progress));
    expect(fr.body.projects.map((p) => p.name)).not.toEqual(en.body.projects.map((p) => p.name));
    expect((await get<UserProjects>(`${url}/4/projects`)).body).not.toEqual(fr.body);
  });

  it('answers the last six events, newest first, each naming one of the user’s projects or a sign-in', async () => {
    const { body } = await getIn<UserActivityList>('en', `${url}/3/activity`);
    const names = (await getIn<UserProjects>('en', `${url}/3/projects`)).body.projects.map((p) => p.name);
    expect(body.activity).toHaveLength(6);
    const times = body.activity.map((a) => Date.parse(a.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const a of body.activity) {
      expect(a.kind === 'signedIn' || names.some((n) => a.text.includes(`“${n}”`))).toBe(true);
    }
  });

  it('answers 404 for an unknown user and keeps them from a visitor', async () => {
    expect((await get(`${url}/999/projects`)).status).toBe(404);
    expect((await get(`${url}/abc/activity`)).status).toBe(404);
    expect((await call('GET', `${url}/3/activity`, {}, undefined, 'en', 'visitor')).status).toBe(401);
  });
});
