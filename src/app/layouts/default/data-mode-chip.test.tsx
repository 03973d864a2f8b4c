import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render-with-providers';
import { DataModeChip } from './data-mode-chip';

describe('DataModeChip', () => {
  afterEach(() => document.head.querySelector('meta[name="okoume-api"]')?.remove());

  it('tells that the static demo keeps changes until a reload', async () => {
    await renderWithProviders(<DataModeChip />, { language: 'fr' });
    expect(
      await screen.findByText("Dans ce navigateur : vos modifications durent jusqu'au rechargement"),
    ).toBeVisible();
  });

  it('tells the server mode saves them, on the pages the server marks', async () => {
    document.head.insertAdjacentHTML('beforeend', '<meta name="okoume-api" content="server" />');
    await renderWithProviders(<DataModeChip />);
    expect(await screen.findByText('Server mode: your changes are saved')).toBeVisible();
  });
});
