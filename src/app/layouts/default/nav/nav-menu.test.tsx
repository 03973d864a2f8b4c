import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { NavMenu } from './nav-menu';

configure({ asyncUtilTimeout: 8000 });

const current = () => screen.getAllByRole('link').filter((l) => l.getAttribute('aria-current') === 'page');

describe('vertical menu', () => {
  it('lights one entry for a page two entries open, the one the user chose', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<NavMenu />, { route: '/dashboards/ecommerce', path: '*' });
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    // Opened by its address: the first entry in menu order (Dashboards › eCommerce).
    await waitFor(() => expect(current()).toHaveLength(1));
    expect(current()[0]).toHaveTextContent('eCommerce');
    expect(current()[0]).not.toHaveTextContent('Dashboard');

    // Chosen from the eCommerce group: that entry, and only that one.
    const ecommerceGroup = within(nav)
      .getAllByRole('button', { name: 'eCommerce' })
      .find((b) => b.getAttribute('aria-expanded') === 'false');
    if (ecommerceGroup) await user.click(ecommerceGroup);
    await user.click(within(nav).getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(current()[0]).toHaveTextContent('Dashboard'));
    expect(current()).toHaveLength(1);
  });

  it('does not pin section labels over the entries scrolling under them', async () => {
    await renderWithProviders(<NavMenu />, { route: '/access-control', path: '*' });
    const label = await screen.findByText('Apps & pages');
    expect(getComputedStyle(label).position).not.toBe('sticky');
  });
});
