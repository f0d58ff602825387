import type { SigilError } from '@sigil/core'
import { createLogger, type SigilInternalClient } from '@sigil/core/internal'
import type { BlockchainClient, RegistryClient } from '@sigil/core/services'
import { english } from '../../strings/english.js'
import { errorText } from '../../strings/errorText.js'
import { SIGIL_SDK_VERSION } from './sdkVersion.js'

export type ServiceClients = {
  /** The registry client, created on first use; undefined when no `registryUrl` is configured. */
  registry: (() => Promise<RegistryClient>) | undefined
  /** The blockchain-service client, created on first use; undefined without `blockchainUrl`. */
  blockchain: (() => Promise<BlockchainClient>) | undefined
  /** Runs `call` and collects the snackbars the blockchain client raised meanwhile. */
  withSnackbars<T>(call: () => Promise<T>): Promise<{ value: T; snackbars: SigilError[] }>
}

/**
 * The service clients of one Sigil client, built from `config.services`. The service code is
 * imported on the first call, so a page that never shows a list never loads it. Snackbars
 * become error toasts; registry alerts go to the client's alerts.
 */
export function createServiceClients(client: SigilInternalClient): ServiceClients {
  const { config } = client
  const urls = config.services ?? {}
  const shared = () => ({
    projectId: config.projectId,
    sdkVersion: SIGIL_SDK_VERSION,
    clock: config.clock,
    logger: createLogger({ level: config.logLevel, sink: config.logSink }),
  })
  const collectors = new Set<SigilError[]>()
  let registry: Promise<RegistryClient> | undefined
  let blockchain: Promise<BlockchainClient> | undefined

  // The registry's wallet images are object URLs: revoked when the client goes.
  const stopWatching = client.onEvent((event) => {
    if (event.type !== 'DESTROY') return
    stopWatching()
    void registry?.then((created) => created.clearImages())
  })

  const registryUrl = urls.registryUrl
  const blockchainUrl = urls.blockchainUrl
  return {
    registry: registryUrl
      ? () => {
          registry ??= import('@sigil/core/services').then(({ createRegistryClient }) =>
            createRegistryClient({
              ...shared(),
              baseUrl: registryUrl,
              onAlert: (alert) => client.raiseAlert(alert.code),
            }),
          )
          return registry
        }
      : undefined,
    blockchain: blockchainUrl
      ? () => {
          blockchain ??= import('@sigil/core/services').then(({ createBlockchainClient }) =>
            createBlockchainClient({
              ...shared(),
              baseUrl: blockchainUrl,
              onSnackbar: (error) => {
                for (const collected of collectors) collected.push(error)
                client.showToast(errorText(english, error, 'error.generic'), 'error')
              },
            }),
          )
          return blockchain
        }
      : undefined,
    async withSnackbars(call) {
      const snackbars: SigilError[] = []
      collectors.add(snackbars)
      try {
        return { value: await call(), snackbars }
      } finally {
        collectors.delete(snackbars)
      }
    },
  }
}
