import { http } from 'msw';
import { answerApi } from './answer';

/**
 * Vitest's interception (src/mocks/server.ts): every /api call is answered by the one API definition
 * (src/backend/app.ts), as in the browser's worker.
 */
export const handlers = [http.all('*/api/*', ({ request }) => answerApi(request))];
