import { tokenFor } from '@/backend/auth/accounts';
import { apiOrigin } from '@/mocks/test-client';
import type { SearchGroup } from '@/features/search/api/types';
import { searchData } from './search-data';

const admin = tokenFor(1);
const client = tokenFor(2);

/** GET /api/app-bar/search as the app calls it: the reader's language and the user's token. */
async function search(q: string | null, { lang = 'en', token = admin as string | null } = {}) {
  const url = new URL('/api/app-bar/search', apiOrigin);
  if (q !== null) url.searchParams.set('q', q);
  const headers: Record<string, string> = { 'Accept-Language': lang };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(url, { headers });
  return { status: res.status, body: (await res.json()) as SearchGroup[] };
}

const titles = (body: SearchGroup[]) => body.flatMap((g) => g.children.map((c) => c.title));
const urls = (body: SearchGroup[]) => body.flatMap((g) => g.children.map((c) => c.url));

describe('GET /api/app-bar/search', () => {
  it('answers categories of {title, category, children[{title, url}]}, at most 5 children each', async () => {
    const { status, body } = await search(null);
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    for (const group of body) {
      expect(Object.keys(group).sort()).toEqual(['category', 'children', 'title']);
      expect(group.children.length).toBeGreaterThan(0);
      expect(group.children.length).toBeLessThanOrEqual(5);
      for (const child of group.children) expect(Object.keys(child).sort()).toEqual(['title', 'url']);
    }
    // The sample has a category with more than 5 items, so the cap really cuts.
    expect(searchData.some((g) => g.children.length > 5)).toBe(true);
  });

  it('matches titles case-insensitively and drops categories without a match', async () => {
    const lower = await search('dashboard');
    const upper = await search('DASHBOARD');
    expect(upper.body).toEqual(lower.body);
    expect((await search('analytics')).body).toEqual([
      { title: 'Dashboards', category: 'dashboards', children: [{ title: 'Analytics', url: 'dashboards-analytics' }] },
    ]);
    expect((await search('zzzz-no-such-page')).body).toEqual([]);
  });

  it("matches and answers titles in the reader's language, ignoring accents", async () => {
    const invoices = await search('factur', { lang: 'fr' });
    expect(titles(invoices.body)).toEqual(['Liste des factures', 'Ajouter une facture']);
    expect(invoices.body[0]?.title).toBe('Applications et pages');
    expect(titles((await search('utilisateur', { lang: 'fr' })).body)).toContain('Liste des utilisateurs');
    // "facture" finds "Factures"; "electronique" finds "électronique"; "parametres" finds "Paramètres".
    expect(titles((await search('FACTURÉ', { lang: 'fr' })).body)).toContain('Liste des factures');
    expect(titles((await search('parametres', { lang: 'fr' })).body)).toContain('Paramètres du compte');
    expect(titles((await search('الفواتير', { lang: 'ar' })).body)).toEqual(['قائمة الفواتير']);
    // French is the default; English words do not match French titles.
    expect(titles((await search('factur', { lang: '' })).body)).toContain('Liste des factures');
    expect((await search('invoice', { lang: 'fr' })).body).toEqual([]);
    expect(titles((await search('invoice', { lang: 'en-GB,en;q=0.8' })).body)).toEqual(['Invoice List', 'Invoice Add']);
  });

  it('matches the title only, not the route name', async () => {
    expect((await search('apps-')).body).toEqual([]);
  });

  it('returns only pages the user may open', async () => {
    // The client account reads the access-control demo; public pages are open to all.
    expect(urls((await search('', { token: client })).body).sort()).toEqual([
      'access-control',
      'front-pages-help-center',
      'front-pages-landing-page',
    ]);
    expect((await search('factur', { lang: 'fr', token: client })).body).toEqual([]);
    expect(urls((await search('', { token: null })).body).sort()).toEqual([
      'front-pages-help-center',
      'front-pages-landing-page',
    ]);
    expect(urls((await search('', { token: 'not-a-token' })).body).sort()).toEqual([
      'front-pages-help-center',
      'front-pages-landing-page',
    ]);
  });
});
