import { useAccount, useBalance, useDisconnect, useNetwork } from '@sigil/react'
import { Panel } from './Panel.js'

export function AccountPanel() {
  const account = useAccount()
  const { formatted, loading } = useBalance()
  const { network, unsupported } = useNetwork()
  const { disconnect } = useDisconnect()
  return (
    <Panel title="Account" id="account">
      {account.isConnected ? (
        <>
          <dl className="facts">
            <dt>Address</dt>
            <dd className="mono" data-testid="account-address">
              {account.address}
            </dd>
            <dt>Balance</dt>
            <dd data-testid="account-balance" aria-busy={loading || undefined}>
              {formatted ?? (loading ? 'Loading…' : '—')}
            </dd>
            <dt>Network</dt>
            <dd data-testid="account-network">
              {unsupported ? 'Unsupported network' : (network?.name ?? 'Unknown network')}
            </dd>
          </dl>
          <button type="button" className="button" onClick={() => void disconnect()}>
            Disconnect
          </button>
        </>
      ) : (
        <p className="muted" data-testid="account-status">
          {account.status === 'connecting'
            ? 'Connecting…'
            : 'Not connected. Press Connect to choose a wallet.'}
        </p>
      )}
    </Panel>
  )
}
