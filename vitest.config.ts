import { defineConfig } from 'vitest/config'

// Workspace packages resolve to their TypeScript source through the `sigil-source`
// export condition, so tests and dev need no build.
const conditions = ['sigil-source', 'module', 'import', 'default']

// The wagmi bridge accepts @wagmi/core 2 and 3: its tests run once against each. The `*-wagmi2`
// projects resolve `@wagmi/core` (in the bridge and in its tests) to the 2.x copy installed as
// `@wagmi/core-v2`.
const wagmiTests = 'packages/evm/src/wagmi/**/'
const wagmi2 = { alias: [{ find: /^@wagmi\/core(\/.*)?$/, replacement: '@wagmi/core-v2$1' }] }

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
          provide: { wagmiMajor: 3 },
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
          setupFiles: ['./vitest.component.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'service',
          environment: 'node',
          provide: { wagmiMajor: 3 },
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
        resolve: wagmi2,
        test: {
          name: 'unit-wagmi2',
          environment: 'node',
          include: [`${wagmiTests}*.test.ts`],
          // the bundle test builds with its own resolver (no alias) and is about bundling, not majors
          exclude: ['**/*.service.test.ts', '**/node_modules/**', '**/wagmiBundle.test.ts'],
          provide: { wagmiMajor: 2 },
        },
      },
      {
        extends: true,
        resolve: wagmi2,
        test: {
          name: 'service-wagmi2',
          environment: 'node',
          include: [`${wagmiTests}*.service.test.ts`],
          provide: { wagmiMajor: 2 },
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
