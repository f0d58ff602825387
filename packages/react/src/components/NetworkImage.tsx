import type { CaipNetwork } from '@sigil/core'
import { RemoteImage } from './RemoteImage.js'

export function NetworkImage({ network, size = 24 }: { network?: CaipNetwork; size?: number }) {
  return <RemoteImage src={network?.assets?.imageUrl} name={network?.name ?? '?'} size={size} round />
}
