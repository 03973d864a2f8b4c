import type { InvoiceStatusTone } from '@/components/invoice-status-chip';

/** One of a user's projects (GET /api/apps/users/:id/projects): its name and client in the reader's language. */
export interface UserProject {
  id: number;
  name: string;
  client: string;
  /** Percent done, 0-100. */
  progress: number;
  tasksDone: number;
  tasks: number;
  /** yyyy-mm-dd */
  due: string;
}

/** One event of a user's timeline (GET /api/apps/users/:id/activity), newest first. */
export interface UserActivity {
  id: number;
  kind: 'taskDone' | 'projectJoined' | 'fileShared' | 'review' | 'signedIn';
  /** A sentence in the reader's language. */
  text: string;
  /** ISO instant. */
  at: string;
}

export interface UserProjects {
  projects: UserProject[];
}

export interface UserActivityList {
  activity: UserActivity[];
}

/** What the user view reads of an invoice in GET /api/apps/invoices?userId= (docs/api.md, "Invoices"). */
export interface UserInvoice {
  id: number;
  number: string;
  /** yyyy-mm-dd */
  issuedDate: string;
  total: number;
  currency: string;
  status: InvoiceStatusTone;
}

/** A page of the invoices the user issued, newest first, and how many there are. */
export interface UserInvoices {
  invoices: UserInvoice[];
  total: number;
}
