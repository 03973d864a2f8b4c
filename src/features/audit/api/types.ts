import { z } from 'zod';

/**
 * One write through the API as the audit trail keeps it (docs/api.md, "Audit trail"): who made it and when, the
 * action and subject its route declares, the record it touched and the names (never the values) of the fields
 * its body set.
 */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** ISO 8601 (UTC), to the millisecond. */
  at: z.string(),
  userId: z.number().int(),
  /** The user's name at the time of the write. */
  userName: z.string(),
  action: z.string(),
  subject: z.string(),
  /** The route's record (`:id`, `:section`, `:customerId`) or the id a create answered; null when none. */
  recordId: z.string().nullable(),
  /** Top-level keys of the JSON body, in the body's order; empty for a delete. */
  fields: z.array(z.string()),
});

export const auditListSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int().nonnegative(),
});

/** A user who appears in the audit trail (the user filter's choices), by the latest name recorded. */
export const auditUserSchema = z.object({ id: z.number().int(), name: z.string() });

export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditList = z.infer<typeof auditListSchema>;
export type AuditUser = z.infer<typeof auditUserSchema>;
/** What the API gives the store; the store adds the id. */
export type AuditInput = Omit<AuditEntry, 'id'>;

/** The actions the write routes declare (backend/routes), the action filter's choices. */
export const auditActions = ['create', 'update', 'delete'] as const;
/** The subjects the write routes declare, the subject filter's choices. */
export const auditSubjects = [
  'Account',
  'Chat',
  'ContactMessage',
  'Ecommerce',
  'Email',
  'Invoice',
  'Page',
  'Permission',
  'User',
  'Wizard',
] as const;
