import { isSigilError } from '@sigil/core'
import { WalletRpcError } from '@sigil/core/internal'
import { custom, getAccount } from '@wagmi/core'
import { stringToHex } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { recordingContext, testNetwork } from '../test/context.js'
import { type FakeEip1193Provider, walletError, walletProvider } from '../test/FakeEip1193Provider.js'
import { walletInfo } from '../test/FakeWindow.js'
import { installPage, testWagmiConfig } from './test/wagmiPage.js'
import { wagmiAdapter } from './wagmiAdapter.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const WALLET = 'dev.sigil.test'
const home = testNetwork({ id: 31337 })
const away = testNetwork({
  id: 31338,
  name: 'Away',
  rpcUrls: { default: { http: ['http://127.0.0.1:9/away'] } },
  blockExplorers: { default: { name: 'Away scan', url: 'http://127.0.0.1:9/scan' } },
})
const zksync = testNetwork({ id: 324, stack: 'zksync' })

afterEach(() => {
  vi.unstubAllGlobals()
})

/** A wallet on `chainId` that switches when asked and says so with chainChanged, as wallets do. */
function switchingWallet(chainId: number): FakeEip1193Provider {
  let current = chainId
  const provider = walletProvider([ADDRESS], chainId)
  return provider
    .handle('eth_chainId', () => `0x${current.toString(16)}`)
    .handle('wallet_switchEthereumChain', (params) => {
      const [{ chainId: next }] = params as [{ chainId: string }]
      current = Number(next)
      provider.emit('chainChanged', next)
      return null
    })
}

async function connected(provider: FakeEip1193Provider, balances?: Record<string, bigint>) {
  const page = installPage()
  page.installWallet({ info: walletInfo(), provider })
  const config = testWagmiConfig({
    networks: [home, away, zksync],
    transports: {
      31337: custom({
        request: async ({ method, params }) => {
          if (method !== 'eth_getBalance') throw new Error(`unexpected ${method}`)
          return `0x${(balances?.[(params as [string])[0]] ?? 0n).toString(16)}`
        },
      }),
    },
  })
  const adapter = wagmiAdapter(config)
  await adapter.setup(recordingContext([home, away, zksync]).context)
  await adapter.connect({ connectorId: WALLET, network: home })
  provider.calls.length = 0
  return { adapter, config }
}

describe('wagmiAdapter() network', () => {
  it("R-NET-01 switching asks the wallet through wagmi, and wagmi's state follows", async () => {
    const provider = switchingWallet(31337)
    const { adapter, config } = await connected(provider)
    await adapter.switchNetwork({ connectorId: WALLET, network: away })
    expect(provider.calls[0]).toEqual({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6a' }],
    })
    expect(getAccount(config).chainId).toBe(31338)
  })

  it("R-EVM-12 R-NET-07 a wallet without the chain (4902) is asked to add it with the network's data", async () => {
    let added = false
    const provider = switchingWallet(31337)
      .handle('wallet_switchEthereumChain', () => {
        throw walletError(4902, 'Unrecognized chain ID')
      })
      .handle('wallet_addEthereumChain', () => {
        added = true
        provider.emit('chainChanged', '0x7a6a')
        return null
      })
    provider.handle('eth_chainId', () => (added ? '0x7a6a' : '0x7a69'))
    const { adapter, config } = await connected(provider)
    await adapter.switchNetwork({ connectorId: WALLET, network: away })
    expect(provider.methods().slice(0, 2)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain'])
    expect(provider.paramsAt(1)).toEqual([
      expect.objectContaining({
        chainId: '0x7a6a',
        chainName: 'Away',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: ['http://127.0.0.1:9/away'],
        blockExplorerUrls: ['http://127.0.0.1:9/scan'],
      }),
    ])
    expect(getAccount(config).chainId).toBe(31338)
  })

  it("R-NET-07 a chain the wallet will not add is 'Chain is not supported'", async () => {
    const provider = switchingWallet(31337)
      .handle('wallet_switchEthereumChain', () => {
        throw walletError(4902, 'Unrecognized chain ID')
      })
      .handle('wallet_addEthereumChain', () => {
        throw walletError(-32603, 'cannot add')
      })
    const { adapter } = await connected(provider)
    await expect(adapter.switchNetwork({ connectorId: WALLET, network: away })).rejects.toMatchObject({
      code: 'CHAIN_NOT_SUPPORTED',
      shortMessage: 'Chain is not supported',
    })
  })

  it('R-ERR-25 refusing the switch is a user rejection; a network outside the wagmi config never reaches the wallet', async () => {
    const provider = switchingWallet(31337).handle('wallet_switchEthereumChain', () => {
      throw walletError(4001, 'User rejected the request.')
    })
    const { adapter } = await connected(provider)
    const refused = await adapter
      .switchNetwork({ connectorId: WALLET, network: away })
      .catch((e: unknown) => e)
    expect(isSigilError(refused, 'USER_REJECTED_REQUEST')).toBe(true)

    provider.calls.length = 0
    await expect(
      adapter.switchNetwork({ connectorId: WALLET, network: testNetwork({ id: 10 }) }),
    ).rejects.toMatchObject({ code: 'CHAIN_NOT_SUPPORTED' })
    expect(provider.calls).toEqual([])
  })

  it('R-API-37 reads the native balance through wagmi, formatted in whole units', async () => {
    const { adapter } = await connected(walletProvider([ADDRESS], 31337), {
      [ADDRESS]: 1_500_000_000_000_000_000n,
    })
    await expect(adapter.getBalance({ address: ADDRESS, network: home })).resolves.toEqual({
      balance: '1.5',
      symbol: 'ETH',
    })
    await expect(adapter.getBalance({ address: 'not-an-address', network: home })).rejects.toMatchObject({
      code: 'INVALID_ADDRESS',
    })
  })
})

describe('wagmiAdapter() signing and sending', () => {
  it('R-EVM-13 signs a message with personal_sign, hex-encoded, for the connected address', async () => {
    const provider = walletProvider([ADDRESS], 31337).handle('personal_sign', () => '0xsigned')
    const { adapter } = await connected(provider)
    await expect(
      adapter.signMessage({ connectorId: WALLET, address: ADDRESS, message: 'hello' }),
    ).resolves.toBe('0xsigned')
    expect(provider.calls).toContainEqual({
      method: 'personal_sign',
      params: [stringToHex('hello'), ADDRESS],
    })
  })

  it('R-ERR-24 R-ERR-25 a wallet error while signing is the same typed error as with the plain adapter', async () => {
    const provider = walletProvider([ADDRESS], 31337)
      .handle('personal_sign', () => {
        throw walletError(4001, 'User denied message signature.')
      })
      .handle('eth_signTypedData_v4', () => {
        throw walletError(4100, 'not authorized')
      })
    const { adapter } = await connected(provider)
    const refused = await adapter
      .signMessage({ connectorId: WALLET, address: ADDRESS, message: 'hello' })
      .catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(WalletRpcError)
    expect(refused).toMatchObject({ code: 'USER_REJECTED_REQUEST', rpcCode: 4001 })

    const typed = await adapter
      .signTypedData({
        connectorId: WALLET,
        address: ADDRESS,
        typedData: {
          domain: { name: 'Sigil', chainId: 31337 },
          types: { Note: [{ name: 'text', type: 'string' }] },
          primaryType: 'Note',
          message: { text: 'hi' },
        },
      })
      .catch((e: unknown) => e)
    expect(typed).toMatchObject({ code: 'WALLET_RPC_ERROR', rpcCode: 4100 })
    expect(provider.methods()).toContain('eth_signTypedData_v4')
  })

  it('R-EVM-13 signs typed data with eth_signTypedData_v4', async () => {
    const provider = walletProvider([ADDRESS], 31337).handle('eth_signTypedData_v4', () => '0xtyped')
    const { adapter } = await connected(provider)
    const signature = await adapter.signTypedData({
      connectorId: WALLET,
      address: ADDRESS,
      typedData: {
        domain: { name: 'Sigil', chainId: 31337 },
        types: { Note: [{ name: 'text', type: 'string' }] },
        primaryType: 'Note',
        message: { text: 'hi' },
      },
    })
    expect(signature).toBe('0xtyped')
    const [address, payload] = provider.paramsAt(provider.methods().indexOf('eth_signTypedData_v4')) as [
      string,
      string,
    ]
    expect(address).toBe(ADDRESS)
    expect(JSON.parse(payload)).toMatchObject({ primaryType: 'Note', message: { text: 'hi' } })
  })

  it('R-EVM-13 sends with eth_sendTransaction on the checked chain; bad input never reaches the wallet', async () => {
    const hash = `0x${'ab'.repeat(32)}`
    const provider = walletProvider([ADDRESS], 31337).handle('eth_sendTransaction', () => hash)
    const { adapter } = await connected(provider)
    const sent = await adapter.sendTransaction({
      connectorId: WALLET,
      network: home,
      from: ADDRESS,
      to: RECEIVER,
      value: '10000000000000000',
    })
    expect(sent).toBe(hash)
    const [request] = provider.paramsAt(provider.methods().indexOf('eth_sendTransaction')) as [
      Record<string, unknown>,
    ]
    expect(request).toMatchObject({ from: ADDRESS, to: RECEIVER, value: '0x2386f26fc10000' })

    provider.calls.length = 0
    const base = { connectorId: WALLET, network: home, from: ADDRESS, value: '1' }
    await expect(adapter.sendTransaction({ ...base, to: 'nope' })).rejects.toMatchObject({
      code: 'INVALID_ADDRESS',
    })
    await expect(adapter.sendTransaction({ ...base, to: RECEIVER, value: '-1' })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    })
    expect(provider.methods()).not.toContain('eth_sendTransaction')
  })

  it('R-EVM-15 a ZKsync transaction carries gasPerPubdata 50000 when none is given', async () => {
    const provider = switchingWallet(31337).handle('eth_sendTransaction', () => `0x${'cd'.repeat(32)}`)
    const { adapter } = await connected(provider)
    await adapter.switchNetwork({ connectorId: WALLET, network: zksync })
    await adapter.sendTransaction({
      connectorId: WALLET,
      network: zksync,
      from: ADDRESS,
      to: RECEIVER,
      value: '1',
    })
    const [request] = provider.paramsAt(provider.methods().indexOf('eth_sendTransaction')) as [
      Record<string, unknown>,
    ]
    expect(request).toMatchObject({ eip712Meta: { gasPerPubdata: '0xc350' } })
  })

  it('signing or sending without a wagmi connection is NOT_CONNECTED', async () => {
    const provider = walletProvider([ADDRESS], 31337)
    const { adapter } = await connected(provider)
    await adapter.disconnect({ connectorId: WALLET })
    await expect(
      adapter.signMessage({ connectorId: WALLET, address: ADDRESS, message: 'x' }),
    ).rejects.toMatchObject({
      code: 'NOT_CONNECTED',
    })
    await expect(adapter.switchNetwork({ connectorId: WALLET, network: away })).rejects.toMatchObject({
      code: 'NOT_CONNECTED',
    })
  })
})
