import { describe, expect, it } from 'vitest';
import { containsText, foldText } from './text-match';

describe('text search as a reader types it', () => {
  it('ignores case and French accents', () => {
    expect(containsText('equipe', 'Invitez votre Équipe')).toBe(true);
    expect(containsText('LIVRAISON', 'La livraison est gratuite')).toBe(true);
  });

  it('ignores Arabic vowel marks and hamza forms', () => {
    expect(foldText('قدّم')).toBe(foldText('قدم'));
    expect(containsText('الاسترجاع', 'سياسة الإسترجاع')).toBe(true);
  });

  it('matches everything when blank, nothing when absent', () => {
    expect(containsText('  ', 'x')).toBe(true);
    expect(containsText('zzz', 'abc', 'def')).toBe(false);
    expect(containsText('.*', 'abc')).toBe(false);
  });
});

describe('foldText', () => {
  it('ignores case and accents, in Latin and Arabic script', () => {
    expect(foldText('Électronique Paramètres')).toBe('electronique parametres');
    expect(foldText('Factures').includes(foldText('FACTURÉ'))).toBe(true);
    // Hamza above the alef and a short vowel are marks: أَكاديمية reads as اكاديمية.
    expect(foldText('أَكاديمية')).toBe('اكاديمية');
  });
});
