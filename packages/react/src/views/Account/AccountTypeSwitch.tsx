import type { NetworkNamespace } from '@sigil/core'
import { selectAccountTypeSwitch } from '@sigil/core/internal'
import { useRef, useState } from 'react'
import { Button } from '../../components/Button.js'
import { useSigilClient } from '../../context/SigilContext.js'
import { useSigilSelector } from '../../hooks/useSigilSelector.js'
import { useT } from '../../strings/useT.js'

/**
 * The kind of account the embedded wallet acts with, and the switch to the other kind, shown
 * only where the switch is allowed (spec §6, R-STATE-30): an embedded-wallet account on a
 * network with smart accounts. The button stays the same element while it works and after, so
 * focus stays on it.
 */
export function AccountTypeSwitch({ namespace }: { namespace: NetworkNamespace }) {
  const t = useT()
  const client = useSigilClient()
  const target = useSigilSelector((state) => selectAccountTypeSwitch(state, namespace))
  const current = useSigilSelector((state) => state.accounts[namespace]?.preferredAccountType)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const alive = useRef(true)
  if (!target && !busy) return null
  const onClick = async () => {
    if (!target || busy) return
    setBusy(true)
    setFailed(false)
    try {
      const auth = await client.getAuthConnector()
      await auth.setPreferredAccountType(namespace, target)
    } catch {
      if (alive.current) setFailed(true)
    } finally {
      if (alive.current) setBusy(false)
    }
  }
  return (
    <>
      <p className="sigil-account__balance" data-testid="account-kind">
        {current === 'smartAccount' ? t('account.kind.smartAccount') : t('account.kind.eoa')}
      </p>
      <Button
        variant="ghost"
        size="sm"
        // Not disabled while busy: a disabled button drops focus out of the dialog.
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        data-testid="account-kind-switch"
        ref={(node) => {
          alive.current = node !== null
        }}
        onClick={() => void onClick()}
      >
        {busy
          ? t('account.kindSwitching')
          : target === 'smartAccount'
            ? t('account.useSmartAccount')
            : t('account.useEoa')}
      </Button>
      {failed && (
        <p className="sigil-text-error" role="alert">
          {t('account.kindSwitchFailed')}
        </p>
      )}
    </>
  )
}
