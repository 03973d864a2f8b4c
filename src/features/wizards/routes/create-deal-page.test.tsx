import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetDb } from '@/mocks/db';
import { focusMovesTo } from '@/test/focus';
import { renderWithProviders } from '@/test/render-with-providers';
import { Component as CreateDealPage } from './create-deal-page';

const path = '/wizard-examples/create-deal';
const location = () => screen.getByTestId('location').textContent;
const steps = () => screen.getByRole('navigation', { name: 'Steps' });

beforeEach(() => {
  resetDb();
  sessionStorage.clear();
});

async function fillTypeAndDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Discount'), '20');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await focusMovesTo({ level: 2, name: 'Details' });
  await user.type(screen.getByLabelText('Deal name'), 'Back to school');
  await user.type(screen.getByLabelText('Promo code'), 'school-20');
}

describe('create deal wizard', () => {
  it(
    'gates each step on its fields, puts the step in the URL and focuses its heading',
    { timeout: 90_000 },
    async () => {
      const user = userEvent.setup();
      await renderWithProviders(<CreateDealPage />, { route: path, path });
      expect(await screen.findByRole('heading', { level: 2, name: 'Deal type' })).toBeInTheDocument();
      // Later steps are not buttons yet.
      expect(within(steps()).queryByRole('button')).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByText('This field is required')).toBeInTheDocument();
      expect(location()).toBe(path);

      await fillTypeAndDetails(user);
      expect(location()).toBe(`${path}?step=details`);
      expect(screen.getByText('Step 2 of 4: Details')).toHaveAttribute('role', 'status');
      // The passed step is now a button.
      expect(within(steps()).getByRole('button', { name: /Deal type/ })).toBeInTheDocument();
    },
  );

  it('keeps the data when going back, and across a new mount (the tab’s draft)', { timeout: 90_000 }, async () => {
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<CreateDealPage />, {
      route: path,
      path,
      routes: [{ path: '/elsewhere', element: <p>elsewhere</p> }],
    });
    await screen.findByRole('heading', { level: 2, name: 'Deal type' });
    await fillTypeAndDetails(user);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await focusMovesTo({ level: 2, name: 'Deal type' });
    expect(screen.getByLabelText('Discount')).toHaveValue('20');
    await user.click(within(steps()).getByRole('button', { name: /Details/ }));
    expect(await screen.findByLabelText('Deal name')).toHaveValue('Back to school');

    // Leaving and coming back (the page mounts again from the tab's draft) on a step not reachable yet opens
    // the first step still to fill.
    await user.clear(screen.getByLabelText('Deal name'));
    await router.navigate('/elsewhere');
    await screen.findByText('elsewhere');
    await router.navigate(`${path}?step=review`);
    await waitFor(() => expect(location()).toBe(`${path}?step=details`));
    expect(await screen.findByLabelText('Deal name')).toHaveValue('');
    expect(screen.getByLabelText('Promo code')).toHaveValue('school-20');
    await user.click(within(steps()).getByRole('button', { name: /Deal type/ }));
    expect(await screen.findByLabelText('Discount')).toHaveValue('20');
  });

  it('sends the deal to the API and shows the saved number', { timeout: 90_000 }, async () => {
    const user = userEvent.setup();
    await renderWithProviders(<CreateDealPage />, { route: path, path });
    await screen.findByRole('heading', { level: 2, name: 'Deal type' });
    await fillTypeAndDetails(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Usage' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const review = await screen.findByRole('region', { name: 'Details' });
    expect(review).toHaveTextContent('SCHOOL-20');
    await user.click(screen.getByRole('button', { name: 'Create deal' }));
    expect(await screen.findByText("Confirm the deal's details")).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: "I confirm this deal's details" }));
    await user.click(screen.getByRole('button', { name: 'Create deal' }));
    await focusMovesTo({ name: 'Deal created' });
    expect(screen.getByText('DEAL-0001')).toBeInTheDocument();
    expect(location()).toBe(`${path}?step=done`);
  });
});
