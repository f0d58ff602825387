import { useState } from 'react'
import { identiconGradient } from './identicon.js'

export function Avatar({ address, image, size = 64 }: { address: string; image?: string; size?: number }) {
  // A profile image that fails to load leaves the identicon, not a broken-image glyph.
  const [failed, setFailed] = useState<string>()
  return (
    <span
      className="sigil-avatar"
      style={{ width: size, height: size, background: identiconGradient(address) }}
      data-testid="avatar"
    >
      {image && image !== failed && (
        <img src={image} alt="" width={size} height={size} onError={() => setFailed(image)} />
      )}
    </span>
  )
}
