export type QueryValue = string | number | boolean | bigint | null | undefined | readonly (string | number)[]
export type QueryParams = Record<string, QueryValue>

/**
 * Joins a base URL (which may carry a path) and a path, then appends the parameters that
 * have a value. Lists are sent comma-separated, as the registry expects.
 */
export function buildUrl(baseUrl: string, path: string, ...paramSets: (QueryParams | undefined)[]): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`
  const url = new URL(path.replace(/^\/+/, ''), base)
  for (const params of paramSets) {
    if (!params) continue
    for (const [key, value] of Object.entries(params)) {
      if (value === undefined || value === null) continue
      if (Array.isArray(value)) {
        if (value.length > 0) url.searchParams.set(key, value.join(','))
      } else url.searchParams.set(key, String(value))
    }
  }
  return url.toString()
}
