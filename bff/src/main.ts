// Entry point of the bff alone: `npm run start:bff` (source, tsx) or `node bff/dist/main.js` (the production
// build). Configuration comes from the environment:
//   PORT (default 4000), HOST (default 127.0.0.1: only this machine; set HOST=0.0.0.0 to listen on every
//   interface), API_URL (default http://127.0.0.1:4001), REDIS_URL, SERVICE_TOKEN (default: the contents of
//   .data/service-token written by the api), WEB_DIST (default web/dist), GRAPHIQL=0|1 (default: on unless
//   NODE_ENV=production), LOG_LEVEL (default info; BFF_LOG=0 silences the logs), METRICS_TOKEN,
//   INTROSPECTION=on|off|bearer (default on; bearer when NODE_ENV=production), PERSISTED_ONLY=0|1 (default 0),
//   PERSISTED_OPERATIONS (default web/persisted-operations.json), BFF_JIT=0 (graphql-js instead of graphql-jit),
//   BFF_JIT_WARMUP=0 (compile each persisted operation on its first request instead of before /ready).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { introspectionModeFromEnv } from './introspection';
import { closeOnSignals } from '../../platform/ops/shutdown';
import { startBff } from './server';

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
    host: process.env.HOST || '127.0.0.1',
    apiUrl: process.env.API_URL ?? 'http://127.0.0.1:4001',
    redisUrl: process.env.REDIS_URL || undefined,
    serviceToken: serviceTokenFromEnv(),
    webDist: process.env.WEB_DIST || undefined,
    graphiql,
    introspection: introspectionModeFromEnv(),
    persistedOnly: process.env.PERSISTED_ONLY === '1' || process.env.PERSISTED_ONLY === 'true',
    persistedManifest: process.env.PERSISTED_OPERATIONS || undefined,
    logger: process.env.BFF_LOG !== '0',
    warmJit: process.env.BFF_JIT !== '0' && process.env.BFF_JIT_WARMUP !== '0',
  };
}

const isMain = process.argv[1] && /bff[\\/](src[\\/]main\.ts|dist[\\/]main\.js)$/.test(process.argv[1]);
if (isMain) {
  const options = bffOptionsFromEnv();
  const bff = await startBff(options);
  if (!options.serviceToken) bff.log.warn('no SERVICE_TOKEN and no .data/service-token: subscriptions will receive no events');
  bff.log.info({ url: bff.url, graphql: `${bff.url}/graphql`, upstream: options.apiUrl }, 'bff ready');
  // Drains HTTP and closes graphql-ws sockets with 1001, then exits 0; 1 past the bound.
  closeOnSignals(() => bff.close(), 'bff');
}
