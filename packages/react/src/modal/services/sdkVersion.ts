import { PACKAGE_VERSION } from './packageVersion.js'

/** Sent as `sv` with every service call: the package's version, written at build time. */
export const SIGIL_SDK_VERSION: string = PACKAGE_VERSION
