import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetDb } from '@/mocks/db';
import { get } from '@/mocks/test-client';
import { renderWithProviders } from '@/test/render-with-providers';
import type { PermissionList, RoleList } from '../api/types';
import { RoleDialog } from './role-dialog';

const role = async (name: string) => (await get<RoleList>('/api/apps/roles')).body.roles.find((r) => r.name === name)!;

beforeEach(() => resetDb());

const matrix = () => screen.getByRole('table', { name: 'Permissions of the role' });
const boxes = () => within(matrix()).getAllByRole('checkbox').slice(1);
const selectAll = () => within(matrix()).getByRole('checkbox', { name: 'Select all' });

describe('role dialog', () => {
  it("starts from the role's permissions; select all checks then clears every box", async () => {
    const user = userEvent.setup();
    await renderWithProviders(<RoleDialog open role={await role('manager')} onClose={() => {}} />);
    expect(
      await screen.findByRole('table', { name: 'Permissions of the role' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Role name/)).toHaveValue('Manager');
    expect(boxes()).toHaveLength(27);
    // The manager holds three of the nine permissions (the spec's seed).
    expect(boxes().filter((b) => (b as HTMLInputElement).checked)).toHaveLength(9);
    expect(within(matrix()).getByRole('checkbox', { name: 'Write: Financial Management' })).toBeChecked();
    expect(within(matrix()).getByRole('checkbox', { name: 'Read: Management' })).not.toBeChecked();
    expect(selectAll()).toHaveAttribute('data-indeterminate', 'true');

    await user.click(selectAll());
    expect(boxes().every((b) => (b as HTMLInputElement).checked)).toBe(true);
    expect(selectAll()).toBeChecked();
    await user.click(selectAll());
    expect(boxes().some((b) => (b as HTMLInputElement).checked)).toBe(false);
  });

  it('requires a role name, then saves the role through the API', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(<RoleDialog open onClose={onClose} />);
    await user.click(await screen.findByRole('button', { name: 'Add' }, { timeout: 15_000 }));
    const id = screen.getByLabelText(/Role name/).getAttribute('aria-describedby');
    await waitFor(() => expect(id && document.getElementById(id)?.textContent).toBe('This field is required'));
    expect(onClose).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Role name/), 'Auditor');
    await user.click(within(matrix()).getByRole('checkbox', { name: 'Read: Only View' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Role “Auditor” added')).toBeInTheDocument();
    const saved = await role('Auditor');
    expect(saved.permissions).toEqual([
      { permissionId: 7, name: 'Only View', read: true, write: false, create: false },
    ]);
    const permissions = (await get<PermissionList>('/api/apps/permissions', { q: 'only' })).body.permissions;
    expect(permissions[0]!.assignedTo).toContain('Auditor');
  });

  it('keeps a seeded role its own name when the shown name is left alone, and shows a taken name', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(<RoleDialog open role={await role('support')} onClose={onClose} />);
    const name = await screen.findByLabelText(/Role name/, undefined, { timeout: 15_000 });
    await user.click(within(matrix()).getByRole('checkbox', { name: 'Create: Only View' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect((await role('support')).permissions.map((p) => p.permissionId)).toContain(7);

    await user.clear(name);
    await user.type(name, 'manager');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    const id = name.getAttribute('aria-describedby');
    await waitFor(() => expect(id && document.getElementById(id)?.textContent).toBe('This name is already used'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
