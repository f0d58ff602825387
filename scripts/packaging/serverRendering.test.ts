import { createElement, Fragment } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { specifierOf, workspacePackages } from './workspacePackages.js'

const browserGlobals = ['window', 'document', 'customElements', 'localStorage', 'HTMLElement'] as const
const packages = workspacePackages(process.cwd()).filter((pkg) => !pkg.private)
const entries = packages.flatMap((pkg) => pkg.subpaths.map((subpath) => specifierOf(pkg.name, subpath)))

describe('server rendering: every package on a server', () => {
  it('runs in node with no browser global', () => {
    for (const name of browserGlobals)
      expect(typeof (globalThis as Record<string, unknown>)[name]).toBe('undefined')
    expect(entries).toContain('@sigil/core')
    expect(entries).toContain('@sigil/react')
    expect(entries).toContain('@sigil/evm/wagmi')
  })

  it.each(entries)('%s imports without touching a browser global', async (specifier) => {
    const module: unknown = await import(specifier)
    expect(typeof module).toBe('object')
    for (const name of browserGlobals)
      expect(typeof (globalThis as Record<string, unknown>)[name]).toBe('undefined')
  })

  it('creates a client with the EVM adapter, mounts nothing, and renders the buttons and hooks', async () => {
    const core = await import('@sigil/core')
    const { base, mainnet } = await import('@sigil/core/networks')
    const { evm } = await import('@sigil/evm')
    const react = await import('@sigil/react')
    const warnings: unknown[] = []
    const sigil = core.createSigil({
      projectId: 'server',
      networks: [mainnet, base],
      adapters: [evm()],
      logSink: (entry) => void warnings.push(entry),
    })
    await sigil.ready()
    expect(sigil.getState().accounts.eip155.status).toBe('disconnected')

    react.defineSigilModal()
    const mounted = react.mountSigil(sigil)
    expect(mounted.element).toBeUndefined()
    mounted.unmount()

    const Hooks = () => {
      const account = react.useAccount()
      const balance = react.useBalance()
      const network = react.useNetwork()
      const modal = react.useModalState()
      const theme = react.useTheme()
      const provider = react.useWalletProvider()
      react.useSigil()
      react.useDisconnect()
      react.useSigilEvents(() => undefined)
      return createElement(
        'output',
        null,
        [
          account.status,
          String(account.isConnected),
          balance.formatted ?? 'no balance',
          network.network?.name,
          String(modal.open),
          theme.themeMode,
          String(provider.provider === undefined),
        ].join('|'),
      )
    }
    const html = renderToString(
      createElement(
        react.SigilProvider,
        { client: sigil },
        createElement(
          Fragment,
          null,
          createElement(react.ConnectButton),
          createElement(react.NetworkButton),
          createElement(Hooks),
        ),
      ),
    )
    expect(html).toContain('>Connect</button>')
    expect(html).toContain('>Ethereum</button>')
    expect(html).toContain('disconnected|false|no balance|Ethereum|false|light|true')
    sigil.destroy()
  })
})
