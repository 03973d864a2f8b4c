import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetDb } from '@/mocks/db';
import { server } from '@/mocks/server';
import { call } from '@/mocks/test-client';
import { renderWithProviders } from '@/test/render-with-providers';
import { Component as AuditPage } from './audit-page';

const path = '/apps/audit';
const table = () => screen.getByRole('table', { name: 'Audit trail' });
const rows = () => within(table()).getAllByRole('row').slice(1);
const searchOf = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

beforeEach(async () => {
  resetDb();
  // Three writes through the API, as the back office makes them: the trail records each.
  await call('DELETE', '/api/apps/ecommerce/products/3');
  await call('PATCH', '/api/apps/users/2', {}, { status: 'inactive', company: 'Okoumé' });
  await call('DELETE', '/api/apps/ecommerce/reviews/2');
});

describe('audit trail page', () => {
  it('lists the writes newest first, filters, searches and sorts in the URL', { timeout: 40_000 }, async () => {
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<AuditPage />, { route: path, path });
    await waitFor(() => expect(rows()).toHaveLength(3), { timeout: 15_000 });
    const [first, second] = rows();
    expect(within(first!).getByText('Deleted')).toBeInTheDocument();
    expect(within(first!).getByText('E-commerce')).toBeInTheDocument();
    expect(within(first!).getByText('Aïcha Mbemba')).toBeInTheDocument();
    expect(within(second!).getByText('Changed')).toBeInTheDocument();
    expect(within(second!).getByText('status, company')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Action'));
    await user.click(await screen.findByRole('option', { name: 'Changed' }));
    await waitFor(() => expect(searchOf(router)).toEqual({ action: 'update' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]!).getByText('Users')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.type(screen.getByRole('searchbox', { name: 'Search by user, record or field' }), 'company');
    await waitFor(() => expect(searchOf(router)).toEqual({ q: 'company' }));
    await waitFor(() => expect(rows()).toHaveLength(1));

    await user.click(within(table()).getByRole('button', { name: 'Area' }));
    await waitFor(() => expect(searchOf(router)).toEqual({ q: 'company', sortBy: 'subject', orderBy: 'asc' }));
  });

  it('filters by user and by a range of days', { timeout: 40_000 }, async () => {
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<AuditPage />, { route: path, path });
    await waitFor(() => expect(rows()).toHaveLength(3), { timeout: 15_000 });
    await user.click(screen.getByLabelText('User'));
    await user.click(await screen.findByRole('option', { name: 'Aïcha Mbemba' }));
    await waitFor(() => expect(searchOf(router)).toEqual({ userId: '1' }));
    expect(rows()).toHaveLength(3);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2099-01-01' } });
    await waitFor(() => expect(searchOf(router)).toEqual({ userId: '1', from: '2099-01-01' }));
    expect(await screen.findByText('No results')).toBeInTheDocument();
  });

  it('says when nothing is recorded yet', async () => {
    db.auditLog = [];
    await renderWithProviders(<AuditPage />, { route: path, path });
    expect(await screen.findByText('Nothing recorded yet', {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('shows an error with a retry when the API fails', async () => {
    server.use(http.get('*/api/audit', () => HttpResponse.json({}, { status: 500 })));
    await renderWithProviders(<AuditPage />, { route: path, path });
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 15_000 })).toBeInTheDocument();
  });
});
