// The server mode for the end-to-end tests (playwright.config.ts): dist-server/main.mjs on E2E_SERVER_PORT, over
// PGlite in a data folder emptied first, so every run starts from the seed. This process is the server itself.
import { rmSync } from 'node:fs';

process.env.DATA_DIR = 'test-results/e2e-server-data';
process.env.PORT = process.env.E2E_SERVER_PORT;
rmSync(process.env.DATA_DIR, { recursive: true, force: true });
await import('../dist-server/main.mjs');
