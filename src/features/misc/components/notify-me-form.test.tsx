import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetDb } from '@/mocks/db';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@/test/render-with-providers';
import { NotifyMeForm } from './notify-me-form';

beforeEach(() => resetDb());

const field = () => screen.findByRole('textbox', { name: 'E-mail address' }, { timeout: 15_000 });
const submit = () => screen.getByRole('button', { name: 'Notify me' });

describe('notify-me form', () => {
  it('says what is wrong on blur and on submit, with the API’s own rules', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<NotifyMeForm />);
    await user.click(await field());
    await user.tab();
    expect(await screen.findByText('Enter your e-mail address')).toBeInTheDocument();
    await user.type(await field(), 'awa@okoume');
    await user.click(submit());
    expect(await screen.findByText('Enter a valid e-mail address, such as name@example.com')).toBeInTheDocument();
    expect(await field()).toHaveAttribute('aria-invalid', 'true');
  });

  it('signs the address up, then says a second sign-up is already on the list', async () => {
    const user = userEvent.setup();
    const first = await renderWithProviders(<NotifyMeForm />);
    await user.type(await field(), 'Awa@Okoume.ga');
    await user.click(submit());
    expect(await screen.findByText(/^Thank you! We will write to awa@okoume.ga/)).toBeInTheDocument();
    first.unmount();
    await renderWithProviders(<NotifyMeForm />);
    await user.type(await field(), 'awa@okoume.ga');
    await user.click(submit());
    expect(await screen.findByText(/^awa@okoume.ga is already on the list/)).toBeInTheDocument();
  });

  it("shows the server's field error and a 429's message, and keeps the typed address", async () => {
    const user = userEvent.setup();
    server.use(
      http.post(
        '*/api/notify-me',
        () => HttpResponse.json({ errors: { email: ['notify.errors.invalid'] } }, { status: 400 }),
        {
          once: true,
        },
      ),
      http.post('*/api/notify-me', () => HttpResponse.json({ message: 'Too many sign-ups' }, { status: 429 }), {
        once: true,
      }),
    );
    await renderWithProviders(<NotifyMeForm />);
    await user.type(await field(), 'awa@okoume.ga');
    await user.click(submit());
    expect(await screen.findByText('Enter a valid e-mail address, such as name@example.com')).toBeInTheDocument();
    await user.click(submit());
    expect(await screen.findByText('Too many sign-ups')).toBeInTheDocument();
    expect(await field()).toHaveValue('awa@okoume.ga');
  });
});
