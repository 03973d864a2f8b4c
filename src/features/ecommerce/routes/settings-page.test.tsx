import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { Component as SettingsPage } from './settings-page';

describe('e-commerce settings', () => {
  it('starts the store in US dollars, the currency of its prices and orders (docs/decisions.md, "Money")', async () => {
    await renderWithProviders(<SettingsPage />, { route: '/apps/ecommerce/settings', language: 'fr' });
    expect(await screen.findByRole('combobox', { name: /Devise/ })).toHaveTextContent('Dollar US (USD)');
  });
});

describe('e-commerce settings, locations', () => {
  it('names the countries in the interface language', async () => {
    await renderWithProviders(<SettingsPage />, { route: '/apps/ecommerce/settings?tab=locations', language: 'fr' });
    const country = await screen.findByRole('combobox', { name: /Pays/ });
    expect(country).toHaveTextContent('Gabon');
    await userEvent.setup().click(country);
    expect(await screen.findByRole('option', { name: 'Cameroun' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Guinée équatoriale' })).toBeInTheDocument();
  });
});

describe('e-commerce settings, saving', () => {
  it('keeps a saved section: it is what the page shows next time', async () => {
    const user = userEvent.setup();
    const first = await renderWithProviders(<SettingsPage />, { route: '/apps/ecommerce/settings', language: 'en' });
    const name = await screen.findByRole('textbox', { name: /^Store name/ });
    await user.clear(name);
    await user.type(name, 'Boutique Okoumé');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Settings saved.')).toBeVisible();
    first.unmount();

    await renderWithProviders(<SettingsPage />, { route: '/apps/ecommerce/settings', language: 'en' });
    expect(await screen.findByRole('textbox', { name: /^Store name/ })).toHaveValue('Boutique Okoumé');
  });
});
