/**
 * `npm run db:grow -- <rows>`: grows the products and orders of the database the server would open (DATA_DIR or
 * DATABASE_URL) to <rows> each, for the API benchmark (docs/performance.md, "API").
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../sql/database';
import { growDatabase } from '../sql/grow';
import { readConfig } from './config';

const rows = Number(process.argv[2] ?? 1_000_000);
if (!Number.isSafeInteger(rows) || rows < 1) {
  console.error('Usage: npm run db:grow -- <rows>, a whole number (default 1000000)');
  process.exit(1);
}
const config = readConfig();
if (!config.databaseUrl) await mkdir(config.dataDir, { recursive: true });
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : config.dataDir,
  migrationsFolder: fileURLToPath(new URL('./migrations', import.meta.url)),
});
const started = Date.now();
await growDatabase(database.db, rows);
console.log(`products and orders grown to ${rows} rows each in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await database.close();
