/** A wallet as `window.btc_providers` lists it (the sats-connect discovery list). */
export type SatsConnectProvider = { id: string; name: string; icon?: string }

const IMAGE_DATA_URI = /^data:image\/(svg\+xml|png|webp|gif|jpeg);base64,[A-Za-z0-9+/=]+$/
const PROVIDER_ID = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/

/**
 * The well-formed entries of `window.btc_providers`: an id that is a property path on window
 * (what sats-connect resolves), a name, and an icon kept only when it is an image data URI.
 */
export function readSatsConnectProviders(target: unknown): SatsConnectProvider[] {
  const list = (target as { btc_providers?: unknown } | undefined)?.btc_providers
  if (!Array.isArray(list)) return []
  return list.flatMap((entry): SatsConnectProvider[] => {
    const { id, name, icon } = (entry ?? {}) as Record<string, unknown>
    if (typeof id !== 'string' || !PROVIDER_ID.test(id) || typeof name !== 'string' || name.trim() === '')
      return []
    return [{ id, name, ...(typeof icon === 'string' && IMAGE_DATA_URI.test(icon) ? { icon } : {}) }]
  })
}
