import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it, vi } from 'vitest';
import { RowAction, rowActionIcons } from './row-action';

const pathOf = (icon: React.ReactElement) => render(icon).container.querySelector('path')?.getAttribute('d');

describe('RowAction', () => {
  it('draws the same icons as MUI', () => {
    expect(rowActionIcons.edit).toBe(pathOf(<EditOutlined />));
    expect(rowActionIcons.delete).toBe(pathOf(<DeleteOutlined />));
    expect(rowActionIcons.view).toBe(pathOf(<VisibilityOutlined />));
  });

  it('is a named link, or a named button that preloads on hover and focus', async () => {
    const onClick = vi.fn();
    const preload = vi.fn();
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <>
            <RowAction label="Edit Air Max" icon="edit" to="/product/1" />
            <RowAction label="Delete Air Max" icon="delete" onClick={onClick} preload={preload} />
          </>
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('link', { name: 'Edit Air Max' })).toHaveAttribute('href', '/product/1');
    const remove = screen.getByRole('button', { name: 'Delete Air Max' });
    await userEvent.hover(remove);
    expect(preload).toHaveBeenCalled();
    await userEvent.click(remove);
    expect(onClick).toHaveBeenCalledOnce();
    // Its hint opens on hover, as MUI's Tooltip does.
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Delete Air Max');
  });
});
