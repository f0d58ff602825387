import { useState } from 'react'

export type RemoteImageProps = { src?: string; name: string; size?: number; round?: boolean }

/**
 * An image of fixed size that shows the name's initial until it has loaded, and keeps
 * showing it if loading fails: the layout never moves.
 */
export function RemoteImage({ src, name, size = 40, round = false }: RemoteImageProps) {
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed'>('loading')
  const showImage = src !== undefined && status !== 'failed'
  return (
    <span
      className={`sigil-image${round ? ' sigil-image--round' : ''}`}
      data-status={src ? status : 'failed'}
      style={{ width: size, height: size }}
      aria-hidden="true"
    >
      {status !== 'loaded' && (
        <span className="sigil-image__placeholder">{name.trim().charAt(0).toUpperCase()}</span>
      )}
      {showImage && (
        <img
          src={src}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          onLoad={() => setStatus('loaded')}
          onError={() => setStatus('failed')}
        />
      )}
    </span>
  )
}
