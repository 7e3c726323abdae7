/** Fixed ports for the e2e stack, away from the product's defaults (4000/4001) so both can run at once. */
export const e2ePorts = {
  bff: Number(process.env.E2E_PORT ?? 4100),
  api: Number(process.env.E2E_API_PORT ?? 4101),
};
export const e2eApiUrl = `http://127.0.0.1:${e2ePorts.api}`;
/** The web app and its GraphQL endpoint, both served by the bff. */
export const e2eBaseUrl = `http://127.0.0.1:${e2ePorts.bff}`;
