import { sha256, stringToHex } from 'viem'
import { escapeMarkup } from '../http/escape-markup.js'

/** A colourful square whose colours and shapes follow from the id, with a short label. */
export function generatedSvg(id: string, label: string): string {
  const bytes = sha256(stringToHex(id), 'bytes')
  const hueA = (bytes[0]! * 360) / 256
  const hueB = (hueA + 90 + (bytes[1]! % 120)) % 360
  const circles = [2, 5, 8]
    .map((offset) => {
      const cx = 16 + (bytes[offset]! % 64)
      const cy = 16 + (bytes[offset + 1]! % 64)
      const r = 10 + (bytes[offset + 2]! % 22)
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="hsl(${(hueA + offset * 40) % 360} 85% 65%)" opacity="0.55"/>`
    })
    .join('')
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hueA} 80% 55%)"/>`,
    `<stop offset="1" stop-color="hsl(${hueB} 80% 45%)"/></linearGradient></defs>`,
    '<rect width="96" height="96" rx="24" fill="url(#g)"/>',
    circles,
    `<text x="48" y="58" font-family="sans-serif" font-size="26" font-weight="700" fill="#fff" text-anchor="middle">${escapeMarkup(label)}</text>`,
    '</svg>',
  ].join('')
}
