import { invalidConfig, isObject } from './invalidConfig.js'
import type { DappMetadata } from './types.js'

const WEB_URL = /^https?:\/\/\S+$/
const ICON_URL = /^(https?:\/\/\S+|data:image\/[a-z+.-]+[;,]\S*)$/

const fail: (reason: string) => never = (reason) => invalidConfig(`metadata: ${reason}`)

/**
 * Checks the dapp metadata (spec §3: name, description, url, icons) that wallets and the
 * embedded-wallet frame show to the user; a page's own origin is the usual url.
 */
export function validateDappMetadata(metadata: unknown): DappMetadata {
  if (!isObject(metadata)) fail('must be an object')
  const { name, description, url, icons } = metadata as Record<string, unknown>
  if (typeof name !== 'string' || name.trim() === '') fail('name must be a non-empty string')
  if (typeof description !== 'string') fail('description must be a string')
  if (typeof url !== 'string' || !WEB_URL.test(url)) fail(`url must be an http(s) URL, got ${String(url)}`)
  if (!Array.isArray(icons)) fail('icons must be a list of image URLs')
  for (const icon of icons)
    if (typeof icon !== 'string' || !ICON_URL.test(icon)) fail(`icon ${String(icon)} is not an image URL`)
  return { name, description, url, icons: [...icons] }
}
