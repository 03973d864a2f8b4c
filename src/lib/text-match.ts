/**
 * Folds text the way a reader searches: case, accents and Arabic vowel marks ignored ("Équipe" → "equipe",
 * "قدّم" → "قدم", "أ" → "ا"). NFD splits letters from their marks; the marks are then dropped.
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** True when `needle` (folded, trimmed) occurs in any of the texts; a blank needle matches everything. */
export function containsText(needle: string, ...texts: string[]): boolean {
  const folded = foldText(needle.trim());
  return folded === '' || texts.some((t) => foldText(t).includes(folded));
}
