import { useAccount, useBalance, useDisconnect, useNetwork, useSigilSelector } from '@sigil/react'
import { Panel } from './Panel.js'

export function AccountPanel() {
  const account = useAccount()
  const { formatted, loading } = useBalance()
  const { network, unsupported } = useNetwork()
  const { disconnect } = useDisconnect()
  // Every address of the connection (a Bitcoin wallet has a payment and an ordinal one).
  const allAccounts = useSigilSelector((state) => state.accounts[account.namespace].allAccounts)
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
            {allAccounts.length > 1 && (
              <>
                <dt>Addresses</dt>
                <dd>
                  <ul className="plain-list" data-testid="account-addresses">
                    {allAccounts.map(({ address, type }) => (
                      <li key={address} className="mono">
                        {type}: {address}
                      </li>
                    ))}
                  </ul>
                </dd>
              </>
            )}
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
