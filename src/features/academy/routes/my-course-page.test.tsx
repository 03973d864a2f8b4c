import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@/test/render-with-providers';
import { Component as MyCoursePage } from './my-course-page';

const path = '/apps/academy/my-course';
const grid = () => screen.getByRole('region', { name: /^(Courses|Cours)$/ });
const cards = () => within(grid()).queryAllByRole('article');
const titles = () => cards().map((c) => within(c).getByRole('heading', { level: 3 }).textContent ?? '');
const searchOf = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('my courses page', () => {
  it(
    'reads search, tag, hide-completed and sort from the URL and writes changes back',
    { timeout: 40_000 },
    async () => {
      const user = userEvent.setup();
      const { router } = await renderWithProviders(<MyCoursePage />, {
        route: `${path}?label=Design&sortBy=courseName&orderBy=desc`,
        path,
      });
      await waitFor(() => expect(cards()).toHaveLength(5), { timeout: 15_000 });
      expect(titles()).toEqual([...titles()].sort((a, b) => b.localeCompare(a)));
      expect(screen.getByLabelText('Category')).toHaveTextContent('Design');
      expect(screen.getByLabelText('Sort by')).toHaveTextContent('Name (Z–A)');

      await user.click(screen.getByRole('switch', { name: 'Hide completed courses' }));
      await waitFor(() =>
        expect(searchOf(router)).toEqual({
          label: 'Design',
          hideCompleted: 'true',
          sortBy: 'courseName',
          orderBy: 'desc',
        }),
      );
      await waitFor(() => expect(screen.queryByText('Completed')).not.toBeInTheDocument());

      await user.click(screen.getByLabelText('Sort by'));
      await user.click(await screen.findByRole('option', { name: 'Progress (most first)' }));
      await waitFor(() => expect(searchOf(router)).toMatchObject({ sortBy: 'progress', orderBy: 'desc' }));

      await user.type(screen.getByLabelText('Search a course or an instructor'), 'excel');
      await waitFor(() =>
        expect(searchOf(router)).toMatchObject({ q: 'excel', label: 'Design', hideCompleted: 'true' }),
      );
      await waitFor(() => expect(titles()).toEqual(['Advanced Excel for Analysts']));

      await router.navigate(-1);
      await waitFor(() =>
        expect(searchOf(router)).toEqual({
          label: 'Design',
          hideCompleted: 'true',
          sortBy: 'courseName',
          orderBy: 'desc',
        }),
      );
      await waitFor(() => expect(screen.getByRole('switch', { name: 'Hide completed courses' })).toBeChecked());
    },
  );

  it('resets the search, every filter and the sort in one step, and is disabled when none is set', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<MyCoursePage />, {
      route: `${path}?q=design&label=Design&hideCompleted=true&sortBy=courseName&orderBy=desc&itemsPerPage=20`,
      path,
    });
    await waitFor(() => expect(cards().length).toBeGreaterThan(0), { timeout: 15_000 });
    const reset = screen.getByRole('button', { name: 'Reset filters' });
    expect(screen.getByLabelText('Search a course or an instructor')).toHaveValue('design');

    await user.click(reset);
    await waitFor(() => expect(searchOf(router)).toEqual({ itemsPerPage: '20' }));
    await waitFor(() => expect(screen.getByLabelText('Search a course or an instructor')).toHaveValue(''));
    expect(screen.getByRole('switch', { name: 'Hide completed courses' })).not.toBeChecked();
    expect(screen.getByLabelText('Category')).toHaveTextContent('All courses');
    expect(screen.getByLabelText('Sort by')).toHaveTextContent('Default order');
    expect(reset).toBeDisabled();
    await waitFor(() => expect(screen.getByText('25 courses')).toBeInTheDocument());

    // One history entry: Back brings the whole view back.
    await router.navigate(-1);
    await waitFor(() => expect(searchOf(router)).toMatchObject({ q: 'design', label: 'Design', sortBy: 'courseName' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reset filters' })).toBeEnabled());
    expect(screen.getByLabelText('Search a course or an instructor')).toHaveValue('design');
  });

  it("links each card to its own course's details, and reads in French", async () => {
    await renderWithProviders(<MyCoursePage />, { route: `${path}?q=excel`, path, language: 'fr' });
    await waitFor(() => expect(titles()).toEqual(['Excel avancé pour analystes']), { timeout: 15_000 });
    const card = cards()[0]!;
    expect(within(card).getByText(/^Durée : \d+h( \d+min)?$/)).toBeInTheDocument();
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/apps/academy/course-details?id=6');
  });

  it('says when no course matches', async () => {
    await renderWithProviders(<MyCoursePage />, { route: `${path}?q=zzzz-nothing`, path });
    expect(await screen.findByText('No course found')).toBeInTheDocument();
  });

  it('shows an error with a retry, and the retry loads the courses', async () => {
    let fail = true;
    server.use(
      http.get('*/api/apps/academy/courses', () => (fail ? HttpResponse.json({}, { status: 500 }) : undefined)),
    );
    await renderWithProviders(<MyCoursePage />, { route: path, path });
    const alert = await screen.findByRole('alert');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards()).toHaveLength(10));
  });
});
