// The tiers talk over HTTP only: ESLint refuses an import of another tier's source (contract/ is shared, platform/
// is shared by the api and the bff, never the web).
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function restricted(filePath: string, code: string): Promise<boolean> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.some((m) => m.ruleId === 'no-restricted-imports');
}

describe('tier separation lint', () => {
  it.each([
    ['bff/src/launcher.ts', "import { demoLogins } from '../../api/src/seed/demo-logins';"],
    ['bff/src/schema/x.ts', "import { startApi } from '../../../api/dist/main.js';"],
    ['api/src/records/x.ts', "import { startBff } from '../../../bff/src/server';"],
    ['web/src/features/x.ts', "import { catalogueRows } from '../../../api/src/db/records';"],
    ['web/src/x.ts', "import { schema } from '../../bff/src/schema';"],
    ['contract/x.ts', "import { startApi } from '../api/src/server';"],
    ['platform/ops/x.ts', "import { startApi } from '../../api/src/server';"],
    ['platform/ops/x.ts', "import { startBff } from '../../bff/src/server';"],
    ['web/src/app/x.ts', "import { metricsAllowed } from '../../../platform/ops/metrics-access';"],
    ['contract/x.ts', "import { closeDraining } from '../platform/ops/shutdown';"],
  ])('refuses %s importing another tier', async (file, code) => {
    expect(await restricted(file, `${code}\nexport {};\n`)).toBe(true);
  });

  it.each([
    ['bff/src/x.ts', "import { catalogue } from '../../contract';"],
    ['api/src/db/x.ts', "import { catalogue } from '../../../contract';"],
    ['stack/x.ts', "import { demoLogins } from '../api/src/seed/demo-logins';"],
    ['api/src/main.ts', "import { closeOnSignals } from '../../platform/ops/shutdown';"],
    ['bff/src/ops/metrics.ts', "import { metricsAllowed } from '../../../platform/ops/metrics-access';"],
  ])('allows %s importing contract/ or platform/ (or the launcher importing a tier)', async (file, code) => {
    expect(await restricted(file, `${code}\nexport {};\n`)).toBe(false);
  });
});
