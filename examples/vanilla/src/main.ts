import { createSigil } from '@sigil/core'
import { evm } from '@sigil/evm'
import { mountSigil } from '@sigil/react'
import { devnetConfig } from '../../devnetConfig.js'

const sigil = createSigil({ ...devnetConfig(import.meta.env.VITE_SIGIL_DEVNET), adapters: [evm()] })
mountSigil(sigil) // appends <sigil-modal> to the body; its code loads while the page is idle

const button = document.querySelector<HTMLButtonElement>('#connect')
const status = document.querySelector<HTMLParagraphElement>('#status')
button?.addEventListener('click', () => void sigil.open())
sigil.subscribe(
  (state) => state.accounts.eip155,
  (account) => {
    if (!status || !button) return
    const connected = account.status === 'connected' && account.address
    status.textContent = connected
      ? `Connected: ${account.address}`
      : account.status === 'connecting'
        ? 'Connecting…'
        : 'Not connected'
    button.textContent = connected ? 'Account' : 'Connect a wallet'
  },
  { fireImmediately: true },
)
