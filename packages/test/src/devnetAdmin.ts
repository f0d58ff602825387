/** Test helpers for devnet's admin routes (fault switches, request log, analytics intake). */
export type RecordedRequest = { service: string; method: string; path: string; query: Record<string, string> }
export type FaultMode = 403 | 429 | 500 | 503 | 'malformed' | 'hang' | 'ok'

export function devnetAdmin(adminUrl: string) {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${adminUrl}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`admin ${method} ${path}: ${response.status} ${await response.text()}`)
    return (await response.json()) as T
  }
  return {
    setFault: (route: string, mode: FaultMode, times?: number) =>
      call('POST', '/faults', { route, mode, times }),
    clearFaults: () => call('DELETE', '/faults'),
    requests: async (service?: string) =>
      (await call<{ requests: RecordedRequest[] }>('GET', `/requests${service ? `?service=${service}` : ''}`))
        .requests,
    clearRequests: () => call('DELETE', '/requests'),
    analytics: async () =>
      (
        await call<{
          events: { projectId: string; st: string; sv: string; event: Record<string, unknown> }[]
        }>('GET', '/analytics')
      ).events,
    clearAnalytics: () => call('DELETE', '/analytics'),
    setConfig: (config: Record<string, unknown>) => call('POST', '/config', config),
    setRpc: (input: { chainId: number; endpoint?: 'primary' | 'fallback'; mode: 'up' | 'down' | 'hang' }) =>
      call('POST', '/rpc', input),
    resetRpc: () => call('DELETE', '/rpc'),
    grantPermission: (input: { account: string; pci?: string }) =>
      call<{ pci: string }>('POST', '/permissions', input),
    createSession: (input: Record<string, unknown>) =>
      call<{ id: string; pci: string }>('POST', '/sessions', input),
    /** Serves `listings` as given (any shape), then `generate` ordinary ones, in place of the catalogue. */
    setRegistryWallets: (input: {
      listings?: unknown[]
      generate?: number
      /** Reported in place of the true count. */
      count?: number
      /** Every match answered to every page. */
      ignorePaging?: boolean
    }) => call<{ count: number }>('POST', '/registry/wallets', input),
    /** Serves a wallet image of any type; without `body`, an SVG padded by `bytes` characters. */
    setRegistryImage: (input: { id: string; contentType: string; body?: string; bytes?: number }) =>
      call('POST', '/registry/images', input),
    resetRegistry: () => call('DELETE', '/registry'),
  }
}
