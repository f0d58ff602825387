import { HttpError } from '../http/http-error.js'

/**
 * The project id of a blockchain-service call: in the query, or for the JSON POST routes in
 * the body, where hosted clients put it. Missing in both is the same 400 as a missing query
 * parameter.
 */
export function requireProjectId(query: URLSearchParams, body?: Record<string, unknown>): void {
  const inQuery = query.get('projectId')
  if (inQuery !== null && inQuery.trim() !== '') return
  const inBody = body?.projectId
  if (typeof inBody === 'string' && inBody.trim() !== '') return
  throw new HttpError(400, 'missing required query parameter: projectId', 'missing_parameter')
}
