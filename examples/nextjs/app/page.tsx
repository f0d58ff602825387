// A server component: rendered on the server, with the wallet button as a client component.
import { Wallet } from './Wallet'

// Rendered on the server for every request (not prerendered at build time).
export const dynamic = 'force-dynamic'

export default function Page() {
  return (
    <main>
      <h1>Sigil with Next.js</h1>
      <p>This page is rendered on the server; the button below hydrates in the browser.</p>
      <Wallet />
    </main>
  )
}
