import { productCatalog } from './product-catalog';
import { catalogueTexts } from './product-catalog-texts';
import { byWording, inLanguage } from './texts-by-wording';
import type { ApiLanguage } from './utils';

const separator = ' · ';

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
export const catalogueName = (text: string, language: ApiLanguage) => inLanguage(names, text, language);
export const catalogueLine = (text: string, language: ApiLanguage) => inLanguage(lines, text, language);

/** A brand line's description alone (the datatable's `product.description`), in the reader's language. */
export function catalogueDescription(brand: string, description: string, language: ApiLanguage): string {
  const line = catalogueLine(`${brand}${separator}${description}`, language);
  return line.startsWith(`${brand}${separator}`) ? line.slice(brand.length + separator.length) : description;
}
