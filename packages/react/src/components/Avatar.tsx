import { identiconGradient } from './identicon.js'

export function Avatar({ address, image, size = 64 }: { address: string; image?: string; size?: number }) {
  return (
    <span
      className="sigil-avatar"
      style={{ width: size, height: size, background: identiconGradient(address) }}
      data-testid="avatar"
    >
      {image && <img src={image} alt="" width={size} height={size} />}
    </span>
  )
}
