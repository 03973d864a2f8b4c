import {
  batchedEmail,
  listEmails,
  patchedEmail,
  type StoredEmail,
  threadOf,
  writtenEmail,
} from '@/backend/data/email/mailbox';
import type { Db } from '@/mocks/db';
import type { Store } from './store';

/** The static demo's mailboxes (docs/api.md, "E-mail"), over `db.emails`; every call is one owner's. */
export function emailsInMemory(db: Db): Store['emails'] {
  const find = (ownerId: number, id: number) => db.emails.find((e) => e.id === id && e.ownerId === ownerId);
  const replace = (email: StoredEmail) => {
    db.emails[db.emails.findIndex((e) => e.id === email.id)] = email;
    return email;
  };
  return {
    list: async (ownerId, query, language) => listEmails(db.emails, ownerId, query, language),
    get: async (ownerId, id) => find(ownerId, id),
    thread: async (email) => threadOf(db.emails, email),
    write: async (input, owner, now) => {
      const draft = input.draftId ? find(owner.id, input.draftId) : undefined;
      const knownThread = db.emails.some((e) => e.ownerId === owner.id && e.threadId === input.threadId);
      const id = draft?.folder === 'draft' ? draft.id : Math.max(0, ...db.emails.map((e) => e.id)) + 1;
      const email = writtenEmail(input, owner, id, now, knownThread);
      if (id === draft?.id) return replace(email);
      db.emails.push(email);
      return email;
    },
    update: async (ownerId, id, patch) => {
      const found = find(ownerId, id);
      return found && replace(patchedEmail(found, patch));
    },
    batch: async (ownerId, batch) => {
      const chosen = batch.ids.map((id) => find(ownerId, id)).filter((e) => e !== undefined);
      if (!batch.remove) return chosen.map((e) => replace(batchedEmail(e, batch)).id);
      const gone = new Set(chosen.filter((e) => e.folder === 'trash').map((e) => e.id));
      db.emails = db.emails.filter((e) => !gone.has(e.id));
      return [...gone];
    },
    remove: async (ownerId, id) => {
      const before = db.emails.length;
      db.emails = db.emails.filter((e) => !(e.id === id && e.ownerId === ownerId && e.folder === 'trash'));
      return db.emails.length < before;
    },
  };
}
