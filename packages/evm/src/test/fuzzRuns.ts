/** Cases per fuzz property: 2000 in `npm test`, `SIGIL_FUZZ_RUNS` when set (as in @sigil/core's tests). */
export function fuzzRuns(base = 2000): number {
  const configured = Number(globalThis.process?.env?.SIGIL_FUZZ_RUNS)
  return Number.isInteger(configured) && configured > 0 ? configured : base
}
