export interface FramePageConfig {
  allowedAncestors: readonly string[]
  defaultChainId: number
  chainIds: readonly number[]
  /** The chains where users have a smart account (GET_SMART_ACCOUNT_ENABLED_NETWORKS). */
  smartAccountChainIds: readonly number[]
}

/**
 * The secure site's frame (`/sdk`): it talks to its parent page by window messages in the hosted
 * site's protocol (spec §7 "Embedded wallet frame": `@w3m-app/<EVENT>` in, `@w3m-frame/<EVENT>_SUCCESS`
 * or `_ERROR` out, `@w3m-frame/READY`, `@w3m-frame/SESSION_UPDATE`) and to its own API by
 * same-origin fetch. It answers only its direct parent,
 * and only when the parent's origin is an allowed ancestor; the browser enforces the same list
 * through the page's frame-ancestors header. The session token stays in this origin's storage.
 */
export function framePage(config: FramePageConfig): string {
  // Inside a script element entities are not decoded; escaping '<' keeps '</script>' out.
  const configJson = JSON.stringify(config).replace(/</g, '\\u003c')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sigil secure site</title>
<style>
  html,body{margin:0;height:100%;font:14px system-ui,sans-serif;background:transparent;color:#1b1b1f}
  body.dark{color:#f2f2f5}
  #status{padding:8px}
  #approval{box-sizing:border-box;height:100%;padding:20px;display:flex;flex-direction:column;gap:12px;background:#fff;border-radius:16px}
  body.dark #approval{background:#1f1f24}
  #approval[hidden]{display:none}
  #approval h1{font-size:17px;margin:0}
  #approval p{margin:0;color:#5f5f6b}
  body.dark #approval p{color:#a9a9b6}
  #approval pre{margin:0;flex:1;overflow:auto;padding:10px;border-radius:10px;background:#f2f2f5;white-space:pre-wrap;word-break:break-all;font:13px ui-monospace,monospace}
  body.dark #approval pre{background:#2a2a31}
  #approval .actions{display:flex;gap:8px}
  #approval button{flex:1;height:40px;border-radius:12px;border:0;font:600 14px system-ui,sans-serif;cursor:pointer}
  #approve{background:#3b3bdb;color:#fff}
  #reject{background:#e6e6ec;color:#1b1b1f}
</style></head>
<body><div id="status" role="status"></div>
<section id="approval" hidden aria-labelledby="approval-title">
  <h1 id="approval-title">Approve request</h1>
  <p id="approval-summary"></p>
  <pre id="approval-detail"></pre>
  <div class="actions"><button type="button" id="reject">Reject</button><button type="button" id="approve">Approve</button></div>
</section>
<script type="application/json" id="sigil-secure-config">${configJson}</script>
<script>${FRAME_SCRIPT}</script>
</body></html>`
}

const FRAME_SCRIPT = String.raw`(() => {
  const config = JSON.parse(document.getElementById('sigil-secure-config').textContent)
  const query = new URLSearchParams(location.search)
  const logging = query.get('enableLogger') === 'true'
  const log = (...parts) => { if (logging) console.info('[secure-site]', ...parts) }
  const status = document.getElementById('status')
  const ancestorOrigin = (location.ancestorOrigins && location.ancestorOrigins[0]) ||
    (document.referrer ? new URL(document.referrer).origin : '')
  const matches = (origin, source) => {
    const m = /^(https?):\/\/(\*\.)?([^:/]+)(?::(\*|\d+))?$/.exec(source)
    let url
    try { url = new URL(origin) } catch { return false }
    if (!m || url.protocol !== m[1] + ':') return false
    if (m[2] ? !url.hostname.endsWith('.' + m[3]) : url.hostname !== m[3]) return false
    return m[4] === '*' || (m[4] === undefined ? url.port === '' : url.port === m[4])
  }
  if (window.parent === window || !config.allowedAncestors.some((s) => matches(ancestorOrigin, s))) {
    status.textContent = 'This page works only inside an allowed app.'
    return
  }
  const TOKEN = 'sigil-secure:session'
  const DEVICE = 'sigil-secure:device'
  // A browser that blocks a third-party frame's storage throws on any use of it: the frame then
  // keeps its state for this page's life, and the app hands the session back (IS_CONNECTED).
  const store = (() => {
    try { localStorage.getItem(DEVICE); return localStorage } catch {}
    const values = new Map()
    return {
      getItem: (key) => (values.has(key) ? values.get(key) : null),
      setItem: (key, value) => values.set(key, String(value)),
      removeItem: (key) => values.delete(key),
    }
  })()
  let device = store.getItem(DEVICE)
  if (!device) { device = crypto.randomUUID(); store.setItem(DEVICE, device) }
  // The app names networks as CAIP-2 (eip155:1) or by their number.
  const chainNumber = (value) => {
    const text = String(value == null ? '' : value)
    const m = /^(?:eip155:)?([1-9][0-9]{0,18})$/.exec(text)
    return m ? Number(m[1]) : NaN
  }
  let chainId = chainNumber(query.get('chainId'))
  if (!config.chainIds.includes(chainId)) chainId = config.defaultChainId
  const APP = '@w3m-app/'
  const FRAME = '@w3m-frame/'
  let pendingEmail = null
  let dappName = 'This app'
  // Requests that sign or send with the user's key: the site asks the user itself.
  const NEEDS_APPROVAL = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls',
    'wallet_grantPermissions', 'wallet_revokePermissions', 'eth_sendUserOperation', 'solana_signMessage',
    'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction']
  const approval = document.getElementById('approval')
  let settleApproval = null
  const describe = (method, params) => {
    const list = Array.isArray(params) ? params : []
    if (method === 'personal_sign') {
      const data = String(list[0] || '')
      let text = data
      if (/^0x([0-9a-f]{2})*$/i.test(data)) {
        try { text = new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(data.slice(2).match(/../g)?.map((b) => parseInt(b, 16)) || [])) } catch {}
      }
      return ['asks you to sign this message.', text]
    }
    if (method === 'solana_signMessage') {
      let text = String((params && params.message) || '')
      try { text = new TextDecoder('utf-8', { fatal: true }).decode(fromBase58(text)) } catch {}
      return ['asks you to sign this message.', text]
    }
    if (method === 'eth_sendTransaction') {
      const tx = list[0] || {}
      return ['asks you to send a transaction.', 'To: ' + tx.to + '\nValue (wei): ' + BigInt(tx.value || 0) + (tx.data ? '\nData: ' + tx.data : '')]
    }
    return ['asks you to approve ' + method + '.', JSON.stringify(params, null, 2)]
  }
  const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
  const fromBase58 = (text) => {
    let value = 0n
    for (const char of text) {
      const digit = ALPHABET.indexOf(char)
      if (digit < 0) throw new Error('not base58')
      value = value * 58n + BigInt(digit)
    }
    const bytes = []
    while (value > 0n) { bytes.unshift(Number(value % 256n)); value /= 256n }
    for (const char of text) { if (char !== '1') break; bytes.unshift(0) }
    return new Uint8Array(bytes)
  }
  const askApproval = (method, params) => new Promise((resolve, reject) => {
    const [summary, detail] = describe(method, params)
    document.getElementById('approval-summary').textContent = dappName + ' ' + summary
    document.getElementById('approval-detail').textContent = detail
    approval.hidden = false
    status.textContent = ''
    settleApproval = (approved, error) => {
      settleApproval = null
      approval.hidden = true
      if (approved) resolve()
      else reject(error)
    }
    document.getElementById('approve').focus()
  })
  const rejected = () => Object.assign(new Error('User rejected the request.'), { code: 4001 })
  document.getElementById('approve').addEventListener('click', () => settleApproval && settleApproval(true))
  document.getElementById('reject').addEventListener('click', () => settleApproval && settleApproval(false, rejected()))
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && settleApproval) settleApproval(false, rejected())
  })
  const token = () => store.getItem(TOKEN)
  const post = (message) => window.parent.postMessage(message, ancestorOrigin)
  // A new session is told to the app, which may hand it back with IS_CONNECTED.
  const startSession = (value) => {
    store.setItem(TOKEN, value)
    post({ type: FRAME + 'SESSION_UPDATE', payload: { token: value } })
  }
  const api = async (path, body) => {
    const headers = { 'content-type': 'application/json' }
    if (token()) headers.authorization = 'Bearer ' + token()
    const response = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body || {}) })
    const data = await response.json().catch(() => ({}))
    if (!response.ok) {
      if (response.status === 401) store.removeItem(TOKEN)
      const error = new Error(data.message || 'An error occurred')
      if (typeof data.code === 'number') error.code = data.code
      throw error
    }
    return data
  }
  const requireEmail = () => {
    if (!pendingEmail) throw new Error('Start with an email first')
    return pendingEmail
  }
  const handlers = {
    CONNECT_EMAIL: async ({ email }) => {
      const result = await api('/api/connect-email', { email, device })
      pendingEmail = result.action === 'CONNECT' ? null : email
      return result
    },
    CONNECT_DEVICE: () => api('/api/connect-device', { email: requireEmail(), device }),
    CONNECT_OTP: async ({ otp }) => {
      const result = await api('/api/connect-otp', { email: requireEmail(), otp, device, chainId })
      startSession(result.token)
      pendingEmail = null
      return undefined
    },
    GET_USER: async (payload) => {
      // A solana chain asks for the user's Solana account; the EVM chain the frame acts on stays.
      if (payload && typeof payload.chainId === 'string' && payload.chainId.startsWith('solana:'))
        return api('/api/user', { chainId: payload.chainId })
      const body = {}
      if (payload && payload.chainId !== undefined) body.chainId = chainNumber(payload.chainId)
      if (payload && typeof payload.preferredAccountType === 'string') body.preferredAccountType = payload.preferredAccountType
      const user = await api('/api/user', body)
      chainId = user.chainId
      return user
    },
    IS_CONNECTED: async (payload) => {
      if (!token() && payload && typeof payload.token === 'string') store.setItem(TOKEN, payload.token)
      if (!token()) return { isConnected: false }
      try { await api('/api/user', {}); return { isConnected: true } } catch { return { isConnected: false } }
    },
    SIGN_OUT: async () => {
      try { if (token()) await api('/api/sign-out', {}) } finally { store.removeItem(TOKEN) }
      return undefined
    },
    GET_SOCIAL_REDIRECT_URI: ({ provider }) =>
      api('/api/social/redirect-uri', { provider, device, appOrigin: ancestorOrigin }),
    CONNECT_SOCIAL: async (payload) => {
      if (payload.chainId !== undefined && config.chainIds.includes(chainNumber(payload.chainId))) chainId = chainNumber(payload.chainId)
      const result = await api('/api/social/connect', { uri: payload.uri, device, chainId })
      startSession(result.token)
      const body = { chainId }
      if (typeof payload.preferredAccountType === 'string') body.preferredAccountType = payload.preferredAccountType
      return api('/api/user', body)
    },
    GET_FARCASTER_URI: () => api('/api/farcaster/uri', { device }),
    CONNECT_FARCASTER: async () => {
      const result = await api('/api/farcaster/connect', { device, chainId })
      startSession(result.token)
      return { userName: result.userName }
    },
    UPDATE_EMAIL: ({ email }) => api('/api/update-email', { email, device }),
    UPDATE_EMAIL_PRIMARY_OTP: ({ otp }) => api('/api/update-email/primary-otp', { otp, device }),
    UPDATE_EMAIL_SECONDARY_OTP: async ({ otp }) => {
      const { email } = await api('/api/update-email/secondary-otp', { otp, device })
      return { newEmail: email }
    },
    GET_CHAIN_ID: () => ({ chainId }),
    SWITCH_NETWORK: async ({ chainId: next }) => {
      const result = await api('/api/switch-network', { chainId: chainNumber(next) })
      chainId = result.chainId
      return result
    },
    RPC_REQUEST: async ({ method, params, chainNamespace, chainId: requestChainId }) => {
      if (NEEDS_APPROVAL.includes(method)) await askApproval(method, params)
      // The success payload is the result itself (a signature, a hash, null; an object on solana).
      const body = { method, params }
      if (chainNamespace === 'solana') Object.assign(body, { chainNamespace, chainId: requestChainId })
      return (await api('/api/rpc', body)).result
    },
    RPC_ABORT: () => {
      if (settleApproval) settleApproval(false, new Error('Request was aborted'))
      return undefined
    },
    SYNC_THEME: ({ themeMode }) => {
      document.body.classList.toggle('dark', themeMode === 'dark')
      return undefined
    },
    SYNC_DAPP_DATA: (data) => {
      if (data && data.metadata && typeof data.metadata.name === 'string') dappName = data.metadata.name
      return undefined
    },
    RELOAD: () => { setTimeout(() => location.reload(), 0); return undefined },
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: config.smartAccountChainIds }),
    INIT_SMART_ACCOUNT: () => api('/api/smart-account/init', {}),
    SET_PREFERRED_ACCOUNT: ({ type }) => api('/api/preferred-account', { type }),
  }
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || event.origin !== ancestorOrigin) return
    const message = event.data
    if (!message || typeof message.type !== 'string' || !message.type.startsWith(APP)) return
    if (message.id !== undefined && typeof message.id !== 'string') return
    const name = message.type.slice(APP.length)
    log('request', name)
    Promise.resolve()
      .then(() => {
        const handler = handlers[name]
        if (!handler) throw new Error(name + ' is not supported by this site')
        return handler(message.payload || {})
      })
      .then(
        (payload) => post({ id: message.id, type: FRAME + name + '_SUCCESS', ...(payload === undefined && name !== 'RPC_REQUEST' ? {} : { payload }) }),
        (error) => post({ id: message.id, type: FRAME + name + '_ERROR', payload: { message: error.message, ...(error.code ? { code: error.code } : {}) } }),
      )
  })
  post({ type: FRAME + 'READY', payload: { version: '4' } })
})()`
