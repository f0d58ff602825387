function trimSlash(host: string): string {
  return host.replace(/\/+$/, '')
}

/** A provider-hosted RPC URL: `{host}/v1/?chainId={chainId}&projectId={projectId}` (R-API-39). */
export function hostedRpcUrl(host: string, chainId: string | number, projectId: string): string {
  return `${trimSlash(host)}/v1/?chainId=${chainId}&projectId=${encodeURIComponent(projectId)}`
}

/** The shared relay endpoint `{host}/v1`, the default RPC of Solana and Bitcoin networks (R-API-40). */
export function relayRpcUrl(host: string): string {
  return `${trimSlash(host)}/v1`
}
