import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18next } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

const noop = () => {};

async function question(language: 'fr' | 'en' | 'ar', count: number) {
  const view = await renderWithProviders(<ConfirmDeleteDialog open count={count} onCancel={noop} onConfirm={noop} />, {
    language,
  });
  await i18next.loadNamespaces('data-table');
  const text = (await screen.findByRole('dialog')).querySelector('p')?.textContent;
  view.unmount();
  return text;
}

describe('ConfirmDeleteDialog for a selection', () => {
  it.each([
    ['fr', 10, 'Les 10 éléments sélectionnés seront supprimés. Continuer ?'],
    ['fr', 1, "L'élément sélectionné sera supprimé. Continuer ?"],
    ['en', 10, 'The 10 selected items will be deleted. Continue?'],
    ['en', 1, 'The selected item will be deleted. Continue?'],
    ['ar', 2, 'سيُحذف العنصران المحددان. هل تريد المتابعة؟'],
    ['ar', 3, 'ستُحذف 3 عناصر محددة. هل تريد المتابعة؟'],
    ['ar', 11, 'سيُحذف 11 عنصرًا محددًا. هل تريد المتابعة؟'],
    ['ar', 100, 'سيُحذف 100 عنصر محدد. هل تريد المتابعة؟'],
  ] as const)('asks in %s for %i rows with the right plural', async (language, count, expected) => {
    expect(await question(language, count)).toBe(expected);
  });
});
