import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TableSearchField } from './table-search-field';

/** The URL takes each keystroke's value late, one at a time (a router navigation in a transition can lag). */
function LaggingUrl({ onSearch }: { onSearch: (q: string) => void }) {
  const [q, setQ] = useState('');
  const [queue, setQueue] = useState<string[]>([]);
  return (
    <>
      <TableSearchField
        label="Search"
        value={q}
        onChange={(next) => {
          onSearch(next);
          setQueue((list) => [...list, next]);
        }}
      />
      <button type="button" onClick={() => (setQ(queue[0] ?? q), setQueue(queue.slice(1)))}>
        url catches up by one
      </button>
      <button type="button" onClick={() => setQ('shared link')}>
        elsewhere
      </button>
    </>
  );
}

describe('TableSearchField', () => {
  it('searches on every keystroke and loses none while the URL catches up', async () => {
    const onSearch = vi.fn();
    render(<LaggingUrl onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(box, 'ao');
    await userEvent.click(screen.getByRole('button', { name: 'url catches up by one' }));
    expect(box).toHaveValue('ao');
    await userEvent.type(box, ' b');
    expect(onSearch.mock.calls.map(([q]) => q)).toEqual(['a', 'ao', 'ao', 'ao b']);
    expect(box).toHaveValue('ao b');
  });

  it('shows a value that comes from elsewhere (Back, a link)', async () => {
    render(<LaggingUrl onSearch={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('shared link');
  });
});
