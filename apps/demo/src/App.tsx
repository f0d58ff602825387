import { ConnectButton, NetworkButton } from '@sigil/react'
import type { DevnetInfo } from './devnetInfo.js'
import { LanguageMenu } from './LanguageMenu.js'
import { AccountPanel } from './panels/AccountPanel.js'
import { BatchPanel } from './panels/BatchPanel.js'
import { DevWalletPanel } from './panels/DevWalletPanel.js'
import { NetworkPanel } from './panels/NetworkPanel.js'
import { SendPanel } from './panels/SendPanel.js'
import { SignInPanel } from './panels/SignInPanel.js'
import { SignPanel } from './panels/SignPanel.js'

export function App({ info }: { info: DevnetInfo }) {
  return (
    <div className="page">
      <header className="topbar">
        <div className="brand">
          <span className="brand__mark" aria-hidden="true" />
          <span>Sigil demo</span>
        </div>
        <div className="topbar__actions">
          <LanguageMenu />
          <NetworkButton className="button button--ghost topbar__network" />
          <ConnectButton className="button button--primary" />
        </div>
      </header>
      <main className="grid">
        <AccountPanel />
        <NetworkPanel />
        <DevWalletPanel info={info} />
        <SignInPanel />
        <SignPanel />
        <SendPanel info={info} />
        <BatchPanel info={info} />
      </main>
      <footer className="footer">
        Local devnet · chains {info.chains.map((chain) => chain.chainId).join(' and ')} · nothing leaves
        127.0.0.1
      </footer>
    </div>
  )
}
