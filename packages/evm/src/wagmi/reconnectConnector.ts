import { type Config, type Connection, reconnect, type Connector as WagmiConnector } from '@wagmi/core'

type Status = Config['state']['status']
const inFlight = (status: Status): boolean => status === 'connecting' || status === 'reconnecting'

/** The connection wagmi holds for a connector while it is connected, if any. */
export function liveConnection(config: Config, connector: WagmiConnector): Connection | undefined {
  if (config.state.status !== 'connected') return undefined
  return config.state.connections.get(connector.uid)
}

/** Resolves once wagmi is neither connecting nor reconnecting. */
function settled(config: Config): Promise<void> {
  if (!inFlight(config.state.status)) return Promise.resolve()
  return new Promise((resolve) => {
    const stop = config.subscribe(
      (state) => state.status,
      (status) => {
        if (inFlight(status)) return
        stop()
        resolve()
      },
    )
  })
}

/**
 * wagmi's reconnect for one connector: no prompt, only a wallet that still authorizes the site
 * answers. wagmi runs one reconnect at a time and gives a second caller nothing, so when the app's
 * own reconnect (WagmiProvider on mount) is running this waits for it and reads what it restored.
 */
export async function reconnectConnector(
  config: Config,
  connector: WagmiConnector,
): Promise<Connection | undefined> {
  await settled(config)
  const restored = liveConnection(config, connector)
  if (restored) return restored
  await reconnect(config, { connectors: [connector] })
  await settled(config)
  return liveConnection(config, connector)
}
