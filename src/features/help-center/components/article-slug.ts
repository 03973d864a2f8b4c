import { foldText } from '@/lib/text-match';

/** An article's address segment from its title: "Download an invoice" -> "download-an-invoice". */
export function articleSlug(title: string): string {
  return foldText(title)
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}
