import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { toast } from './toast';

describe('toast', () => {
  it('mounts the toaster on the first toast and shows the message', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<button onClick={() => toast('Saved', { variant: 'success' })}>Save</button>);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });
});
