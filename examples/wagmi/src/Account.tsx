// The app's own wagmi code, unchanged by the move to Sigil: hooks read the connection that
// Sigil's button made, and a wagmi action asks the wallet to sign.
import { useState } from 'react'
import { useAccount, useBalance, useConnectors, useSignMessage } from 'wagmi'

export function Account() {
  const { address, chain, status } = useAccount()
  const balance = useBalance({ address })
  const { signMessageAsync, isPending } = useSignMessage()
  const [signature, setSignature] = useState<string>()
  const [problem, setProblem] = useState<string>()
  // The wagmi config's connectors, Sigil's WalletConnect among them.
  const connectors = (
    <p data-wagmi-connectors>
      wagmi connectors:{' '}
      {useConnectors()
        .map((connector) => connector.name)
        .join(', ')}
    </p>
  )

  if (!address)
    return (
      <>
        <p data-wagmi-status>wagmi: {status}</p>
        {connectors}
      </>
    )

  const sign = () => {
    setProblem(undefined)
    signMessageAsync({ message: 'Hello from an app that uses wagmi' }).then(setSignature, (error: unknown) =>
      setProblem(error instanceof Error ? error.message.split('\n')[0] : 'The wallet did not sign.'),
    )
  }

  return (
    <section aria-label="wagmi account">
      <p data-wagmi-status>
        wagmi: {address} on {chain?.name ?? 'an unconfigured chain'}
      </p>
      {balance.data ? (
        <p>
          Balance: {balance.data.formatted} {balance.data.symbol}
        </p>
      ) : null}
      <button type="button" onClick={sign} disabled={isPending}>
        Sign a message with wagmi
      </button>
      {signature ? <p data-wagmi-signature>Signature: {signature}</p> : null}
      {problem ? <p role="alert">{problem}</p> : null}
      {connectors}
    </section>
  )
}
