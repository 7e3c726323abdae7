// Read by relay-compiler and babel-plugin-relay (through vite-plugin-relay). Both load it with `require`,
// which on Node >= 20.19 returns the `module.exports` export of an ES module, hence the named export below.
const config = {
  src: './web/src',
  schema: './schema.graphql',
  language: 'typescript',
  eagerEsModules: true,
  excludes: ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**'],
  customScalarTypes: { DateTime: 'string', JSON: 'unknown', JSONObject: 'Record<string, unknown>' },
};

export { config as 'module.exports' };
export default config;
