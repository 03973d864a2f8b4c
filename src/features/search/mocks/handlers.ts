import { http, HttpResponse } from 'msw';
import { safe } from '@/mocks/utils';
import { searchData } from './search-data';
import { searchGroups } from './search';

export const searchHandlers = [
  http.get(
    '*/api/app-bar/search',
    safe(({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      return HttpResponse.json(searchGroups(searchData, q));
    }),
  ),
];
