import type { IncomingMessage } from 'node:http'
import { badRequest } from '../http/http-error.js'
import { readText } from '../http/read-body.js'

export type RpcEndpointName = 'primary' | 'fallback'
export type RpcMode = 'up' | 'down' | 'hang'

const MODES: readonly RpcMode[] = ['up', 'down', 'hang']

/**
 * Two switchable RPC endpoints per chain in front of its anvil process, so tests can
 * take one down (503) or make it hang and watch the product fall back to the other.
 */
export class RpcEndpoints {
  private readonly modes = new Map<string, RpcMode>()

  constructor(private readonly anvilUrls: ReadonlyMap<number, string>) {}

  has(chainId: number): boolean {
    return this.anvilUrls.has(chainId)
  }

  mode(chainId: number, endpoint: RpcEndpointName): RpcMode {
    return this.modes.get(`${chainId}/${endpoint}`) ?? 'up'
  }

  /** Applies `{ chainId, endpoint?, mode }`; without endpoint both are switched. */
  set(input: Record<string, unknown>): Record<string, RpcMode> {
    const chainId = Number(input.chainId)
    if (!this.has(chainId))
      throw badRequest(`chainId must be one of ${[...this.anvilUrls.keys()].join(', ')}`)
    if (!MODES.includes(input.mode as RpcMode)) throw badRequest(`mode must be one of ${MODES.join(', ')}`)
    const endpoint = input.endpoint
    if (endpoint !== undefined && endpoint !== 'primary' && endpoint !== 'fallback') {
      throw badRequest('endpoint must be primary or fallback')
    }
    const targets: RpcEndpointName[] = endpoint === undefined ? ['primary', 'fallback'] : [endpoint]
    for (const target of targets) this.modes.set(`${chainId}/${target}`, input.mode as RpcMode)
    return this.snapshot()
  }

  reset(): void {
    this.modes.clear()
  }

  snapshot(): Record<string, RpcMode> {
    const result: Record<string, RpcMode> = {}
    for (const chainId of this.anvilUrls.keys()) {
      result[`${chainId}/primary`] = this.mode(chainId, 'primary')
      result[`${chainId}/fallback`] = this.mode(chainId, 'fallback')
    }
    return result
  }

  /** Passes the JSON-RPC body to anvil unchanged and returns its answer. */
  async forward(chainId: number, req: IncomingMessage): Promise<{ status: number; text: string }> {
    const url = this.anvilUrls.get(chainId)
    if (url === undefined) throw badRequest(`no chain ${chainId}`)
    const body = await readText(req)
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    return { status: response.status, text: await response.text() }
  }
}
