import { productCatalog } from './product-catalog';
import { catalogueTexts } from './product-catalog-texts';
import type { ApiLanguage } from './utils';

type Texts = Record<ApiLanguage, string>;

const separator = ' · ';

/** Each catalogue text in all three languages, found by its wording in any of them. */
function byWording(texts: Texts[]): Map<string, Texts> {
  return new Map(texts.flatMap((t) => Object.values(t).map((wording) => [wording, t] as const)));
}

const names = byWording(
  productCatalog.map(([en], i) => ({ en, fr: catalogueTexts.fr[i]![0], ar: catalogueTexts.ar[i]![0] })),
);

/** "Brand · description": the brand stays, the description is translated. */
const lines = byWording(
  productCatalog.map(([, , en], i) => {
    const brand = en.split(separator)[0]!;
    return {
      en,
      fr: `${brand}${separator}${catalogueTexts.fr[i]![1]}`,
      ar: `${brand}${separator}${catalogueTexts.ar[i]![1]}`,
    };
  }),
);

/**
 * A product name or brand line in the reader's language (docs/decisions.md, "Product texts"): a catalogue text,
 * written word for word in any of the three languages, is answered in the reader's; anything else someone typed
 * is answered as typed, in every language.
 */
export const catalogueName = (text: string, language: ApiLanguage) => names.get(text)?.[language] ?? text;
export const catalogueLine = (text: string, language: ApiLanguage) => lines.get(text)?.[language] ?? text;

/** A brand line's description alone (the datatable's `product.description`), in the reader's language. */
export function catalogueDescription(brand: string, description: string, language: ApiLanguage): string {
  const line = catalogueLine(`${brand}${separator}${description}`, language);
  return line.startsWith(`${brand}${separator}`) ? line.slice(brand.length + separator.length) : description;
}
