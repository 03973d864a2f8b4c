/**
 * Text as a search compares it: lower case, without accents or other combining marks ("Électronique" ->
 * "electronique"; Arabic short vowels and hamza signs drop too), so "facture" finds "Factures".
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}
