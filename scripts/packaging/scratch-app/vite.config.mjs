// Builds the page for the browser and the server entry for Node (SSR), as a framework would.
export default {
  logLevel: 'warn',
  build: { emptyOutDir: true },
}
