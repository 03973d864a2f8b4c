import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { PermissionDialog } from './permission-dialog';

const nameError = () => {
  const id = screen.getByLabelText(/Name/).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('permission dialog', () => {
  it('requires a name, keeps the dialog open, and says nothing is saved', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(<PermissionDialog open onClose={onClose} />);
    expect(await screen.findByText(/Permissions cannot be saved here/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Name/), '   ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(nameError()).toBe('This field is required'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on a valid name; editing starts from the permission', async () => {
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
    await user.click(screen.getByLabelText('Set as core permission'));
    expect(screen.getByLabelText('Set as core permission')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
