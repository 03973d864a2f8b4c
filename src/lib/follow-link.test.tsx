import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { useFollowLinks } from './follow-link';

function Links() {
  const follow = useFollowLinks();
  return (
    <div onClick={follow}>
      <a href="/product/1" data-route="">
        Edit
      </a>
      <a href="/elsewhere">Plain</a>
    </div>
  );
}

const open = () => {
  const router = createMemoryRouter([
    { path: '/', element: <Links /> },
    { path: '/product/:id', element: <h1>Product page</h1> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
};

describe('useFollowLinks', () => {
  it('follows a route link through the router on a plain click', async () => {
    const router = open();
    await userEvent.click(screen.getByRole('link', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { name: 'Product page' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('leaves a modified or middle click, and a link it was not asked to follow, to the browser', () => {
    const router = open();
    const edit = screen.getByRole('link', { name: 'Edit' });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      expect(fireEvent.click(edit, init)).toBe(true);
    }
    expect(fireEvent.click(screen.getByRole('link', { name: 'Plain' }))).toBe(true);
    expect(router.state.location.pathname).toBe('/');
  });
});
