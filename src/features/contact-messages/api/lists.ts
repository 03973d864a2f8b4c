import { defineList, type QueryOf } from '@/lib/list-query';

/** The inbox's query (docs/api.md, "Contact"): `q` and paging; always newest first. */
export const contactMessageList = defineList({});

export type ContactMessageQuery = QueryOf<typeof contactMessageList>;
