export type FrameUrlParameters = {
  /** The secure site's base URL (`services.embeddedWalletUrl`). */
  siteUrl: string
  projectId: string
  /** The network as CAIP-2 (`eip155:1`), as the hosted site expects it. */
  chainId: string
  version: string
  enableLogger: boolean
  rpcUrl: string
}

/** The frame's address, the site's `/sdk` page, with the query parameters of spec §7 (R-EMBED-25). */
export function frameUrl(parameters: FrameUrlParameters): string {
  const url = new URL('sdk', parameters.siteUrl.endsWith('/') ? parameters.siteUrl : `${parameters.siteUrl}/`)
  url.searchParams.set('projectId', parameters.projectId)
  url.searchParams.set('chainId', parameters.chainId)
  url.searchParams.set('version', parameters.version)
  url.searchParams.set('enableLogger', String(parameters.enableLogger))
  url.searchParams.set('rpcUrl', parameters.rpcUrl)
  return url.toString()
}
