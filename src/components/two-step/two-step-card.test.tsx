import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@/test/render-with-providers';
import { TwoStepCard } from './two-step-card';

const admin = () => db.accounts.find((a) => a.email === 'admin@demo.com')!;

describe('TwoStepCard', () => {
  it('turns two-step sign-in on only with the code sent to the account', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<TwoStepCard />);
    expect(await screen.findByText('Two-step sign-in is off.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm with a code' });
    expect(within(dialog).getByText(/We send a 6-digit code to admin@demo.com/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send the code' }));
    const code = (await within(dialog).findByTestId('demo-code')).textContent ?? '';

    await user.click(within(dialog).getByLabelText('Digit 1 of 6'));
    await user.paste(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByText('Wrong code. Tries left: 4')).toBeInTheDocument();
    expect(admin().twoStepEnabled).toBe(false);

    await user.click(within(dialog).getByLabelText('Digit 1 of 6'));
    await user.paste(code);
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(/Two-step sign-in is on: each sign-in asks for a code/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(admin().twoStepEnabled).toBe(true);
  });

  it('turns it off only with the account’s password, keeping what was typed on a refusal', async () => {
    admin().twoStepEnabled = true;
    // The API's refusal of a wrong password is held by the route tests; here, what the dialog does with it.
    server.use(
      http.post(
        '*/api/auth/two-steps/disable',
        () => HttpResponse.json({ errors: { password: ['auth-pages:twoSteps.wrongPassword'] } }, { status: 400 }),
        { once: true },
      ),
    );
    const user = userEvent.setup();
    await renderWithProviders(<TwoStepCard />);
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-step sign-in' });
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText('Enter your password')).toBeInTheDocument();
    const password = within(dialog).getByLabelText(/Password/);
    await user.click(password);
    await user.paste('wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText('Wrong password')).toBeInTheDocument();
    expect(password).toHaveValue('wrong');
    await user.clear(password);
    await user.paste('admin');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-step sign-in is off.')).toBeInTheDocument();
    expect(admin().twoStepEnabled).toBe(false);
  });

  it('says when the setting cannot be read, and reads it again on "Try again"', async () => {
    server.use(http.get('*/api/auth/two-steps', () => HttpResponse.json({}, { status: 500 }), { once: true }));
    const user = userEvent.setup();
    await renderWithProviders(<TwoStepCard />);
    expect(await screen.findByText('The two-step setting could not be read.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Two-step sign-in is off.')).toBeInTheDocument();
  });
});
