/** Sent as `sv` with every service call; kept equal to the package version. */
export const SIGIL_SDK_VERSION = '0.1.0'
