import { readJsonObject } from '../http/read-body.js'
import { requireQuery } from '../http/require-query.js'
import type { Route, RouteContext, RouteHandler } from '../http/route.js'

/**
 * The project id of a blockchain-service call: in the query, or for the JSON POST routes in
 * the body, where hosted clients put it. Missing in both is the same 400 as a missing query
 * parameter.
 */
export function requireProjectId(query: URLSearchParams, body?: Record<string, unknown>): void {
  const inBody = body?.projectId
  if (typeof inBody === 'string' && inBody.trim() !== '') return
  requireQuery(query, ['projectId'])
}

/** A blockchain-service route whose project id is in the query, checked before the handler runs. */
export function projectRoute(
  name: string,
  method: Route['method'],
  pattern: string,
  handler: RouteHandler,
): Route {
  return {
    name,
    method,
    pattern,
    handler: (context) => {
      requireProjectId(context.query)
      return handler(context)
    },
  }
}

/** A JSON POST route of the blockchain service: the body is read, then the project id looked for in the query or the body. */
export function projectJsonRoute(
  name: string,
  pattern: string,
  handler: (body: Record<string, unknown>, context: RouteContext) => ReturnType<RouteHandler>,
): Route {
  return {
    name,
    method: 'POST',
    pattern,
    handler: async (context) => {
      const body = await readJsonObject(context.req)
      requireProjectId(context.query, body)
      return handler(body, context)
    },
  }
}
