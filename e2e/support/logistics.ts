import { expect, type Page } from '@playwright/test';

/**
 * The logistics dashboard's journey, signed in as the administrator, in French: the widgets from the API, the
 * orders' tabs, the fleet's list and map pointing out the same vehicle, and the vehicles' search in the URL.
 */
export async function logisticsJourney(page: Page) {
  await page.goto('/dashboards/analytics');
  await page.getByRole('link', { name: 'Logistique' }).click();
  await expect(page).toHaveURL(/\/dashboards\/logistics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Logistique' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Aperçu des véhicules' })).toContainText('En route');
  await expect(page.getByText('42 véhicules dans la flotte')).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Statistiques d’expédition' }).locator('svg').first()).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Incidents de livraison' })).toContainText('114');
  await expect(page.getByRole('list', { name: 'Performance de livraison' })).toContainText('Colis livrés');

  await expect(page.getByRole('region', { name: 'Commande LGX-20418' })).toContainText('Scierie du Komo');
  await page.getByRole('tab', { name: 'En préparation' }).click();
  await expect(page.getByRole('region', { name: 'Commande LGX-20397' })).toContainText('Ciments de Franceville');

  const list = page.getByRole('list', { name: 'Véhicules sur la route' });
  const map = page.getByRole('group', { name: 'Carte des itinéraires et des véhicules' });
  const third = list.getByRole('button').nth(2);
  await third.click();
  const thirdName = (await third.getAttribute('aria-label'))!;
  await expect(map.getByRole('button', { name: thirdName, exact: true })).toHaveAttribute('aria-pressed', 'true');
  const marker = map.getByRole('button').nth(5);
  await marker.click();
  const markerName = (await marker.getAttribute('aria-label'))!;
  await expect(list.getByRole('button', { name: markerName, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(third).toHaveAttribute('aria-pressed', 'false');

  // The map's choice is found in the table: its plate becomes the table's search, in the URL.
  const plate = markerName.split(',')[0]!;
  const table = page.getByRole('table', { name: 'Véhicules' });
  const rows = table.locator('tbody tr');
  const search = page.getByLabel('Chercher une plaque ou une ville');
  await expect(search).toHaveValue(plate);
  await expect(page).toHaveURL(new RegExp(`[?&]vehicle=\\d+.*[?&]q=${plate}|[?&]q=${plate}.*[?&]vehicle=\\d+`));
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(plate);
  await expect(rows).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('status').filter({ hasText: `${plate} est indiqué sur la carte` })).toBeAttached();

  // The table's choice is pointed out on the map and its fleet item takes the focus.
  await search.fill('');
  await expect(rows).toHaveCount(10);
  const show = table.getByRole('button', { name: /^Afficher .+ sur la carte$/ }).first();
  const shown = (await show.getAttribute('aria-label'))!.replace(/^Afficher (.+) sur la carte$/, '$1');
  await show.click();
  const item = list.getByRole('button', { name: new RegExp(`^${shown},`) });
  await expect(item).toHaveAttribute('aria-pressed', 'true');
  await expect(item).toBeFocused();
  await expect(map.getByRole('button', { name: new RegExp(`^${shown},`) })).toHaveAttribute('aria-pressed', 'true');
  // Its row is pointed out in the table, and only its row: the highlight follows the choice.
  await expect(rows.filter({ hasText: shown })).toHaveAttribute('aria-current', 'true');
  await expect(table.locator('tbody tr[aria-current]')).toHaveCount(1);

  await search.fill('Oyem');
  await expect(page).toHaveURL(/[?&]q=Oyem/);
  await expect(rows.filter({ hasNotText: 'Oyem' })).toHaveCount(0);
  await expect(page.getByText(/^1–\d sur \d$/)).toBeVisible();
}
