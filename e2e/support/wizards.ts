import { expect, type Page } from '@playwright/test';

/**
 * The three wizard journeys (docs/api.md, "Wizards"), in French, shared by the static demo's spec and the
 * server mode's: fill every step, go back and find what was typed, submit, read the saved record's number.
 */
const next = (page: Page) => page.getByRole('button', { name: 'Suivant' }).click();
const back = (page: Page) => page.getByRole('button', { name: 'Précédent' }).click();
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

/** The step shown is `name`, its heading has the focus, and the address names it. */
async function onStep(page: Page, id: string, name: string) {
  await expect(page).toHaveURL(new RegExp(`[?&]step=${id}(&|$)`));
  await expect(stepHeading(page, name)).toBeFocused();
}

async function fillCard(page: Page) {
  await page.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
  await page.getByLabel('Code de sécurité').fill('123');
}

export async function checkoutJourney(page: Page): Promise<string> {
  await page.goto('/wizard-examples/checkout');
  const cart = page.getByRole('list', { name: 'Articles du panier' });
  await expect(cart.getByRole('listitem')).toHaveCount(3);
  const first = cart.getByRole('listitem').first();
  const name = (await first.getAttribute('aria-label')) ?? '';
  await first.getByRole('button', { name: `Ajouter un ${name}` }).click();
  await expect(first.getByRole('status', { name: `Quantité de ${name}` })).toHaveText('2');
  await next(page);

  await onStep(page, 'address', 'Adresse');
  await next(page);
  await expect(page.getByText('Ce champ est obligatoire').first()).toBeVisible();
  await expect(page).toHaveURL(/step=address/);
  await page.getByLabel('Nom complet').fill('Awa Ndong');
  await page.getByLabel('Téléphone').fill('+241 06 12 34 56');
  await page.getByLabel('Adresse', { exact: true }).fill('Boulevard Triomphal');
  await page.getByLabel('Ville').fill('Libreville');
  await page.getByRole('radio', { name: /Express/ }).check();
  await next(page);

  await onStep(page, 'payment', 'Paiement');
  await page.getByLabel('Nom sur la carte').fill('Awa Ndong');
  await fillCard(page);
  await page.getByLabel('Expiration').fill('12/39');
  await next(page);

  await onStep(page, 'review', 'Confirmation');
  await expect(page.getByRole('region', { name: 'Adresse' })).toContainText('Awa Ndong');
  await expect(page.getByRole('region', { name: 'Paiement' })).toContainText('4242');
  await back(page);
  await onStep(page, 'payment', 'Paiement');
  await expect(page.getByLabel('Nom sur la carte')).toHaveValue('Awa Ndong');
  await page
    .getByRole('navigation', { name: 'Étapes' })
    .getByRole('button', { name: /Adresse/ })
    .click();
  await onStep(page, 'address', 'Adresse');
  await expect(page.getByLabel('Ville')).toHaveValue('Libreville');
  await expect(page.getByRole('radio', { name: /Express/ })).toBeChecked();

  // A reload keeps the draft but not the card's number and code: the address falls back to the payment step.
  await page.goto('/wizard-examples/checkout?step=review');
  await expect(page).toHaveURL(/step=payment/);
  await expect(page.getByLabel('Nom sur la carte')).toHaveValue('Awa Ndong');
  await expect(page.getByLabel('Numéro de carte')).toHaveValue('');
  await fillCard(page);
  await next(page);
  await onStep(page, 'review', 'Confirmation');
  await expect(page.getByRole('region', { name: 'Panier' })).toContainText('× 2');
  await page.getByRole('button', { name: 'Passer la commande' }).click();

  const done = page.getByRole('heading', { name: 'Merci, votre commande est enregistrée' });
  await expect(done).toBeFocused();
  await expect(page).toHaveURL(/step=done/);
  const number = page.getByText(/^CMD-\d{4}$/);
  await expect(number).toBeVisible();
  return (await number.textContent()) ?? '';
}

export async function dealJourney(page: Page): Promise<string> {
  await page.goto('/wizard-examples/create-deal?step=review');
  // Nothing filled yet: the address opens the first step that needs it.
  await expect(page).toHaveURL(/step=type/);
  await page.getByRole('radio', { name: /Montant fixe/ }).check();
  await page.getByLabel('Montant de la remise').fill('5000');
  await next(page);
  await onStep(page, 'details', 'Détails');
  await page.getByLabel("Nom de l'offre").fill('Rentrée scolaire');
  await page.getByLabel('Code promo').fill('RENTREE-5000');
  await next(page);
  await onStep(page, 'usage', 'Utilisation');
  await page
    .getByLabel('Nombre d’utilisations maximal')
    .or(page.getByLabel("Nombre d'utilisations maximal"))
    .fill('250');
  await next(page);
  await onStep(page, 'review', 'Validation');
  await page.getByRole('button', { name: "Créer l'offre" }).click();
  await expect(page.getByText("Confirmez les détails de l'offre")).toBeVisible();
  await back(page);
  await back(page);
  await onStep(page, 'details', 'Détails');
  await expect(page.getByLabel("Nom de l'offre")).toHaveValue('Rentrée scolaire');
  await page
    .getByRole('navigation', { name: 'Étapes' })
    .getByRole('button', { name: /Validation/ })
    .click();
  await expect(page.getByRole('region', { name: "Type d'offre" })).toContainText(/5\s000\sFCFA/);
  await page.getByRole('checkbox', { name: 'Je confirme les détails de cette offre' }).check();
  await page.getByRole('button', { name: "Créer l'offre" }).click();
  await expect(page.getByRole('heading', { name: 'Offre créée' })).toBeFocused();
  const number = page.getByText(/^DEAL-\d{4}$/);
  await expect(number).toBeVisible();
  return (await number.textContent()) ?? '';
}

export async function propertyJourney(page: Page): Promise<string> {
  await page.goto('/wizard-examples/property-listing');
  await page.getByLabel('Prénom').fill('Paul');
  await page.getByLabel('Nom', { exact: true }).fill('Mba');
  await page.getByLabel('E-mail').fill('paul.mba@example.com');
  await page.getByLabel('Téléphone').fill('+241 07 65 43 21');
  await next(page);
  await onStep(page, 'property', 'Bien');
  await page.getByRole('radio', { name: 'Appartement' }).check();
  await page.getByRole('radio', { name: /Location/ }).check();
  await page.getByLabel('Adresse').fill('Quartier Louis');
  await page.getByLabel('Ville').fill('Libreville');
  await next(page);
  await onStep(page, 'features', 'Caractéristiques');
  await page.getByLabel('Surface').fill('120');
  await page.getByLabel('Chambres').fill('3');
  await page.getByRole('checkbox', { name: 'Parking' }).check();
  await next(page);
  await onStep(page, 'price', 'Prix');
  await page.getByLabel('Loyer mensuel').fill('650000');
  await next(page);
  await onStep(page, 'review', 'Validation');
  await expect(page.getByRole('region', { name: 'Caractéristiques' })).toContainText('Parking');
  await back(page);
  await back(page);
  await onStep(page, 'features', 'Caractéristiques');
  await expect(page.getByLabel('Surface')).toHaveValue('120');
  await expect(page.getByRole('checkbox', { name: 'Parking' })).toBeChecked();
  await page.goBack();
  await onStep(page, 'price', 'Prix');
  await expect(page.getByLabel('Loyer mensuel')).toHaveValue('650000');
  await next(page);
  await page.getByRole('button', { name: "Publier l'annonce" }).click();
  await expect(page.getByRole('heading', { name: 'Annonce publiée' })).toBeFocused();
  const number = page.getByText(/^PROP-\d{4}$/);
  await expect(number).toBeVisible();
  return (await number.textContent()) ?? '';
}
