import { HttpError } from './http-error.js'

/** Rejects a request that lacks any of the named query parameters, as a hosted API would. */
export function requireQuery(query: URLSearchParams, names: readonly string[]): void {
  for (const name of names) {
    const value = query.get(name)
    if (value === null || value.trim() === '') {
      throw new HttpError(400, `missing required query parameter: ${name}`, 'missing_parameter')
    }
  }
}
