import { defineConfig } from 'vitest/config'

// Workspace packages resolve to their TypeScript source through the `sigil-source`
// export condition, so tests and dev need no build.
const conditions = ['sigil-source', 'module', 'import', 'default']

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ['sigil-source'] } },
  test: {
    // The wallet SDK's payment module imports 'brotli/decompress' without an extension, which
    // Node's ESM loader cannot resolve; Vite's resolver can.
    server: { deps: { inline: [/@walletconnect\//, '@reown/walletkit'] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'devnet/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/lib/**/*.test.ts',
            'apps/demo/src/**/*.test.ts',
          ],
          exclude: ['**/*.service.test.ts', '**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'happy-dom',
          include: ['packages/*/src/**/*.test.tsx'],
        },
      },
      {
        extends: true,
        test: {
          name: 'service',
          environment: 'node',
          include: [
            'packages/*/src/**/*.service.test.ts',
            'devnet/src/**/*.service.test.ts',
            'scripts/**/*.service.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
