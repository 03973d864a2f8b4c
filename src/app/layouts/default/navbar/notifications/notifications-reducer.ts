import type { AppNotification } from './sample-notifications';

export type NotificationAction =
  { type: 'toggleRead'; id: string } | { type: 'markAllRead' } | { type: 'remove'; id: string };

export function notificationsReducer(state: AppNotification[], action: NotificationAction): AppNotification[] {
  switch (action.type) {
    case 'toggleRead':
      return state.map((n) => (n.id === action.id ? { ...n, read: !n.read } : n));
    case 'markAllRead':
      return state.map((n) => (n.read ? n : { ...n, read: true }));
    case 'remove':
      return state.filter((n) => n.id !== action.id);
  }
}
