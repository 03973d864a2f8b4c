import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@/test/render-with-providers';
import { AddUserForm } from './add-user-form';

const errorOf = (label: RegExp) => {
  const input = screen.getByLabelText(label);
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('add-user form', () => {
  it('shows an error under every empty required field and does not post', async () => {
    const posted = vi.fn();
    server.use(http.post('*/api/apps/users', () => void posted()));
    const user = userEvent.setup();
    await renderWithProviders(<AddUserForm onDone={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    for (const label of [/Full name/, /Username/, /E-mail/, /Company/, /Country/, /Contact/]) {
      await waitFor(() => expect(errorOf(label)).toBe('This field is required'));
    }
    expect(posted).not.toHaveBeenCalled();
  });

  it('checks the e-mail, username and phone formats', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<AddUserForm onDone={() => {}} />);
    await user.type(await screen.findByLabelText(/E-mail/), 'not-an-email');
    await user.type(screen.getByLabelText(/Username/), 'a!');
    await user.type(screen.getByLabelText(/Contact/), 'call me');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(errorOf(/E-mail/)).toBe('Enter a valid e-mail address'));
    expect(errorOf(/Username/)).toBe('At least 3 letters, digits, dots, dashes or underscores');
    expect(errorOf(/Contact/)).toBe('Enter a phone number (digits, spaces, +)');
  });

  it('keeps what was typed when the API fails', async () => {
    server.use(http.post('*/api/apps/users', () => HttpResponse.json({}, { status: 500 })));
    const onDone = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(<AddUserForm onDone={onDone} />);
    await user.type(await screen.findByLabelText(/Full name/), 'Nadège Obiang');
    await user.type(screen.getByLabelText(/Username/), 'nobiang');
    await user.type(screen.getByLabelText(/E-mail/), 'nadege@brazza.cloud');
    await user.type(screen.getByLabelText(/Company/), 'Brazza Cloud');
    await user.type(screen.getByLabelText(/Country/), 'Congo');
    await user.type(screen.getByLabelText(/Contact/), '+242 06 12 34 56');
    await user.click(screen.getByLabelText(/Role/));
    await user.click(await screen.findByRole('option', { name: 'Maintainer' }));
    await user.click(screen.getByLabelText(/Plan/));
    await user.click(await screen.findByRole('option', { name: 'Enterprise' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your entries are kept');
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Nadège Obiang');
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('nadege@brazza.cloud');
    expect(screen.getByLabelText(/Role/)).toHaveTextContent('Maintainer');
    expect(onDone).not.toHaveBeenCalled();
  });
});
