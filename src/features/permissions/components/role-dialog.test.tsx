import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { RoleDialog } from './role-dialog';

const matrix = () => screen.getByRole('table', { name: 'Permissions of the role' });
const boxes = () => within(matrix()).getAllByRole('checkbox').slice(1);
const selectAll = () => within(matrix()).getByRole('checkbox', { name: 'Select all' });

describe('role dialog', () => {
  it("starts from the role's permissions; select all checks then clears every box", async () => {
    const user = userEvent.setup();
    await renderWithProviders(<RoleDialog open role="manager" onClose={() => {}} />);
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

  it('requires a role name', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(<RoleDialog open onClose={onClose} />);
    await user.click(await screen.findByRole('button', { name: 'Add' }, { timeout: 15_000 }));
    const id = screen.getByLabelText(/Role name/).getAttribute('aria-describedby');
    await waitFor(() => expect(id && document.getElementById(id)?.textContent).toBe('This field is required'));
    expect(onClose).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Role name/), 'Auditor');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
