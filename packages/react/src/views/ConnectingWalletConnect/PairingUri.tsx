import { useState } from 'react'
import { Button } from '../../components/Button.js'
import { Skeleton } from '../../components/Skeleton.js'

/** The pairing link, with a copy button; the QR code comes with the WalletConnect package. */
export function PairingUri({ uri }: { uri?: string }) {
  const [copied, setCopied] = useState(false)
  if (!uri) return <Skeleton width="100%" height={64} radius={14} />
  return (
    <>
      <pre className="sigil-code">{uri}</pre>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          void navigator.clipboard?.writeText(uri).then(() => setCopied(true))
        }}
      >
        {copied ? 'Copied' : 'Copy link'}
      </Button>
    </>
  )
}
