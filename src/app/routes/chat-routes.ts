import type { RouteObject } from 'react-router';
import { pageRoute } from './page-route';

/** The chat app (default layout); the screen downloads only its own code. */
export const chatRoutes: RouteObject[] = [
  pageRoute('apps-chat', () => import('@/features/chat/routes/chat-page'), {
    strings: ['chat', 'data-table'],
    titleKey: 'chat:title',
  }),
];
