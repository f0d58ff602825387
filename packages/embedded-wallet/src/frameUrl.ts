export type FrameUrlParameters = {
  /** The secure site's base URL (`services.embeddedWalletUrl`). */
  siteUrl: string
  projectId: string
  chainId: number | string
  version: string
  enableLogger: boolean
  rpcUrl: string
}

/** The frame's address with the query parameters of spec §7 (R-EMBED-25). */
export function frameUrl(parameters: FrameUrlParameters): string {
  const url = new URL(
    'frame',
    parameters.siteUrl.endsWith('/') ? parameters.siteUrl : `${parameters.siteUrl}/`,
  )
  url.searchParams.set('projectId', parameters.projectId)
  url.searchParams.set('chainId', String(parameters.chainId))
  url.searchParams.set('version', parameters.version)
  url.searchParams.set('enableLogger', String(parameters.enableLogger))
  url.searchParams.set('rpcUrl', parameters.rpcUrl)
  return url.toString()
}
