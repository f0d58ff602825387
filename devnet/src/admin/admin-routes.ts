import type { StoredAnalyticsEvent } from '../analytics/analytics-event.js'
import type { PermissionStore } from '../blockchain/permission-store.js'
import type { SessionStore } from '../blockchain/session-store.js'
import { badRequest } from '../http/http-error.js'
import { readJsonObject } from '../http/read-body.js'
import { json } from '../http/reply.js'
import type { Route, RouteHandler } from '../http/route.js'
import type { ProjectConfig, ProjectFeatures } from '../registry/project-config.js'
import type { RpcEndpoints } from '../rpc/rpc-endpoints.js'
import type { FaultSwitches } from './fault-switches.js'
import type { RequestLog } from './request-log.js'

export interface AdminInput {
  analytics: StoredAnalyticsEvent[]
  requests: RequestLog
  faults: FaultSwitches
  rpc: RpcEndpoints
  sessions: SessionStore
  permissions: PermissionStore
  config: ProjectConfig
  info(): unknown
}

/** Control routes for tests and developers; the server answers them for loopback clients only. */
export function adminRoutes(input: AdminInput): Route[] {
  const route = (name: string, method: Route['method'], pattern: string, handler: RouteHandler): Route => ({
    name,
    method,
    pattern,
    handler,
  })
  return [
    route('info', 'GET', '/info', () => json(input.info())),
    route('analytics', 'GET', '/analytics', () => json({ events: input.analytics })),
    route('clearAnalytics', 'DELETE', '/analytics', () => {
      input.analytics.length = 0
      return json({ events: [] })
    }),
    route('requests', 'GET', '/requests', ({ query }) =>
      json({ requests: input.requests.list(query.get('service')) }),
    ),
    route('clearRequests', 'DELETE', '/requests', () => {
      input.requests.clear()
      return json({ requests: [] })
    }),
    route('faults', 'GET', '/faults', () => json({ faults: input.faults.list() })),
    route('setFault', 'POST', '/faults', async ({ req }) =>
      json({ faults: input.faults.set(await readJsonObject(req)) }),
    ),
    route('clearFaults', 'DELETE', '/faults', () => {
      input.faults.clear()
      return json({ faults: [] })
    }),
    route('rpc', 'GET', '/rpc', () => json({ endpoints: input.rpc.snapshot() })),
    route('setRpc', 'POST', '/rpc', async ({ req }) =>
      json({ endpoints: input.rpc.set(await readJsonObject(req)) }),
    ),
    route('resetRpc', 'DELETE', '/rpc', () => {
      input.rpc.reset()
      return json({ endpoints: input.rpc.snapshot() })
    }),
    route('grantPermission', 'POST', '/permissions', async ({ req }) =>
      json(input.permissions.grant(await readJsonObject(req)), 201),
    ),
    route('createSession', 'POST', '/sessions', async ({ req }) =>
      json(input.sessions.create(await readJsonObject(req)), 201),
    ),
    route('config', 'GET', '/config', () => json(input.config)),
    route('setConfig', 'POST', '/config', async ({ req }) =>
      json(updateConfig(input.config, await readJsonObject(req))),
    ),
  ]
}

/** Changes the project configuration in place: any of features (partial), allowedOrigins, isAnalyticsEnabled, projectIds. */
function updateConfig(config: ProjectConfig, body: Record<string, unknown>): ProjectConfig {
  if (body.features !== undefined) {
    if (typeof body.features !== 'object' || body.features === null)
      throw badRequest('features must be an object')
    const features = body.features as Record<string, unknown>
    for (const [key, value] of Object.entries(features)) {
      if (!(key in config.features)) throw badRequest(`unknown feature ${key}`)
      const listFeature = key === 'socials' || key === 'swaps' || key === 'onramp'
      const valid = listFeature
        ? value === false || (Array.isArray(value) && value.every((entry) => typeof entry === 'string'))
        : typeof value === 'boolean'
      if (!valid)
        throw badRequest(`feature ${key} must be ${listFeature ? 'false or a list of strings' : 'a boolean'}`)
    }
    Object.assign(config.features, features as Partial<ProjectFeatures>)
  }
  if (body.allowedOrigins !== undefined) {
    if (
      !Array.isArray(body.allowedOrigins) ||
      !body.allowedOrigins.every((entry) => typeof entry === 'string')
    ) {
      throw badRequest('allowedOrigins must be a list of strings')
    }
    config.allowedOrigins = body.allowedOrigins as string[]
  }
  if (body.isAnalyticsEnabled !== undefined) {
    if (typeof body.isAnalyticsEnabled !== 'boolean') throw badRequest('isAnalyticsEnabled must be a boolean')
    config.isAnalyticsEnabled = body.isAnalyticsEnabled
  }
  if (body.projectIds !== undefined) {
    if (
      body.projectIds !== null &&
      (!Array.isArray(body.projectIds) || !body.projectIds.every((entry) => typeof entry === 'string'))
    ) {
      throw badRequest('projectIds must be null or a list of strings')
    }
    config.projectIds = body.projectIds as string[] | null
  }
  return config
}
