import { defineList, type QueryOf } from '@/lib/list-query';

/**
 * The mailbox list's query (docs/api.md, "E-mail"): a `folder` (inbox when neither folder nor label is given), a
 * `label`, `q` on sender, recipients, subject and text, and paging; newest first, no other order.
 */
export const emailList = defineList({ filters: ['folder', 'label'] });

export type EmailQuery = QueryOf<typeof emailList>;
