import type { IncomingMessage } from 'node:http'
import type { Reply } from './reply.js'

export interface RouteContext {
  req: IncomingMessage
  params: Record<string, string>
  query: URLSearchParams
}

export type RouteHandler = (context: RouteContext) => Promise<Reply> | Reply

export interface Route {
  /** A short name that fault switches can target, e.g. 'getWallets'. */
  name: string
  method: 'GET' | 'POST' | 'DELETE'
  /** A path relative to the service prefix, with `:param` segments, e.g. '/v1/identity/:address'. */
  pattern: string
  handler: RouteHandler
}

export interface MatchedRoute {
  route: Route
  params: Record<string, string>
}

/** Finds the route for a method and a service-relative path; `methodMismatch` tells 405 from 404. */
export function matchRoute(
  routes: readonly Route[],
  method: string,
  path: string,
): MatchedRoute | { methodMismatch: boolean } {
  const segments = splitPath(path)
  let methodMismatch = false
  for (const route of routes) {
    const params = matchPattern(splitPath(route.pattern), segments)
    if (params === null) continue
    if (route.method !== method) {
      methodMismatch = true
      continue
    }
    return { route, params }
  }
  return { methodMismatch }
}

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '')
}

function matchPattern(pattern: string[], segments: string[]): Record<string, string> | null {
  if (pattern.length !== segments.length) return null
  const params: Record<string, string> = {}
  for (let index = 0; index < pattern.length; index++) {
    const expected = pattern[index]!
    const actual = segments[index]!
    if (expected.startsWith(':')) {
      try {
        params[expected.slice(1)] = decodeURIComponent(actual)
      } catch {
        return null
      }
    } else if (expected !== actual) {
      return null
    }
  }
  return params
}
