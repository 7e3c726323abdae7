// Node loader hook for benchmarks that render web components outside Vite: a CSS module imports as an object
// whose class names are the keys themselves, and plain CSS as nothing.
export async function load(url, context, next) {
  if (url.endsWith('.css')) {
    const source = url.endsWith('.module.css')
      ? 'export default new Proxy({}, { get: (_t, key) => (typeof key === "string" ? key : undefined) });'
      : 'export default {};';
    return { format: 'module', source, shortCircuit: true };
  }
  return next(url, context);
}
