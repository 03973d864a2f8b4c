import type { CourseQuery } from '@/features/academy/api/lists';
import type { Course, CourseList } from '@/features/academy/api/types';
import type { ProjectQuery } from '@/features/analytics/api/lists';
import type { AnalyticsProjectList } from '@/features/analytics/api/types';
import type { SalesDetail } from '@/features/datatable/api/types';
import type {
  CustomerQuery,
  OrderQuery,
  ProductQuery,
  ReferralQuery,
  ReviewQuery,
} from '@/features/ecommerce/api/lists';
import type {
  CustomerDetail,
  CustomerList,
  Order,
  OrderList,
  OrderStatus,
  Product,
  ProductList,
  ReferralList,
  Review,
  ReviewList,
  ReviewStatus,
} from '@/features/ecommerce/api/types';
import type {
  CategoryList,
  OrderPayments,
  OrderSummary,
  ProductSummary,
  ReferralsSummary,
  ReviewsSummary,
  TopProduct,
} from '@/features/ecommerce/api/dashboard-types';
import type { CustomerOrders } from '@/features/ecommerce/api/customer-orders';
import type { CustomerPatch } from '@/features/ecommerce/api/edit-customer-schema';
import type { ProductFormValues } from '@/features/ecommerce/api/product-form-schema';
import type { AuditQuery } from '@/features/audit/api/lists';
import type { AuditEntry, AuditInput, AuditList, AuditUser } from '@/features/audit/api/types';
import type { ContactMessageQuery } from '@/features/contact-messages/api/lists';
import type { ContactMessage, ContactMessageInput, ContactMessageList } from '@/features/contact-messages/api/types';
import type { ComposeInput, EmailBatch, EmailPatch } from '@/features/email/api/email-input';
import type { EmailQuery } from '@/features/email/api/lists';
import type { EmailList, Mailbox } from '@/features/email/api/types';
import type { StoredEmail } from '@/backend/data/email/mailbox';
import type { InvoiceInput, PaymentInput } from '@/features/invoices/api/invoice-input';
import type { InvoiceQuery } from '@/features/invoices/api/lists';
import type { Invoice, InvoiceList } from '@/features/invoices/api/types';
import type { BilledCustomer } from '@/backend/data/invoices/invoice-records';
import type { PermissionQuery } from '@/features/permissions/api/lists';
import type { Permission, PermissionList, Role, RoleList } from '@/features/permissions/api/types';
import type { PermissionFormValues } from '@/features/permissions/api/permission-schema';
import type { RoleFormValues } from '@/features/permissions/api/role-schema';
import type { UserQuery } from '@/features/users/api/lists';
import type { UserDetail, UserList } from '@/features/users/api/types';
import type { UserPatch } from '@/features/users/api/edit-user-schema';
import type { WizardKind, WizardRecords } from '@/features/wizards/api/types';
import type { VehicleQuery } from '@/features/logistics/api/lists';
import type { VehicleList } from '@/features/logistics/api/types';
import type { Paging } from '@/mocks/query';
import type { ApiLanguage } from '@/mocks/utils';
import type { AuthUser, NewAccount } from './auth/accounts';
import type { AuthCode, CodePurpose, NewAuthCode } from './auth/auth-codes';
import type { ChatStore } from './chat/chat-store';
import type { CustomerBookStore } from './customer-book-store';
import type { ProfileLinks } from './profile/profile-links';

/** A stored contact-form message (docs/api.md, "Contact"): received at `createdAt`, `handled` once dealt with. */
export type StoredContactMessage = ContactMessage;

/**
 * Where the API keeps its data (docs/server.md): the in-memory store of the static demo
 * (`memory-store.ts`) and the SQL store of the server mode (`sql/sql-store.ts`) answer the same calls with
 * the same bodies; the contract suite (`contract.test.ts`) holds them to it. Lists take the typed query of
 * `features/<f>/api/lists.ts` and answer the list's body as docs/api.md gives it.
 */
export interface Store {
  products: {
    /** Names and brand lines in `language`, searched and sorted as answered (`localiseProduct`). */
    list(query: ProductQuery, language: ApiLanguage): Promise<ProductList>;
    /** The products list's figures over every product. */
    summary(): Promise<ProductSummary>;
    /** Each category's products, added up (the categories page). */
    categories(): Promise<CategoryList>;
    /** Keeps a valid add-product form's product under the next id (`productFromForm`). */
    create(values: ProductFormValues): Promise<Product>;
    get(id: number): Promise<Product | undefined>;
    /** Replaces it with a valid form's product (`updatedProduct`); undefined when there is none. */
    update(id: number, values: ProductFormValues): Promise<Product | undefined>;
    remove(id: number): Promise<boolean>;
  };
  orders: {
    list(query: OrderQuery): Promise<OrderList>;
    /** Revenue, sales by month and orders by status over every order (the e-commerce dashboard's). */
    summary(): Promise<OrderSummary>;
    /** Orders per payment state (the orders list's cards). */
    payments(): Promise<OrderPayments>;
    /** Sets its status; undefined when there is none. */
    setStatus(id: number, status: OrderStatus): Promise<Order | undefined>;
    remove(id: number): Promise<boolean>;
  };
  customers: {
    list(query: CustomerQuery, language: ApiLanguage): Promise<CustomerList>;
    get(customerId: number, language: ApiLanguage): Promise<CustomerDetail | undefined>;
    /** Sets the fields the (validated) patch names (`patchCustomer`); undefined when there is none. */
    update(customerId: number, patch: CustomerPatch, language: ApiLanguage): Promise<CustomerDetail | undefined>;
    /**
     * A page of the orders placed with the customer's e-mail, newest first, and their spending by month
     * (`spendingByMonth`); undefined when there is no such customer.
     */
    orders(customerId: number, paging: Paging): Promise<CustomerOrders | undefined>;
  };
  /** A customer's address book, notification choices and security (docs/api.md, "E-commerce"). */
  customerBook: CustomerBookStore;
  reviews: {
    /** Texts in the reader's language (`localiseReview`), searched and sorted in it. */
    list(query: ReviewQuery, language: ApiLanguage): Promise<ReviewList>;
    /** The most reviewed products (`rankReviewed`), names in `language`. */
    mostReviewed(language: ApiLanguage): Promise<TopProduct[]>;
    /** Reviews per rating and the published ones (the reviews page's summary). */
    summary(): Promise<ReviewsSummary>;
    /** Publishes or unpublishes it (answered as kept); undefined when there is none. */
    setStatus(id: number, status: ReviewStatus): Promise<Review | undefined>;
    remove(id: number): Promise<boolean>;
  };
  referrals: {
    list(query: ReferralQuery): Promise<ReferralList>;
    /** Earnings, unpaid earnings and conversions over every referral (the referrals page's cards). */
    summary(): Promise<ReferralsSummary>;
  };
  users: {
    list(query: UserQuery): Promise<UserList>;
    get(id: number): Promise<UserDetail | undefined>;
    /** Keeps the user under the next free id (docs/decisions.md, "User ids") and answers that id. */
    create(body: Record<string, unknown>): Promise<number>;
    remove(id: number): Promise<boolean>;
    /** Sets the fields the (validated) patch names; answers the stored user, undefined when there is none. */
    update(id: number, patch: UserPatch): Promise<UserDetail | undefined>;
  };
  /**
   * Permissions and roles are kept in step (`backend/data/permissions/roles.ts`): a permission's `assignedTo`
   * names exactly the roles holding a grant on it. Names are validated (unique, known roles) by the routes.
   */
  permissions: {
    list(query: PermissionQuery): Promise<PermissionList>;
    /** Keeps it under the next free id, created now, first in the default order; its roles get every right. */
    create(input: PermissionFormValues): Promise<Permission>;
    /** Renames it and sets its roles; undefined when there is none. */
    update(id: number, input: PermissionFormValues): Promise<Permission | undefined>;
    /** Also removes every role's grant on it; false when there is none. */
    remove(id: number): Promise<boolean>;
  };
  roles: {
    /** Every role, in id order, with its permissions and its members (users of its `userRole`). */
    list(): Promise<RoleList>;
    /** Keeps it under the next free id (no members yet) and names it in the permissions it holds. */
    create(input: RoleFormValues): Promise<Role>;
    /** Renames it (in the permissions too) and replaces its grants; undefined when there is none. */
    update(id: number, input: RoleFormValues): Promise<Role | undefined>;
    /** Also drops its name from every permission; false when there is none. */
    remove(id: number): Promise<boolean>;
  };
  courses: {
    list(query: CourseQuery, language: ApiLanguage): Promise<CourseList>;
    get(id: number): Promise<Course | undefined>;
  };
  /** Names and type labels in the reader's language (`localiseProject`), searched and sorted in it. */
  analyticsProjects: { list(query: ProjectQuery, language: ApiLanguage): Promise<AnalyticsProjectList> };
  /** The logistics dashboard's vehicles (docs/api.md, "Dashboards"): kept with city keys, answered localised. */
  vehicles: { list(query: VehicleQuery, language: ApiLanguage): Promise<VehicleList> };
  salesDetails: { all(): Promise<SalesDetail[]> };
  /** Saved settings, one JSON document per key (the store settings' sections: `ecommerce-settings:<section>`). */
  documents: {
    get(key: string): Promise<unknown>;
    put(key: string, value: unknown): Promise<void>;
  };
  /** Whom each signed-in user connected with or left on the profile page (docs/api.md, "Pages"). */
  profileLinks: {
    /** The account's links; `{}` when it changed nothing. */
    of(accountId: number): Promise<ProfileLinks>;
    set(accountId: number, link: string, connected: boolean): Promise<void>;
  };
  /** Who may sign in (docs/decisions.md, "Sign-up"): the demo accounts, then those signed up, e-mails unique. */
  accounts: {
    get(id: number): Promise<AuthUser | undefined>;
    /** By lower-cased e-mail. */
    byEmail(email: string): Promise<AuthUser | undefined>;
    /** Keeps a client account under the next id (`clientAccount`); undefined when the e-mail is taken. */
    create(input: NewAccount): Promise<AuthUser | undefined>;
    setPassword(id: number, passwordHash: string): Promise<void>;
    markVerified(id: number, at: Date): Promise<void>;
    /** Turns two-step sign-in on or off for the account. */
    setTwoStep(id: number, enabled: boolean): Promise<void>;
  };
  /** One-time reset tokens, e-mail tokens and two-step codes, kept hashed (docs/security.md). */
  authCodes: {
    /** Keeps it under the next id; the account's earlier codes of the same purpose stop counting. */
    issue(code: NewAuthCode): Promise<void>;
    /** The live (unexpired, unused, not spent) code of this purpose with this hash. */
    find(purpose: CodePurpose, hash: string): Promise<AuthCode | undefined>;
    /** The account's live code of this purpose. */
    latest(purpose: CodePurpose, userId: number): Promise<AuthCode | undefined>;
    /** Uses it up; false when it was already used (two requests racing). */
    use(id: number): Promise<boolean>;
    /** Counts a wrong try against it; answers the tries so far. */
    fail(id: number): Promise<number>;
  };
  /** Signed-in sessions (docs/server.md, "Sessions"): the access token names one. */
  sessions: {
    /** Starts a session for this user, valid for `days`, and answers its access token. */
    start(userId: number, days: number): Promise<string>;
    /** The user a live session belongs to; undefined for an unknown, ended or expired token. */
    userIdOf(token: string): Promise<number | undefined>;
    end(token: string): Promise<void>;
    /** Ends every session of this account (a new password). */
    endAll(userId: number): Promise<void>;
  };
  contactMessages: {
    /** Keeps it under the next id (`msg-0007`), received now, not handled. */
    create(message: ContactMessageInput): Promise<StoredContactMessage>;
    /** Newest first; `q` in name, e-mail, subject or text. */
    list(query: ContactMessageQuery): Promise<ContactMessageList>;
    get(id: string): Promise<StoredContactMessage | undefined>;
    /** Marks it handled or not; undefined when there is none. */
    setHandled(id: string, handled: boolean): Promise<StoredContactMessage | undefined>;
    /** Notes whether the message was e-mailed to the company (docs/security.md, "Contact form"). */
    setMailed(id: string, mailed: boolean): Promise<void>;
    remove(id: string): Promise<boolean>;
  };
  /** docs/api.md, "Invoices": records kept in French sample text, answered localised (`localiseInvoice`). */
  invoices: {
    list(query: InvoiceQuery, language: ApiLanguage): Promise<InvoiceList>;
    /** As kept (not localised); undefined when there is none. */
    get(id: number): Promise<Invoice | undefined>;
    /** Keeps a valid form's invoice for this customer under the next id, as a draft. */
    create(input: InvoiceInput, client: BilledCustomer): Promise<Invoice>;
    /** Replaces its fields; number and payments stay. Undefined when there is none. */
    update(id: number, input: InvoiceInput, client: BilledCustomer): Promise<Invoice | undefined>;
    /** Adds the payment; balance and status follow. Undefined when there is none. */
    addPayment(id: number, payment: PaymentInput): Promise<Invoice | undefined>;
    /** Records that it was sent to the client (`markedSent`). Undefined when there is none. */
    markSent(id: number): Promise<Invoice | undefined>;
    remove(id: number): Promise<boolean>;
  };
  /** docs/api.md, "Wizards": what the three wizard examples save. */
  wizards: {
    /** Keeps the record `build` makes with the next id of its kind (1, 2, …) and the time now; answers it. */
    create<K extends WizardKind>(
      kind: K,
      build: (id: number, createdAt: string) => WizardRecords[K],
    ): Promise<WizardRecords[K]>;
  };
  /**
   * docs/api.md, "E-mail": one mailbox per user (`ownerId`, the signed-in user's id); samples kept in French and
   * answered localised (`localiseEmail`), written messages as written. A message of another owner is not found.
   */
  emails: {
    list(ownerId: number, query: EmailQuery, language: ApiLanguage): Promise<EmailList>;
    /** As kept (not localised); undefined when the owner has none with this id. */
    get(ownerId: number, id: number): Promise<StoredEmail | undefined>;
    /** Its thread in its owner's mailbox, oldest first (itself included). */
    thread(email: StoredEmail): Promise<StoredEmail[]>;
    /** Keeps a written message, sent or draft, at `now`: the owner's draft `draftId` is replaced, else a new id. */
    write(input: ComposeInput, owner: Mailbox & { id: number }, now: Date): Promise<StoredEmail>;
    update(ownerId: number, id: number, patch: EmailPatch): Promise<StoredEmail | undefined>;
    /** The change on each of the owner's messages among `ids` (`remove`: those in the trash go); their ids. */
    batch(ownerId: number, batch: EmailBatch): Promise<number[]>;
    /** Deletes it for good when it is the owner's and in the trash; false otherwise. */
    remove(ownerId: number, id: number): Promise<boolean>;
  };
  chat: ChatStore;
  /** Recent attempts per key, for the abuse limits (docs/security.md): failed sign-ins, contact messages. */
  attempts: {
    /** When each attempt under this key made after `after` happened, oldest first. */
    since(key: string, after: Date): Promise<Date[]>;
    add(key: string, at: Date): Promise<void>;
    clear(key: string): Promise<void>;
  };
  /** The coming-soon page's list (docs/api.md, "Notify me"): addresses, lower-cased, each once. */
  notifyMe: {
    /** Keeps the address; false when it was already on the list. */
    subscribe(email: string): Promise<boolean>;
  };
  /** The audit trail (docs/api.md, "Audit trail"): every write a signed-in user made through the API. */
  audit: {
    /** Keeps it under the next id. */
    record(entry: AuditInput): Promise<AuditEntry>;
    list(query: AuditQuery): Promise<AuditList>;
    /** Everyone in the trail, by the latest name recorded, in name order. */
    users(): Promise<AuditUser[]>;
  };
}
