import { http, HttpResponse } from 'msw';
import { mayList } from '@/config/route-access';
import { userForToken } from '@/mocks/accounts';
import { type Action, buildAbility, type Subject } from '@/lib/casl/ability';
import { requestLanguage, safe } from '@/mocks/utils';
import { searchData } from './search-data';
import { searchGroups } from './search';

/** The signed-in user's ability, from the bearer token the app sends; null when signed out. */
function abilityOf(request: Request) {
  const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? null;
  const user = userForToken(token);
  return user ? buildAbility(user.abilityRules) : null;
}

export const searchHandlers = [
  http.get(
    '*/api/app-bar/search',
    safe(({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      const ability = abilityOf(request);
      const can = ability ? (action: Action, subject: Subject) => ability.can(action, subject) : null;
      return HttpResponse.json(searchGroups(searchData, q, requestLanguage(request), (url) => mayList(url, can)));
    }),
  ),
];
