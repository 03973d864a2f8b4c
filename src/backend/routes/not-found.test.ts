import { getIn } from '@/mocks/test-client';

// Every text the API answers exists in fr, en and ar (docs/api.md, "Language"); 'User not found' alone is the
// spec's, word for word, in every language.
describe('404 answers for an unknown record', () => {
  it.each([
    ['/api/apps/invoices/999', 'Facture introuvable', 'Invoice not found', 'الفاتورة غير موجودة'],
    ['/api/apps/ecommerce/products/999', 'Produit introuvable', 'Product not found', 'المنتج غير موجود'],
    ['/api/apps/academy/course-details', 'Cours introuvable', 'Course not found', 'الدورة غير موجودة'],
    ['/api/apps/users/999', 'User not found', 'User not found', 'User not found'],
  ])('%s says so in the reader’s language', async (path, fr, en, ar) => {
    const query = path.endsWith('course-details') ? { id: 999 } : undefined;
    for (const [language, message] of [
      ['fr', fr],
      ['en', en],
      ['ar', ar],
    ] as const) {
      expect(await getIn(language, path, query)).toMatchObject({ status: 404, body: { message } });
    }
  });
});
