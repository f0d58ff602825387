import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { faultReply } from '../admin/fault-reply.js'
import type { FaultSwitches } from '../admin/fault-switches.js'
import type { RequestLog } from '../admin/request-log.js'
import type { Logger } from '../logger.js'
import { HttpError, ServiceRefusal } from './http-error.js'
import { isLoopback } from './loopback.js'
import type { Reply } from './reply.js'
import { matchRoute, type Route } from './route.js'

export interface MountedService {
  name: string
  /** Path prefix, e.g. '/registry'. */
  prefix: string
  routes: Route[]
  /** Admin: answer loopback clients only; never faulted nor recorded. */
  control?: boolean
  /**
   * A path no route serves gets a 404 with an empty body and no CORS headers, preflight
   * included: an axum router's default fallback, outside the CORS layer that a hosted service
   * puts on its routes only. Without it, devnet's own JSON 404 with CORS headers.
   */
  bareNotFound?: boolean
}

interface ServerInput {
  services: MountedService[]
  faults: FaultSwitches
  requests: RequestLog
  log: Logger
}

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Max-Age': '600',
}

/** One HTTP server for every devnet service; each service lives under its own path prefix. */
export function createDevnetServer(input: ServerInput): Server {
  return createServer((req, res) => {
    const started = performance.now()
    handle(input, req, res)
      .catch((error: unknown) => reply(res, errorReply(error)))
      .finally(() => {
        if (res.writableEnded) {
          const path = (req.url ?? '').split('?')[0]
          input.log.debug(
            `${req.method} ${path} ${res.statusCode} ${(performance.now() - started).toFixed(1)}ms`,
          )
        }
      })
  })
}

async function handle(input: ServerInput, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://devnet.local')
  const service = input.services.find(
    (candidate) => url.pathname === candidate.prefix || url.pathname.startsWith(`${candidate.prefix}/`),
  )
  if (service?.bareNotFound === true && !servesPath(service, url.pathname)) {
    req.resume()
    res.writeHead(404, { 'Content-Length': '0' }).end()
    return
  }
  for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value)
  if (req.method === 'OPTIONS') {
    res.writeHead(204).end()
    return
  }
  if (service === undefined) {
    reply(res, { status: 404, body: { error: 'not_found', message: `no service at ${url.pathname}` } })
    return
  }
  if (service.control === true && !isLoopback(req.socket.remoteAddress)) {
    reply(res, {
      status: 403,
      body: { error: 'forbidden', message: 'admin routes answer loopback clients only' },
    })
    return
  }
  const path = url.pathname.slice(service.prefix.length) || '/'
  const matched = matchRoute(service.routes, req.method ?? 'GET', path)
  if (!('route' in matched)) {
    const status = matched.methodMismatch ? 405 : 404
    const message = matched.methodMismatch
      ? `${req.method} is not allowed on ${url.pathname}`
      : `no route ${url.pathname}`
    reply(res, { status, body: { error: status === 405 ? 'method_not_allowed' : 'not_found', message } })
    return
  }
  if (service.control !== true) {
    input.requests.record({
      at: new Date().toISOString(),
      service: service.name,
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
    })
    const fault = input.faults.take({
      service: service.name,
      routeName: matched.route.name,
      fullPath: url.pathname,
    })
    if (fault === 'hang') return
    if (fault !== null) {
      req.resume()
      reply(res, faultReply(fault))
      return
    }
  }
  const result = await matched.route.handler({ req, params: matched.params, query: url.searchParams })
  if (result.hang === true) return
  reply(res, result)
}

/** Whether a route of `service` has this path, with any method. */
function servesPath(service: MountedService, pathname: string): boolean {
  const matched = matchRoute(service.routes, 'GET', pathname.slice(service.prefix.length) || '/')
  return 'route' in matched || matched.methodMismatch
}

function errorReply(error: unknown): Reply {
  if (error instanceof ServiceRefusal) return error.reply
  if (error instanceof HttpError)
    return { status: error.status, body: { error: error.code, message: error.message } }
  const message = error instanceof Error ? error.message : String(error)
  return {
    status: 500,
    body: { error: 'internal', message: `devnet could not answer: ${message.split('\n')[0]}` },
  }
}

function reply(res: ServerResponse, result: Reply): void {
  if (res.headersSent) {
    res.end()
    return
  }
  const text = result.raw ?? (result.body === undefined ? '' : JSON.stringify(result.body))
  res.writeHead(result.status, {
    'Content-Type': result.contentType ?? 'application/json; charset=utf-8',
    ...result.headers,
  })
  res.end(text)
}
