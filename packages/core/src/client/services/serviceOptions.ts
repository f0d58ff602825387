import type { ServiceClientOptions } from '../../services/options.js'
import type { ClientContext } from '../context.js'
import { SDK_VERSION } from './sdkVersion.js'

/** What a service client of this Sigil client is made with: its project, the SDK, its clock and logger. */
export function serviceOptions(ctx: ClientContext, baseUrl: string): ServiceClientOptions {
  return {
    baseUrl,
    projectId: ctx.config.projectId,
    sdkVersion: SDK_VERSION,
    clock: ctx.clock,
    logger: ctx.logger,
  }
}
