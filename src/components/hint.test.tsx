import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Button from '@mui/material/Button';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Hint } from './hint';

describe('Hint', () => {
  it('names a trigger that has no name of its own, and keeps one it has', () => {
    render(
      <>
        <Hint title="Delete">
          <Button>×</Button>
        </Hint>
        <Hint title="Show the row">
          <Button aria-label="Show order 12">→</Button>
        </Hint>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show order 12' })).toBeInTheDocument();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens on the first hover, closes on leaving, and the first click still lands', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Hint title="Delete" enterDelay={0}>
        <Button onClick={onClick}>×</Button>
      </Hint>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Delete');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Delete' })).toBe(button);
    await user.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('opens for the keyboard with the focus kept on the trigger, and closes on Escape', async () => {
    const user = userEvent.setup();
    render(
      <Hint title="Delete" enterDelay={0}>
        <Button>×</Button>
      </Hint>,
    );
    await user.tab();
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Delete');
    expect(button).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('passes on what a parent gives it to the trigger, as an AvatarGroup gives each face its overlap', () => {
    render(
      <AvatarGroup>
        <Hint title="Ada Obiang">
          <Avatar>AO</Avatar>
        </Hint>
      </AvatarGroup>,
    );
    expect(screen.getByText('AO')).toHaveClass('MuiAvatarGroup-avatar');
  });
});
