// @vitest-environment node
import { count, eq, sql } from 'drizzle-orm';
import { migrationsFolder } from '../contract/stores';
import { openDatabase } from './database';
import * as t from './schema';
import { seedDatabase } from './seed';

describe('seedDatabase', () => {
  it('gives a database seeded before the invoices its sample invoices, once', { timeout: 60_000 }, async () => {
    const { db, close } = await openDatabase({ migrationsFolder });
    try {
      const invoices = async () => (await db.select({ n: count() }).from(t.invoices))[0]?.n;
      expect(await invoices()).toBe(150);
      // As a database seeded by an earlier release: the rest is there, the invoices are not.
      await db.delete(t.invoices);
      await db.delete(t.meta).where(eq(t.meta.key, 'seeded:invoices'));
      expect(await seedDatabase(db)).toBe(false);
      expect(await invoices()).toBe(150);
      await seedDatabase(db);
      expect(await invoices()).toBe(150);
    } finally {
      await close();
    }
  });

  it('gives a database seeded before the e-mail app its sample mailbox, once', { timeout: 60_000 }, async () => {
    const { db, close } = await openDatabase({ migrationsFolder });
    try {
      const emails = async () => (await db.select({ n: count() }).from(t.emails))[0]?.n;
      expect(await emails()).toBe(39);
      await db.delete(t.emails);
      await db.delete(t.meta).where(eq(t.meta.key, 'seeded:emails'));
      expect(await seedDatabase(db)).toBe(false);
      expect(await emails()).toBe(39);
      await seedDatabase(db);
      expect(await emails()).toBe(39);
    } finally {
      await close();
    }
  });

  it('gives products kept before migration 0015 their texts in each language, once', { timeout: 60_000 }, async () => {
    const { db, close } = await openDatabase({ migrationsFolder });
    try {
      const chair = async () => (await db.select().from(t.products).where(eq(t.products.id, 26)))[0];
      expect((await chair())?.qAr).toContain('كرسي');
      // As the migration leaves an older database: the English columns in every language.
      await db.update(t.products).set({ qFr: sql`q_en`, qAr: sql`q_en`, kProductFr: sql`k_product_en` });
      await db.delete(t.meta).where(eq(t.meta.key, 'seeded:product-texts'));
      expect(await seedDatabase(db)).toBe(false);
      expect(await chair()).toMatchObject({
        qFr: expect.stringContaining('chaise de bureau'),
        qAr: expect.stringContaining('كرسي'),
        kProductFr: expect.stringContaining('chaise'),
      });
    } finally {
      await close();
    }
  });

  it(
    'gives reviews and projects kept before migration review-project-texts their texts in each language, once',
    { timeout: 60_000 },
    async () => {
      const { db, close } = await openDatabase({ migrationsFolder });
      try {
        const review = async () => (await db.select().from(t.reviews).where(eq(t.reviews.id, 1)))[0];
        const project = async () =>
          (await db.select().from(t.analyticsProjects).where(eq(t.analyticsProjects.id, 11)))[0];
        expect((await review())?.qFr).toContain('je recommande');
        // As the migration leaves an older database: the English columns in every language.
        await db.update(t.reviews).set({ qFr: sql`q_en`, qAr: sql`q_en`, kProductFr: sql`k_product_en` });
        await db.update(t.analyticsProjects).set({ qAr: sql`q_en`, kProjectAr: sql`k_project_en` });
        await db.delete(t.meta).where(eq(t.meta.key, 'seeded:review-texts'));
        await db.delete(t.meta).where(eq(t.meta.key, 'seeded:project-texts'));
        expect(await seedDatabase(db)).toBe(false);
        expect(await review()).toMatchObject({
          qFr: expect.stringContaining('destructeur de documents'),
          qAr: expect.stringContaining('أنصح به'),
          kProductFr: expect.stringContaining('destructeur'),
        });
        expect(await project()).toMatchObject({
          qAr: expect.stringContaining('لوحة متابعة المبيعات'),
          kProjectAr: expect.stringContaining('لوحة'),
        });
      } finally {
        await close();
      }
    },
  );
});
