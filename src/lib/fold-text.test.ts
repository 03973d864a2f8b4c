import { describe, expect, it } from 'vitest';
import { foldText } from './fold-text';

describe('foldText', () => {
  it('ignores case and accents, in Latin and Arabic script', () => {
    expect(foldText('Électronique Paramètres')).toBe('electronique parametres');
    expect(foldText('Factures').includes(foldText('FACTURÉ'))).toBe(true);
    // Hamza above the alef and a short vowel are marks: أَكاديمية reads as اكاديمية.
    expect(foldText('أَكاديمية')).toBe('اكاديمية');
  });
});
