import type { Clock } from '../clock/clock.js'
import type { Logger } from '../logger/index.js'

/** The fetch a client uses; tests and hosts may pass their own. */
export type FetchFunction = (input: string | URL | Request, init?: RequestInit) => Promise<Response>

/** What every service client is created with. Nothing is read from globals except the fetch default. */
export type ServiceClientOptions = {
  /** The service's base URL, e.g. the `registryUrl` of `ServiceUrls`. */
  baseUrl: string
  projectId: string
  /** SDK type sent as `st` (always 'sigil'). */
  sdkType?: 'sigil'
  /** SDK version sent as `sv`. */
  sdkVersion: string
  clock?: Clock
  logger?: Logger
  fetch?: FetchFunction
  /** Per-request timeout in ms (default 10 s). */
  timeoutMs?: number
}
