/**
 * Starts the real stack for Playwright: the api on a fresh PGlite database in a temp folder
 * (seeded with the demo company), then the bff serving the built web app.
 */
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApi } from '../../../api/src/server';
import { startBff } from '../../../bff/src/server';
import { e2ePorts } from './ports';

const webDist = join(process.cwd(), 'web', 'dist');
if (!existsSync(join(webDist, 'index.html'))) {
  console.error('web/dist is missing: run `npm run build` first');
  process.exit(1);
}

const root = mkdtempSync(join(tmpdir(), 'suite-e2e-'));
const dataDir = join(root, 'pglite');
// The plan specs move the api's clock (a trial's end): a test harness option, never on in production.
const api = await startApi({ port: e2ePorts.api, dataDir, attachmentsDir: join(root, 'attachments'), logger: false, movableClock: true });
const bff = await startBff({
  port: e2ePorts.bff,
  host: '127.0.0.1',
  apiUrl: api.url,
  serviceToken: api.serviceToken,
  webDist,
  logger: false,
  // As in production (bff/src/main.ts): the web's operations compiled before /ready, which Playwright waits for.
  warmJit: true,
});
console.log(`e2e stack: web+graphql ${bff.url}, api ${api.url}`);

async function stop() {
  await bff.close();
  await api.close();
  rmSync(root, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
