// Read by relay-compiler and babel-plugin-relay (through vite-plugin-relay). Both load it with `require`,
// which on Node >= 20.19 returns the `module.exports` export of an ES module, hence the named export below.
const config = {
  src: './web/src',
  schema: './schema.graphql',
  language: 'typescript',
  eagerEsModules: true,
  excludes: ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**'],
  customScalarTypes: { DateTime: 'string', JSON: 'unknown', JSONObject: 'Record<string, unknown>' },
  // Persisted operations: the generated requests carry an id (no text) and the compiler writes every operation's
  // text by id to this manifest, which the bff loads (bff/src/persisted/). Committed with the generated files.
  persistConfig: { file: './web/persisted-operations.json', algorithm: 'SHA256' },
};

export { config as 'module.exports' };
export default config;
