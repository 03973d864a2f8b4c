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
  OrderList,
  ProductList,
  ReferralList,
  ReviewList,
} from '@/features/ecommerce/api/types';
import type { PermissionQuery } from '@/features/permissions/api/lists';
import type { PermissionList } from '@/features/permissions/api/types';
import type { UserQuery } from '@/features/users/api/lists';
import type { UserDetail, UserList } from '@/features/users/api/types';
import type { ApiLanguage } from '@/mocks/utils';

/** A stored contact-form message (docs/api.md, "Contact"). */
export interface StoredContactMessage {
  id: string;
  fullName: string;
  email: string;
  subject: string;
  message: string;
}

/**
 * Where the API keeps its data (docs/server.md): the in-memory store of the static demo
 * (`memory-store.ts`) and the SQL store of the server mode (`sql/sql-store.ts`) answer the same calls with
 * the same bodies; the contract suite (`contract.test.ts`) holds them to it. Lists take the typed query of
 * `features/<f>/api/lists.ts` and answer the list's body as docs/api.md gives it.
 */
export interface Store {
  products: {
    list(query: ProductQuery): Promise<ProductList>;
    remove(id: number): Promise<boolean>;
  };
  orders: {
    list(query: OrderQuery): Promise<OrderList>;
    remove(id: number): Promise<boolean>;
  };
  customers: {
    list(query: CustomerQuery, language: ApiLanguage): Promise<CustomerList>;
    get(customerId: number, language: ApiLanguage): Promise<CustomerDetail | undefined>;
  };
  reviews: {
    list(query: ReviewQuery): Promise<ReviewList>;
    remove(id: number): Promise<boolean>;
  };
  referrals: { list(query: ReferralQuery): Promise<ReferralList> };
  users: {
    list(query: UserQuery): Promise<UserList>;
    get(id: number): Promise<UserDetail | undefined>;
    /** Keeps the user under the next free id (docs/decisions.md, "User ids") and answers that id. */
    create(body: Record<string, unknown>): Promise<number>;
    remove(id: number): Promise<boolean>;
  };
  permissions: { list(query: PermissionQuery): Promise<PermissionList> };
  courses: {
    list(query: CourseQuery, language: ApiLanguage): Promise<CourseList>;
    get(id: number): Promise<Course | undefined>;
  };
  analyticsProjects: { list(query: ProjectQuery): Promise<AnalyticsProjectList> };
  salesDetails: { all(): Promise<SalesDetail[]> };
  /** Signed-in sessions (docs/server.md, "Sessions"): the access token names one. */
  sessions: {
    /** Starts a session for this user and answers its access token. */
    start(userId: number): Promise<string>;
    /** The user a live session belongs to; undefined for an unknown, ended or expired token. */
    userIdOf(token: string): Promise<number | undefined>;
    end(token: string): Promise<void>;
  };
  contactMessages: {
    create(message: Omit<StoredContactMessage, 'id'>): Promise<StoredContactMessage>;
  };
}
