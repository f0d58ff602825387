import { randomBytes } from 'node:crypto'
import { escapeMarkup } from '../http/escape-markup.js'

export const SOCIAL_PROVIDERS = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
] as const
export type SocialProviderName = (typeof SOCIAL_PROVIDERS)[number]

type Grant = { provider: SocialProviderName; device: string; appOrigin: string; userName?: string }

/**
 * The devnet's stand-in for the social identity providers: an authorize page with Approve and
 * Deny, and the secure site's callback page that hands the result to the app's window. A grant
 * lives from the redirect URI to its single use.
 */
export class SocialGrants {
  private readonly byState = new Map<string, Grant>()
  private readonly byCode = new Map<string, Grant>()
  private readonly denied = new Map<string, Grant>()

  start(provider: SocialProviderName, device: string, appOrigin: string): string {
    const state = randomBytes(16).toString('hex')
    this.byState.set(state, { provider, device, appOrigin })
    return state
  }

  grant(state: string): Grant | undefined {
    return this.byState.get(state)
  }

  approve(state: string, userName: string): string | undefined {
    const grant = this.byState.get(state)
    if (!grant) return undefined
    this.byState.delete(state)
    const code = randomBytes(16).toString('hex')
    this.byCode.set(code, { ...grant, userName })
    return code
  }

  deny(state: string): Grant | undefined {
    const grant = this.byState.get(state)
    this.byState.delete(state)
    if (grant) this.denied.set(state, grant)
    return grant
  }

  /** The grant a callback URL belongs to, without spending it. */
  peek(query: URLSearchParams): Grant | undefined {
    const code = query.get('code')
    if (code) return this.byCode.get(code)
    const state = query.get('state')
    return state ? this.denied.get(state) : undefined
  }

  /** Spends a code once. */
  redeem(code: string, device: string): Grant | undefined {
    const grant = this.byCode.get(code)
    if (!grant || grant.device !== device) return undefined
    this.byCode.delete(code)
    return grant
  }
}

const LABELS: Record<SocialProviderName, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
}

export function authorizePage(provider: SocialProviderName, state: string): string {
  const label = escapeMarkup(LABELS[provider])
  const safeState = escapeMarkup(state)
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in with ${label} (devnet)</title>
<style>body{font:15px system-ui,sans-serif;max-width:420px;margin:48px auto;padding:0 16px}button{height:40px;padding:0 18px;border-radius:10px;border:0;font:600 15px system-ui;cursor:pointer;margin-right:8px}#approve{background:#3b3bdb;color:#fff}label{display:block;margin:16px 0}input{font:inherit;padding:8px;width:100%;box-sizing:border-box}</style></head>
<body><h1>${label} (devnet)</h1><p>A local stand-in for ${label}'s sign-in page. Approve to share your name with the app.</p>
<form method="get" action="/idp/decide"><input type="hidden" name="state" value="${safeState}">
<label>Your ${label} name <input name="user" value="devnet-user" autocomplete="off" pattern="[A-Za-z0-9_.-]{1,40}" required></label>
<button id="approve" name="decision" value="approve">Approve</button><button id="deny" name="decision" value="deny">Deny</button></form></body></html>`
}

/** Posts the result URI to the app that opened the popup, on its origin only. */
export function callbackPage(appOrigin: string): string {
  const target = JSON.stringify(appOrigin).replace(/</g, '\\u003c')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing in…</title></head>
<body><p>Signing you in… You can close this window if it stays open.</p>
<script>if (window.opener) window.opener.postMessage({ type: 'sigil:social-result', resultUri: location.href }, ${target})</script></body></html>`
}
