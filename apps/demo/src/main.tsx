import { mountSigil, SigilProvider } from '@sigil/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.js'
import { createDemoSigil } from './createDemoSigil.js'
import { DEVNET_INFO_PATH, type DevnetInfo } from './devnetInfo.js'
import { isDevWalletOn } from './devWalletSetting.js'
import { loadDevWallet } from './loadDevWallet.js'
import { isSignInRequired, signInMode } from './signInSetting.js'
import { DemoClientContext } from './useDemoClient.js'
import './styles.css'

async function start(): Promise<void> {
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root')
  const response = await fetch(DEVNET_INFO_PATH)
  if (!response.ok) throw new Error(`${DEVNET_INFO_PATH} answered ${response.status}: is the devnet running?`)
  const info = (await response.json()) as DevnetInfo
  // Before the client starts, so a stored dev-wallet connection can be restored at once.
  if (isDevWalletOn()) await loadDevWallet(info)
  const mode = signInMode()
  // Sign-in's code is fetched only when the page asks for sign-in (?signin=browser|service).
  const siwx =
    mode === 'off'
      ? undefined
      : (await import('./demoSiwx.js')).createDemoSiwx(info, mode, isSignInRequired())
  const { client } = createDemoSigil(info, siwx)
  mountSigil(client)
  createRoot(root).render(
    <StrictMode>
      <SigilProvider client={client}>
        <DemoClientContext.Provider value={client}>
          <App info={info} />
        </DemoClientContext.Provider>
      </SigilProvider>
    </StrictMode>,
  )
}

start().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error)
  document.body.textContent = `The demo could not start: ${message}`
})
