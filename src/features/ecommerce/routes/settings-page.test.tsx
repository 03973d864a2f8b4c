import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { Component as SettingsPage } from './settings-page';

describe('e-commerce settings', () => {
  it('starts the store in US dollars, the currency of its prices and orders (docs/decisions.md, "Money")', async () => {
    await renderWithProviders(<SettingsPage />, { route: '/apps/ecommerce/settings', language: 'fr' });
    expect(await screen.findByRole('combobox', { name: /Devise/ })).toHaveTextContent('Dollar US (USD)');
  });
});
