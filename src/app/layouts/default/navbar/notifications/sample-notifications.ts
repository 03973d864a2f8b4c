import type { SvgIconComponent } from '@mui/icons-material';
import Assessment from '@mui/icons-material/AssessmentOutlined';
import RateReview from '@mui/icons-material/RateReviewOutlined';
import ReceiptLong from '@mui/icons-material/ReceiptLongOutlined';
import ShoppingCart from '@mui/icons-material/ShoppingCartOutlined';
import type { ChildKeys } from '@/lib/i18n/keys';

export type NotificationColor = 'primary' | 'success' | 'info' | 'warning' | 'error' | 'secondary';

export interface AppNotification {
  id: string;
  /** Key under notifications.items in the common namespace (title and body). */
  key: ChildKeys<'common', 'notifications.items'>;
  minutesAgo: number;
  read: boolean;
  color: NotificationColor;
  /** Either a person's initials or an icon. */
  initials?: string;
  icon?: SvgIconComponent;
}

/** Sample notifications: the spec names no notification API, so the menu starts from these. */
export const sampleNotifications: AppNotification[] = [
  { id: 'n1', key: 'orderPlaced', minutesAgo: 12, read: false, color: 'primary', icon: ShoppingCart },
  { id: 'n2', key: 'courseCompleted', minutesAgo: 58, read: false, color: 'success', initials: 'AN' },
  { id: 'n3', key: 'newUser', minutesAgo: 180, read: false, color: 'info', initials: 'PO' },
  { id: 'n4', key: 'reviewPending', minutesAgo: 60 * 20, read: true, color: 'warning', icon: RateReview },
  { id: 'n5', key: 'reportReady', minutesAgo: 60 * 24 * 2, read: true, color: 'secondary', icon: Assessment },
  { id: 'n6', key: 'invoicePaid', minutesAgo: 60 * 24 * 6, read: true, color: 'success', icon: ReceiptLong },
];
