/** Reads one string field of the router's untyped `data`, if it is there. */
export function routeString(data: unknown, key: string): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const value = (data as Record<string, unknown>)[key]
  return typeof value === 'string' ? value : undefined
}
