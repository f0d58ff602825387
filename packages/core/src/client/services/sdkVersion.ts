/** Sent as `sv` by the service clients the core makes itself (the packages share one version). */
export const SDK_VERSION = '0.1.0'
