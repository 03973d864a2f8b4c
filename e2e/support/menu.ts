import { expect, type Locator } from '@playwright/test';

/**
 * Opens a group of the main menu and waits until it has unfolded: a click on one of its entries while it still
 * grows can land on the entry below it, which moves down with it.
 */
export async function openMenuGroup(menu: Locator, name: string) {
  await menu.getByRole('button', { name, exact: true }).click();
  await expect(menu.locator('.MuiCollapse-root:not(.MuiCollapse-entered):not(.MuiCollapse-hidden)')).toHaveCount(0);
}
