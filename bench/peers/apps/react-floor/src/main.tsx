// @ts-nocheck -- a verbatim copy of the shared peer app; typed against its own node_modules, not the root
// Floor, not a peer: the bare React 18 page, no wagmi/viem/react-query and no modal library.
// A plain button and a plain list of 4 buttons. Each library's added cost = its figure minus this one.
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'

const wallets = [1, 2, 3, 4].map((n) => ({ id: n, name: `Wallet ${n}` }))

function App() {
  const [open, setOpen] = useState(false)
  return (
    <main>
      <h1>react floor</h1>
      <button data-testid="connect" onClick={() => setOpen(true)}>Connect Wallet</button>
      {open && (
        <div role="dialog" aria-label="Connect Wallet">
          {wallets.map((w) => (
            <button key={w.id} data-testid={`wallet-option-${w.id}`} onClick={() => {}}>
              {w.name}
            </button>
          ))}
        </div>
      )}
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
