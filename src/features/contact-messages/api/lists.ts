import { defineList, type QueryOf } from '@/lib/list-query';

/** The inbox's query (docs/api.md, "Contact"): `q`, `status` (`new` or `handled`) and paging; always newest first. */
export const contactMessageList = defineList({ filters: ['status'] });

export const contactMessageStatuses = ['new', 'handled'] as const;

export type ContactMessageQuery = QueryOf<typeof contactMessageList>;
