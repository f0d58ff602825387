/**
 * The encoder module of `qrcode` alone: its package entry also carries the canvas and
 * string renderers, which Sigil does not use (it draws the matrix as one SVG path).
 */
declare module 'qrcode/lib/core/qrcode.js' {
  import type { QRCode, QRCodeOptions } from 'qrcode'

  const encoder: { create(text: string, options?: QRCodeOptions): QRCode }
  export default encoder
}
