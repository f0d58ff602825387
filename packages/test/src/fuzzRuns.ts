import fc from 'fast-check'

/** Cases per property in `npm test`; `SIGIL_FUZZ_RUNS=100000` runs more. */
export const DEFAULT_FUZZ_RUNS = 2000

/** How many cases each fuzz property runs: `SIGIL_FUZZ_RUNS` when set to a positive whole number. */
export function fuzzRuns(base: number = DEFAULT_FUZZ_RUNS): number {
  const configured = Number(globalThis.process?.env?.SIGIL_FUZZ_RUNS)
  return Number.isInteger(configured) && configured > 0 ? configured : base
}

/** Parameters for `fc.assert`: the fuzz run count, and a seed from `SIGIL_FUZZ_SEED` to replay a failure. */
export function fuzzParameters<T>(base?: number): fc.Parameters<T> {
  const seed = Number(globalThis.process?.env?.SIGIL_FUZZ_SEED)
  return { numRuns: fuzzRuns(base), ...(Number.isInteger(seed) ? { seed } : {}) }
}

/** Anything a hostile or broken peer could hand us: JSON-like values, odd strings, prototypes. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({ withBigInt: true, withNullPrototype: true, withObjectString: true, maxDepth: 3 }),
  fc.jsonValue({ maxDepth: 4 }),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('__proto__', 'constructor', 'javascript:alert(1)', '<script>alert(1)</script>', '', ' '),
)
