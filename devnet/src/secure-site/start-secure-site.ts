import type { AddressInfo } from 'node:net'
import { toHex } from 'viem'
import type { FaultSwitches } from '../admin/fault-switches.js'
import { RequestLog } from '../admin/request-log.js'
import { createDevnetServer } from '../http/devnet-server.js'
import { badRequest } from '../http/http-error.js'
import { readJsonObject } from '../http/read-body.js'
import { json } from '../http/reply.js'
import { requireQuery } from '../http/require-query.js'
import type { Route } from '../http/route.js'
import type { Logger } from '../logger.js'
import { defaultAllowedAncestors } from './allowed-ancestors.js'
import { FarcasterChannels } from './farcaster-login.js'
import { SecureAccounts } from './secure-accounts.js'
import { secureSiteRoutes, userOf } from './secure-site-routes.js'
import { SocialGrants } from './social-login.js'

export interface SecureSiteOptions {
  host: string
  port?: number
  /** Chain id → JSON-RPC URL of the chain (anvil), in the order of the devnet's chains. */
  rpcUrls: ReadonlyMap<number, string>
  allowedAncestors?: readonly string[]
  /** Fault switches the devnet admin sets (e.g. hang 'framePage' for the load-timeout test). */
  faults: FaultSwitches
  log: Logger
}

export interface SecureSite {
  /** The site's origin: the frame is `${url}/frame`. */
  url: string
  accounts: SecureAccounts
  /** Admin routes for tests, mounted by devnet under `/admin/embedded`. */
  adminRoutes: Route[]
  stop(): Promise<void>
}

const STARTING_BALANCE = 100n * 10n ** 18n

/**
 * The devnet's embedded-wallet secure site, on its own port so it is another origin than the
 * page that frames it. New users get a key made here and a funded balance on every chain.
 */
export async function startSecureSite(options: SecureSiteOptions): Promise<SecureSite> {
  const allowedAncestors = options.allowedAncestors ?? defaultAllowedAncestors([options.host])
  const accounts = new SecureAccounts(async (account) => {
    await Promise.all(
      [...options.rpcUrls.values()].map((rpcUrl) =>
        fetch(rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method: 'anvil_setBalance',
            params: [account.signer.address, toHex(STARTING_BALANCE)],
          }),
        }),
      ),
    )
  })
  let url = ''
  const server = createDevnetServer({
    services: [
      {
        name: 'secure-site',
        prefix: '',
        routes: secureSiteRoutes({
          accounts,
          socialGrants: new SocialGrants(),
          farcaster: new FarcasterChannels(),
          allowedAncestors,
          rpcUrls: options.rpcUrls,
          baseUrl: () => url,
          log: options.log,
        }),
      },
    ],
    faults: options.faults,
    requests: new RequestLog(),
    log: options.log,
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host, () => resolve())
  })
  url = `http://${options.host}:${(server.address() as AddressInfo).port}`

  const adminRoutes: Route[] = [
    {
      name: 'embeddedOtp',
      method: 'GET',
      pattern: '/otp',
      handler: ({ query }) => {
        requireQuery(query, ['email'])
        const email = query.get('email')!.trim().toLowerCase()
        const otp = accounts.latestOtp(email)
        return otp
          ? json({ email, code: otp.code, sentAt: otp.sentAt })
          : json({ error: 'not_found', message: `no code sent to ${email}` }, 404)
      },
    },
    {
      name: 'embeddedUser',
      method: 'GET',
      pattern: '/user',
      handler: ({ query }) => {
        requireQuery(query, ['email'])
        const email = query.get('email')!.trim().toLowerCase()
        const account = accounts.get(`email:${email}`)
        return account
          ? json(userOf(account, 0))
          : json({ error: 'not_found', message: `no user ${email}` }, 404)
      },
    },
    {
      name: 'embeddedApproveDevice',
      method: 'POST',
      pattern: '/device',
      handler: async ({ req }) => {
        const body = await readJsonObject(req)
        const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : ''
        const token = accounts.pendingDeviceLink(`email:${email}`)
        if (!token) throw badRequest(`no device waits for approval for ${email}`)
        accounts.approveDevice(token)
        return json({ approved: true })
      },
    },
  ]

  return {
    url,
    accounts,
    adminRoutes,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
