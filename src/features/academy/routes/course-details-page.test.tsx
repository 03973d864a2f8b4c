import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/server';
import { getIn } from '@/mocks/test-client';
import type { CourseDetails, CourseList } from '../api/types';
import { renderWithProviders } from '@/test/render-with-providers';
import { Component as CourseDetailsPage } from './course-details-page';

const path = '/apps/academy/course-details';
const hostile =
  '<p onclick="x()">Hi <img src=x onerror="boom()"><a href="javascript:x">link</a></p><script>bad()</script>';

describe('course details page', () => {
  it(
    'renders the course, its facts, a text-only description and the sections with their progress',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      await renderWithProviders(<CourseDetailsPage />, { route: path });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Power BI for Decision Makers' }, { timeout: 15_000 }),
      ).toBeInTheDocument();
      expect(screen.getByRole('img', { name: /Video of the course/ })).toBeInTheDocument();
      expect(screen.getByText('Skill level').nextSibling).toHaveTextContent('Intermediate');
      expect(screen.getByText('Build a star schema').tagName).toBe('LI');

      const sections = ['Getting started', 'Getting the data', 'Modelling', 'Reports and sharing'];
      for (const name of sections) expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
      // One heading per section, not a second one around its whole summary.
      expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(sections);
      expect(screen.getByRole('button', { name: /^Getting started/ })).toHaveTextContent('3 of 3 topics done · 13 min');

      await user.click(screen.getByRole('button', { name: /Getting the data/ }));
      const topic = await screen.findByRole('checkbox', { name: 'Cleaning data with Power Query' });
      expect(topic).not.toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Connecting to Excel and CSV files' })).toBeChecked();
      await user.click(topic);
      expect(topic).toBeChecked();
      const header = screen.getByRole('button', { name: /Getting the data/ });
      expect(header).toHaveTextContent('2 of 3 topics done');
    },
  );

  it("opens the course of the address's id, agreeing with its card on title, instructor, length and tasks", async () => {
    const { body } = await getIn<CourseList>('en', '/api/apps/academy/courses', { itemsPerPage: 100 });
    const card = body.courses.find((c) => c.id === 7)!;
    await renderWithProviders(<CourseDetailsPage />, { route: `${path}?id=7`, path });
    expect(
      await screen.findByRole('heading', { level: 1, name: card.courseTitle }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(`By ${card.user}`).length).toBeGreaterThan(0);
    expect(screen.getByText('Lectures').nextSibling).toHaveTextContent(String(card.totalTasks));
    expect(screen.getAllByRole('checkbox', { checked: true, hidden: true })).toHaveLength(card.completedTasks);
  });

  it('reads in French: course texts, section titles, lengths and facts', async () => {
    await renderWithProviders(<CourseDetailsPage />, { route: path, language: 'fr' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Power BI pour les décideurs' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Pour commencer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Contenu du cours' })).toBeInTheDocument();
    expect(screen.getByText('2,4 min')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Récupérer les données/ })).toHaveTextContent('1 sujet sur 3 fait');
    expect(screen.getByText('Niveau').nextSibling).toHaveTextContent('Intermédiaire');
    expect(screen.getByText('Langue').nextSibling).toHaveTextContent('Français');
    expect(screen.getByText('Durée').nextSibling).toHaveTextContent('1,6 heure au total');
    expect(screen.queryByText(/Course content|total hours|Getting started/)).toBeNull();
  });

  it('says the course does not exist for an unknown id', async () => {
    await renderWithProviders(<CourseDetailsPage />, { route: `${path}?id=999`, path });
    expect(await screen.findByRole('heading', { name: 'Course not found' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my courses' })).toHaveAttribute('href', '/apps/academy/my-course');
  });

  it('drops markup outside the allow-list and keeps its text', async () => {
    const { body: details } = await getIn<CourseDetails>('en', '/api/apps/academy/course-details');
    server.use(
      http.get('*/api/apps/academy/course-details', () => HttpResponse.json({ ...details, description: hostile })),
    );
    const { container } = await renderWithProviders(<CourseDetailsPage />, { route: path });
    expect(await screen.findByText(/Hi/, { selector: 'p' }, { timeout: 15_000 })).toHaveTextContent('Hi link');
    expect(container.querySelector('img, a[href^="javascript"], script, [onclick]')).toBeNull();
  });

  it('shows an error with a retry', async () => {
    server.use(http.get('*/api/apps/academy/course-details', () => HttpResponse.json({}, { status: 500 })));
    await renderWithProviders(<CourseDetailsPage />, { route: path });
    const alert = await screen.findByRole('alert', undefined, { timeout: 15_000 });
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
