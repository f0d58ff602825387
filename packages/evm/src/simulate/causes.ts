/**
 * An error and its causes, outermost first. Walked by shape rather than `instanceof`: a page
 * may hold two copies of viem (a pre-bundled one and the source), whose error classes differ.
 */
export function causes(error: unknown): object[] {
  const chain: object[] = []
  let current: unknown = error
  while (typeof current === 'object' && current !== null && !chain.includes(current) && chain.length < 16) {
    chain.push(current)
    current = (current as { cause?: unknown }).cause
  }
  return chain
}
