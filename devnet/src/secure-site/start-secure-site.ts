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
import { secureSiteRoutes, userDescriber } from './secure-site-routes.js'
import { smartAccountAddress } from './smart-accounts.js'
import { SocialGrants } from './social-login.js'

export interface SecureSiteOptions {
  host: string
  port?: number
  /** Chain id → JSON-RPC URL of the chain (anvil), in the order of the devnet's chains. */
  rpcUrls: ReadonlyMap<number, string>
  allowedAncestors?: readonly string[]
  /**
   * The chains where users get a smart account (default: every chain; devnet puts the
   * smart-account factory on each). The frame reports them to the app.
   */
  smartAccountChainIds?: readonly number[]
  /**
   * Solana chains the site serves, CAIP-2 id → JSON-RPC URL; each user gets an ed25519 key too,
   * funded there with SOL (none: the site serves eip155 only).
   */
  solanaRpcUrls?: ReadonlyMap<string, string>
  /** Fault switches the devnet admin sets (e.g. hang 'framePage' for the load-timeout test). */
  faults: FaultSwitches
  log: Logger
}

export interface SecureSite {
  /** The site's origin: the frame is `${url}/sdk`. */
  url: string
  accounts: SecureAccounts
  /** Admin routes for tests, mounted by devnet under `/admin/embedded`. */
  adminRoutes: Route[]
  stop(): Promise<void>
}

const STARTING_BALANCE = 100n * 10n ** 18n
const STARTING_LAMPORTS = 10_000_000_000

/**
 * The devnet's embedded-wallet secure site, on its own port so it is another origin than the
 * page that frames it. New users get a key made here, the address of their smart account (not
 * deployed until used), and a funded balance on every chain for both.
 */
export async function startSecureSite(options: SecureSiteOptions): Promise<SecureSite> {
  const allowedAncestors = options.allowedAncestors ?? defaultAllowedAncestors([options.host])
  const smartAccountChainIds = (options.smartAccountChainIds ?? [...options.rpcUrls.keys()]).filter((id) =>
    options.rpcUrls.has(id),
  )
  const accounts = new SecureAccounts(async (account) => {
    const firstSmartChain = options.rpcUrls.get(smartAccountChainIds[0] ?? -1)
    if (firstSmartChain)
      account.smartAccount = await smartAccountAddress(firstSmartChain, account.signer.address)
    const airdrops = [...(options.solanaRpcUrls?.values() ?? [])].map((rpcUrl) =>
      fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'requestAirdrop',
          params: [account.solana.address, STARTING_LAMPORTS],
        }),
      }),
    )
    const funded = [account.signer.address, ...(account.smartAccount ? [account.smartAccount] : [])]
    await Promise.all(
      [...options.rpcUrls.values()].flatMap((rpcUrl) =>
        funded.map((address) =>
          fetch(rpcUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              jsonrpc: '2.0',
              id: 1,
              method: 'anvil_setBalance',
              params: [address, toHex(STARTING_BALANCE)],
            }),
          }),
        ),
      ),
    )
    await Promise.all(airdrops)
  })
  const describeUser = userDescriber(options.rpcUrls, smartAccountChainIds)
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
          smartAccountChainIds,
          ...(options.solanaRpcUrls ? { solanaRpcUrls: options.solanaRpcUrls } : {}),
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
      handler: async ({ query }) => {
        requireQuery(query, ['email'])
        const email = query.get('email')!.trim().toLowerCase()
        const account = accounts.get(`email:${email}`)
        if (!account) return json({ error: 'not_found', message: `no user ${email}` }, 404)
        // The user as the app sees it on `chainId` (default: the first chain).
        const chainId = Number(query.get('chainId')) || [...options.rpcUrls.keys()][0]!
        return json(await describeUser(account, chainId))
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
