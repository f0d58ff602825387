/** FNV-1a over the address: a stable, well-spread number per address. */
function hash(text: string, seed: number): number {
  let value = 0x811c9dc5 ^ seed
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index)
    value = Math.imul(value, 0x01000193)
  }
  return value >>> 0
}

/** A gradient derived only from the address, so the same account always looks the same. */
export function identiconGradient(address: string): string {
  const key = address.toLowerCase()
  const hueA = hash(key, 1) % 360
  const hueB = (hueA + 40 + (hash(key, 2) % 120)) % 360
  const angle = hash(key, 3) % 360
  return `linear-gradient(${angle}deg, hsl(${hueA} 78% 62%), hsl(${hueB} 72% 48%))`
}
