import { isSafeImageUrl } from '@sigil/core/internal'
import { useState } from 'react'

export type RemoteImageProps = {
  src?: string
  /** No `src` yet, but one is coming: the initial shows, marked as loading rather than failed. */
  pending?: boolean
  name: string
  size?: number
  round?: boolean
  /** Fill the parent's width as a square instead of a fixed size. */
  fill?: boolean
}

/**
 * An image of fixed size that shows the name's initial until it has loaded, and keeps
 * showing it if loading fails: the layout never moves.
 */
export function RemoteImage({
  src: given,
  pending = false,
  name,
  size = 40,
  round = false,
  fill = false,
}: RemoteImageProps) {
  // Every third-party image passes here: a `javascript:`, non-image `data:` or foreign-scheme
  // URL is never put in `src`; the initial shows instead (R-SEC-11).
  const src = isSafeImageUrl(given) ? given : undefined
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed'>('loading')
  const showImage = src !== undefined && status !== 'failed'
  return (
    <span
      className={`sigil-image${round ? ' sigil-image--round' : ''}`}
      data-status={src ? status : pending ? 'loading' : 'failed'}
      style={fill ? { width: '100%', aspectRatio: '1' } : { width: size, height: size }}
      aria-hidden="true"
    >
      {status !== 'loaded' && (
        // The initial is drawn by CSS from the attribute: decoration, not text of the control.
        <span className="sigil-image__placeholder" data-initial={name.trim().charAt(0).toUpperCase()} />
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
