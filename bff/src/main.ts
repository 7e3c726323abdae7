// Entry point of the bff alone: `npm run start:bff`. Configuration comes from the environment:
//   PORT (default 4000), HOST (default 0.0.0.0: reachable from other machines/containers; set
//   HOST=127.0.0.1 to keep it local), API_URL (default http://127.0.0.1:4001), REDIS_URL,
//   SERVICE_TOKEN (default: the contents of .data/service-token written by the api),
//   WEB_DIST (default web/dist), GRAPHIQL=0|1 (default: on unless NODE_ENV=production), BFF_LOG=0|1,
//   BFF_JIT=0 (graphql-js instead of graphql-jit).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startBff, type RunningBff } from './server';

export function serviceTokenFromEnv(): string | undefined {
  if (process.env.SERVICE_TOKEN) return process.env.SERVICE_TOKEN;
  const file = join(process.env.DATA_DIR ?? '.data', 'service-token');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim() || undefined;
  return undefined;
}

export function bffOptionsFromEnv() {
  const graphiql = process.env.GRAPHIQL === undefined ? undefined : process.env.GRAPHIQL !== '0' && process.env.GRAPHIQL !== 'false';
  return {
    port: Number(process.env.PORT ?? 4000),
    host: process.env.HOST ?? '0.0.0.0',
    apiUrl: process.env.API_URL ?? 'http://127.0.0.1:4001',
    redisUrl: process.env.REDIS_URL || undefined,
    serviceToken: serviceTokenFromEnv(),
    webDist: process.env.WEB_DIST || undefined,
    graphiql,
    logger: process.env.BFF_LOG === '1',
  };
}

/** Closes on SIGINT/SIGTERM, then runs `after` and exits 0. */
export function closeOnSignals(bff: RunningBff, after?: () => Promise<void>): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      const timer = setTimeout(() => process.exit(1), 10_000);
      timer.unref();
      bff
        .close()
        .then(() => after?.())
        .then(
          () => process.exit(0),
          (err: unknown) => {
            console.error(err);
            process.exit(1);
          },
        );
    });
  }
}

const isMain = process.argv[1] && /bff[\\/]src[\\/]main\.ts$/.test(process.argv[1]);
if (isMain) {
  const options = bffOptionsFromEnv();
  if (!options.serviceToken) console.warn('bff: no SERVICE_TOKEN and no .data/service-token: subscriptions will receive no events.');
  const bff = await startBff(options);
  console.log(`bff listening on ${bff.url} (GraphQL at ${bff.url}/graphql, upstream ${options.apiUrl})`);
  closeOnSignals(bff);
}
