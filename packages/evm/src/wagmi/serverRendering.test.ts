import { createSigil } from '@sigil/core'
import { mainnet as sigilMainnet } from '@sigil/core/networks'
import { createConfig, http } from '@wagmi/core'
import { mainnet } from '@wagmi/core/chains'
import { describe, expect, it } from 'vitest'
import { wagmiAdapter } from './index.js'

describe('the wagmi bridge on a server', () => {
  it('builds a wagmi-bridged client on a server', async () => {
    expect(typeof window).toBe('undefined')
    const config = createConfig({
      chains: [mainnet],
      transports: { [mainnet.id]: http('http://127.0.0.1:1') },
      ssr: true,
    })
    const sigil = createSigil({
      projectId: 'server',
      networks: [sigilMainnet],
      adapters: [wagmiAdapter(config)],
      logSink: () => undefined,
    })
    await sigil.ready()
    expect(sigil.getState().accounts.eip155.status).toBe('disconnected')
    sigil.destroy()
  })
})
