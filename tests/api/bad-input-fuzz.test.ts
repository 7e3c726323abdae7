// The regression net of "no 500 from bad input": a few hundred generated calls across every route the api
// registered (path ids at the edges, NUL bytes and lone surrogates, huge numbers, wrong types, unknown
// references), from a fixed seed. Every answer must be a refusal or a success, never a 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApi, type TestApi } from './support/api';
import { login, type Client } from './support/client';
import { BAD_ID_TEXT, badBody, badQuery, routeObject, seeded } from './support/fuzz';

const SEED = 12;
/** Calls per route. */
const CALLS_PER_ROUTE = 1;
/** Routes whose calls would end the fuzzing session or never end (the hub's event stream). */
const SKIPPED = new Set(['/authentication/logout', '/api/hub/stream']);

for (const backend of backends()) {
  describe(`fuzzing every api route (${backend.name})`, () => {
    let api: TestApi;
    let client: Client;
    beforeAll(async () => {
      api = await startTestApi(backend);
      client = await login(api.url, 'admin@acme.example');
    });
    afterAll(async () => {
      await api?.close();
    });

    it('answers no generated call with a 5xx', { timeout: 60_000 }, async () => {
      const rng = seeded(SEED);
      const routes = api.routes.filter((r) => !SKIPPED.has(r.url) && r.url.startsWith('/api/'));
      expect(routes.length).toBeGreaterThan(300);
      const calls: { method: string; path: string; body?: unknown }[] = [];
      for (const route of routes) {
        const hasParam = route.url.includes(':');
        const pathsOf = (value: string) => route.url.replace(/:[A-Za-z]+/g, value);
        // A route with a path id gets one beyond int4 half the time, another bad id otherwise.
        const ids = hasParam ? [rng.chance(0.5) ? rng.pick(['2147483648', '9007199254740991']) : rng.pick(BAD_ID_TEXT)] : [''];
        for (const id of ids) {
          for (let i = 0; i < CALLS_PER_ROUTE; i++) {
            const path = pathsOf(id) + (route.method === 'GET' || rng.chance(0.3) ? badQuery(rng) : '');
            const body = route.method === 'GET' ? undefined : badBody(rng, routeObject(route.url), route.url);
            calls.push({ method: route.method, path, body });
          }
        }
      }
      expect(calls.length).toBe(routes.length);
      const failures: string[] = [];
      // A few at a time: the point is the answers, not load.
      for (let i = 0; i < calls.length; i += 8) {
        await Promise.all(
          calls.slice(i, i + 8).map(async (c) => {
            const res = await client.request(c.method, c.path, c.body);
            if (res.status >= 500) failures.push(`${c.method} ${c.path} ${JSON.stringify(c.body)} → ${res.status} ${JSON.stringify(res.body)}`);
          }),
        );
      }
      expect(failures).toEqual([]);
    });
  });
}
