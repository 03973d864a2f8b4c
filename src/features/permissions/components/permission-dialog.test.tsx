import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetDb } from '@/mocks/db';
import { get } from '@/mocks/test-client';
import { renderWithProviders } from '@/test/render-with-providers';
import type { PermissionList } from '../api/types';
import { PermissionDialog } from './permission-dialog';

const nameError = () => {
  const id = screen.getByLabelText(/Name/).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

const permissions = async (q: string) => (await get<PermissionList>('/api/apps/permissions', { q })).body.permissions;

beforeEach(() => resetDb());

describe('permission dialog', () => {
  it('requires a name and a role, then adds the permission through the API', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(<PermissionDialog open onClose={onClose} />);
    await screen.findByRole('checkbox', { name: 'Support' }, { timeout: 15_000 });
    await user.type(screen.getByLabelText(/Name/), '   ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(nameError()).toBe('This field is required'));
    expect(screen.getByText('Choose at least one role')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/Name/), 'Audit');
    await user.click(screen.getByRole('checkbox', { name: 'Support' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(await permissions('Audit')).toMatchObject([{ name: 'Audit', assignedTo: ['support'] }]);
  });

  it('shows the API refusing a name already used', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(<PermissionDialog open onClose={onClose} />);
    await user.click(await screen.findByRole('checkbox', { name: 'Manager' }, { timeout: 15_000 }));
    await user.type(screen.getByLabelText(/Name/), 'management');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(nameError()).toBe('This name is already used'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edits the permission it starts from', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    const permission = {
      id: 7,
      name: 'Only View',
      assignedTo: ['restricted-user' as const],
      createdDate: '4 Dec 2025, 8:15 PM',
    };
    await renderWithProviders(<PermissionDialog open permission={permission} onClose={onClose} />);
    expect(await screen.findByLabelText(/Name/)).toHaveValue('Only View');
    expect(await screen.findByRole('checkbox', { name: 'Restricted user' }, { timeout: 15_000 })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Manager' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect((await permissions('Only View'))[0]!.assignedTo).toEqual(['restricted-user', 'manager']);
  });
});
