import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/auth/session';
import { ability } from '@/lib/casl/ability';
import { server } from '@/mocks/server';
import { call } from '@/mocks/test-client';
import { renderWithProviders } from '@/test/render-with-providers';
import { LoginForm } from './login-form';

async function fill(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginForm', () => {
  it('asks for both fields', async () => {
    await renderWithProviders(<LoginForm onSignedIn={vi.fn()} onCodeAsked={vi.fn()} />, { user: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('E-mail is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('signs the client in: cookies written and the ability updated at once', async () => {
    const onSignedIn = vi.fn();
    await renderWithProviders(<LoginForm onSignedIn={onSignedIn} onCodeAsked={vi.fn()} />, { user: null });
    await fill('client@demo.com', 'client');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(session.user()?.email).toBe('client@demo.com');
    expect(ability.can('read', 'AclDemo')).toBe(true);
    expect(ability.can('manage', 'all')).toBe(false);
  });

  it('shows "Invalid email or password" under the e-mail field and keeps the input', async () => {
    await renderWithProviders(<LoginForm onSignedIn={vi.fn()} onCodeAsked={vi.fn()} />, { user: null });
    await fill('admin@demo.com', 'nope');
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('admin@demo.com');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  it('falls back to "Something went wrong" when the server fails', async () => {
    server.use(http.post('*/api/auth/login', () => HttpResponse.json({}, { status: 500 })));
    await renderWithProviders(<LoginForm onSignedIn={vi.fn()} onCodeAsked={vi.fn()} />, { user: null });
    await fill('admin@demo.com', 'admin');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });

  it('says so on the form after too many failed sign-ins, and keeps the input', async () => {
    for (let i = 0; i < 5; i++) {
      const failed = await call(
        'POST',
        '/api/auth/login',
        {},
        { email: 'client@demo.com', password: 'x' },
        'en',
        'visitor',
      );
      expect(failed.status).toBe(400);
    }
    await renderWithProviders(<LoginForm onSignedIn={vi.fn()} onCodeAsked={vi.fn()} />, { user: null });
    await fill('client@demo.com', 'client');
    expect(await screen.findByText('Too many failed sign-ins. Try again in 15 min.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('client@demo.com');
    expect(session.isSignedIn()).toBe(false);
  });

  it('keeps the session for the browser only when "remember me" is unticked', async () => {
    const onSignedIn = vi.fn();
    await renderWithProviders(<LoginForm onSignedIn={onSignedIn} onCodeAsked={vi.fn()} />, { user: null });
    await userEvent.click(await screen.findByLabelText('Remember me'));
    await fill('admin@demo.com', 'admin');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(session.isSignedIn()).toBe(true);
    expect(localStorage.getItem('okoume.remember')).toBeNull();
  });
});
