import { randomBytes } from 'node:crypto'
import { escapeMarkup } from '../http/escape-markup.js'

type Channel = { device: string; userName?: string }

/** Farcaster sign-in channels: the app shows a channel's URL as a QR code, a phone approves it. */
export class FarcasterChannels {
  private readonly channels = new Map<string, Channel>()

  open(device: string): string {
    const id = randomBytes(12).toString('hex')
    this.channels.set(id, { device })
    return id
  }

  approve(id: string, userName: string): boolean {
    const channel = this.channels.get(id)
    if (!channel) return false
    channel.userName = userName
    return true
  }

  /** The approved name for the device's latest channel, spent once. */
  takeApproved(device: string): string | undefined {
    for (const [id, channel] of this.channels)
      if (channel.device === device && channel.userName) {
        this.channels.delete(id)
        return channel.userName
      }
    return undefined
  }

  has(id: string): boolean {
    return this.channels.has(id)
  }
}

export function farcasterApprovePage(channel: string): string {
  const id = escapeMarkup(channel)
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Farcaster (devnet)</title>
<style>body{font:15px system-ui,sans-serif;max-width:420px;margin:48px auto;padding:0 16px}button{height:40px;padding:0 18px;border-radius:10px;border:0;font:600 15px system-ui;background:#7c65c1;color:#fff;cursor:pointer}input{font:inherit;padding:8px;width:100%;box-sizing:border-box;margin:12px 0}</style></head>
<body><h1>Farcaster (devnet)</h1><p>A local stand-in for the Farcaster app. Approve to sign in to the app that showed this code.</p>
<form method="get" action="/farcaster/${id}/approve"><label>Your Farcaster name <input name="user" value="devnet-caster" pattern="[A-Za-z0-9_.-]{1,40}" required></label>
<button>Approve</button></form></body></html>`
}
