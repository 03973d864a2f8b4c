import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { session } from '@/lib/auth/session';
import { db } from '@/mocks/db';
import { renderWithProviders } from '@/test/render-with-providers';
import { AuthCardLayout } from '../components/auth-card-layout';
import { LoginScreen } from './login-screen';

/** The client, with two-step sign-in turned on in the API's store. */
function clientWithTwoStep() {
  Object.assign(
    db.accounts.find((a) => a.email === 'client@demo.com')!,
    { twoStepEnabled: true },
  );
}

async function signIn(password = 'client') {
  const user = userEvent.setup();
  await renderWithProviders(<LoginScreen Layout={AuthCardLayout} />, {
    user: null,
    route: '/login?to=/access-control',
    path: '/login',
    routes: [{ path: '/access-control', element: <h1>Access control page</h1> }],
  });
  await user.type(await screen.findByLabelText('E-mail'), 'client@demo.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

const typeCode = async (user: ReturnType<typeof userEvent.setup>, code: string) => {
  await user.click(screen.getByLabelText('Digit 1 of 6'));
  await user.paste(code);
  await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
};

describe('LoginScreen, two-step sign-in', () => {
  it('asks an account with two-step on for the code sent, and signs in only with the right one', async () => {
    clientWithTwoStep();
    const user = await signIn();
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();
    expect(session.isSignedIn()).toBe(false);
    expect(screen.getByText(/A 6-digit code has been sent to client@demo.com/)).toBeInTheDocument();
    const code = (await screen.findByTestId('demo-code')).textContent ?? '';
    expect(code).toMatch(/^\d{6}$/);

    await typeCode(user, String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
    expect(await screen.findByText('Wrong code. Tries left: 4')).toBeInTheDocument();
    expect(session.isSignedIn()).toBe(false);

    await typeCode(user, code);
    expect(await screen.findByRole('heading', { name: 'Access control page' })).toBeInTheDocument();
    expect(session.user()?.email).toBe('client@demo.com');
  });

  it('checks the six boxes before calling, sends a new code, and goes back to the password step', async () => {
    clientWithTwoStep();
    const user = await signIn();
    const first = (await screen.findByTestId('demo-code')).textContent;
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Send a new one/ }));
    await waitFor(() => expect(screen.getByTestId('demo-code').textContent).not.toBe(first));
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('says the step is over when its ticket was used or expired', async () => {
    clientWithTwoStep();
    const user = await signIn();
    const code = (await screen.findByTestId('demo-code')).textContent ?? '';
    for (const ticket of db.authCodes.filter((c) => c.purpose === 'sign-in-ticket')) ticket.used = true;
    await typeCode(user, code);
    const alert = await screen.findByText(/This sign-in step has expired/);
    expect(within(alert.closest('[role="alert"]')!).getByText(/sign in again/)).toBeInTheDocument();
    expect(session.isSignedIn()).toBe(false);
  });

  it('signs an account without two-step in at once, as before', async () => {
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Access control page' })).toBeInTheDocument();
    expect(screen.queryByTestId('demo-code')).toBeNull();
  });
});
