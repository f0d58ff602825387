import type { IncomingMessage } from 'node:http'
import type { Address } from 'viem'
import { badRequest, HttpError } from '../http/http-error.js'
import { readJsonObject } from '../http/read-body.js'
import { html, json, type Reply } from '../http/reply.js'
import type { Route } from '../http/route.js'
import type { Logger } from '../logger.js'
import { frameAncestorsHeader, isAllowedAncestor } from './allowed-ancestors.js'
import { emailChangeRoutes } from './email-change.js'
import { type FarcasterChannels, farcasterApprovePage } from './farcaster-login.js'
import { framePage } from './frame-page.js'
import type { SecureAccount, SecureAccounts } from './secure-accounts.js'
import { isBatchMethod, secureBatches } from './secure-batches.js'
import { parseDevice, parseEmailAndDevice } from './secure-input.js'
import { answerRpc, rpcError } from './secure-rpc.js'
import { answerSolanaRpc, describeSolanaUser, solanaChainId } from './secure-solana.js'
import { deploySmartAccount, isDeployed } from './smart-accounts.js'
import {
  authorizePage,
  callbackPage,
  SOCIAL_PROVIDERS,
  type SocialGrants,
  type SocialProviderName,
} from './social-login.js'

export interface SecureSiteInput {
  accounts: SecureAccounts
  socialGrants: SocialGrants
  farcaster: FarcasterChannels
  allowedAncestors: readonly string[]
  /** Chain id → JSON-RPC URL the site signs and reads against. */
  rpcUrls: ReadonlyMap<number, string>
  /** The chains where users have a smart account. */
  smartAccountChainIds: readonly number[]
  /** Solana chains the site serves, CAIP-2 id → JSON-RPC URL (none: eip155 only). */
  solanaRpcUrls?: ReadonlyMap<string, string>
  /** The site's own base URL, for the device-approval links it prints. */
  baseUrl: () => string
  log: Logger
  now?: () => number
}

const DEVICE_WAIT_MS = 110_000
const DEVICE_POLL_MS = 200

/** The secure site: its frame page and the API the frame calls on its own origin. */
export function secureSiteRoutes(input: SecureSiteInput): Route[] {
  const { accounts, log } = input
  const now = input.now ?? Date.now
  const chainIds = [...input.rpcUrls.keys()]
  const answerBatch = secureBatches(input.rpcUrls)
  const defaultChainId = chainIds[0] ?? 0
  const page = framePage({
    allowedAncestors: input.allowedAncestors,
    defaultChainId,
    chainIds,
    smartAccountChainIds: input.smartAccountChainIds,
  })
  const csp = frameAncestorsHeader(input.allowedAncestors)
  const describeUser = userDescriber(input.rpcUrls, input.smartAccountChainIds)
  /** The user's smart account on a chain that has them (undefined elsewhere). */
  const smartAccountOn = (account: SecureAccount, chainId: number) =>
    input.smartAccountChainIds.includes(chainId) ? account.smartAccount : undefined

  const sendOtp = (email: string, device: string) => {
    const otp = accounts.issueOtp(email, device, now())
    log.info(`secure site: sign-in code for ${email} is ${otp.code}`)
  }
  const signedInAs = (req: IncomingMessage) => {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1]
    const session = accounts.session(token)
    const account = session && accounts.get(session.identity)
    return session && account ? { session, account } : undefined
  }
  const signedIn = (req: IncomingMessage) => {
    const found = signedInAs(req)
    if (!found) throw new HttpError(401, 'Not connected to email or social', 'unauthorized')
    return found
  }

  return [
    {
      name: 'framePage',
      method: 'GET',
      pattern: '/sdk',
      handler: () => ({
        ...html(page),
        headers: { 'Content-Security-Policy': csp, 'Cache-Control': 'no-store' },
      }),
    },
    {
      name: 'connectEmail',
      method: 'POST',
      pattern: '/api/connect-email',
      handler: async ({ req }) => {
        const { email, device } = await emailAndDevice(req)
        const known = accounts.get(`email:${email}`)
        // This device already holds a session for the email: nothing to verify.
        if (known?.devices.has(device) && signedInAs(req)?.account.identity === known.identity)
          return json({ action: 'CONNECT' })
        if (known && known.devices.size > 0 && !known.devices.has(device)) {
          const token =
            accounts.pendingDeviceLink(known.identity, device) ??
            accounts.createDeviceLink(known.identity, device)
          log.info(`secure site: approve the new device of ${email} at ${input.baseUrl()}/device/${token}`)
          return json({ action: 'VERIFY_DEVICE' })
        }
        sendOtp(email, device)
        return json({ action: 'VERIFY_OTP' })
      },
    },
    {
      name: 'connectDevice',
      method: 'POST',
      pattern: '/api/connect-device',
      handler: async ({ req }) => {
        const { email, device } = await emailAndDevice(req)
        const identity = `email:${email}`
        const until = now() + DEVICE_WAIT_MS
        while (!accounts.isDeviceApproved(identity, device)) {
          if (req.socket.destroyed || now() > until)
            throw new HttpError(408, 'The device was not approved in time', 'timeout')
          await new Promise((resolve) => setTimeout(resolve, DEVICE_POLL_MS))
        }
        sendOtp(email, device)
        return json({})
      },
    },
    {
      name: 'connectOtp',
      method: 'POST',
      pattern: '/api/connect-otp',
      handler: async ({ req }) => {
        const body = await readJsonObject(req)
        const { email, device } = parseEmailAndDevice(body)
        const otp = typeof body.otp === 'string' ? body.otp : ''
        const result = accounts.checkOtp(email, otp, device)
        if (result === 'wrong') throw badRequest('The code is not right. Check the email and try again.')
        if (result === 'none') throw badRequest('This code has expired. Send a new code.')
        const account = await accounts.ensure(`email:${email}`, email)
        account.devices.add(device)
        const chainId = chainIds.includes(Number(body.chainId)) ? Number(body.chainId) : defaultChainId
        const session = accounts.openSession(account.identity, chainId)
        log.info(`secure site: ${email} signed in as ${account.signer.address}`)
        return json({ token: session.token })
      },
    },
    {
      name: 'getUser',
      method: 'POST',
      pattern: '/api/user',
      handler: async ({ req }) => {
        const body = await readJsonObject(req).catch(() => ({}) as Record<string, unknown>)
        const { session, account } = signedIn(req)
        // A Solana chain asks for the user's Solana account; the session's EVM chain stays.
        if (typeof body.chainId === 'string' && body.chainId.startsWith('solana:')) {
          if (!input.solanaRpcUrls?.has(body.chainId)) throw badRequest('Chain is not supported')
          return json(describeSolanaUser(account, body.chainId))
        }
        if (body.chainId !== undefined && chainIds.includes(Number(body.chainId)))
          session.chainId = Number(body.chainId)
        // The app's default kind counts until the user chooses one (spec §9: smartAccount on eip155).
        if (account.preferredAccountType === undefined && isAccountType(body.preferredAccountType))
          account.preferredAccountType = body.preferredAccountType
        return json(await describeUser(account, session.chainId))
      },
    },
    {
      name: 'initSmartAccount',
      method: 'POST',
      pattern: '/api/smart-account/init',
      handler: async ({ req }) => {
        const { session, account } = signedIn(req)
        const address = smartAccountOn(account, session.chainId)
        if (!address) throw badRequest('Smart accounts are not available on this network')
        await deploySmartAccount(input.rpcUrls.get(session.chainId)!, account.signer, address)
        log.info(
          `secure site: smart account ${address} of ${account.identity} is deployed on ${session.chainId}`,
        )
        return json({ address, isDeployed: true })
      },
    },
    {
      name: 'setPreferredAccount',
      method: 'POST',
      pattern: '/api/preferred-account',
      handler: async ({ req }) => {
        const body = await readJsonObject(req)
        const { session, account } = signedIn(req)
        if (!isAccountType(body.type)) throw badRequest('type must be eoa or smartAccount')
        if (body.type === 'smartAccount' && !smartAccountOn(account, session.chainId))
          throw badRequest('Smart accounts are not available on this network')
        account.preferredAccountType = body.type
        const user = await describeUser(account, session.chainId)
        return json({ type: body.type, address: user.address })
      },
    },
    ...emailChangeRoutes({
      accounts,
      log,
      signedIn,
      sendCode: (email, device, purpose) => {
        const otp = accounts.issueOtp(email, device, now())
        log.info(`secure site: ${purpose} code for ${email} is ${otp.code}`)
      },
    }),
    {
      name: 'switchNetwork',
      method: 'POST',
      pattern: '/api/switch-network',
      handler: async ({ req }) => {
        const body = await readJsonObject(req)
        const { session } = signedIn(req)
        const chainId = Number(body.chainId)
        if (!chainIds.includes(chainId)) throw badRequest('Chain is not supported')
        session.chainId = chainId
        return json({ chainId })
      },
    },
    {
      name: 'signOut',
      method: 'POST',
      pattern: '/api/sign-out',
      handler: ({ req }) => {
        const { session } = signedIn(req)
        accounts.closeSession(session.token)
        return json({})
      },
    },
    {
      name: 'rpc',
      method: 'POST',
      pattern: '/api/rpc',
      handler: async ({ req }) => {
        const body = await readJsonObject(req)
        const { session, account } = signedIn(req)
        if (typeof body.method !== 'string') throw badRequest('method must be a string')
        try {
          if (body.chainNamespace === 'solana') {
            const chainId = solanaChainId(body.chainId)
            const rpcUrl = chainId ? input.solanaRpcUrls?.get(chainId) : undefined
            if (!rpcUrl) throw rpcError(4901, 'Chain is not supported')
            const result = await answerSolanaRpc({
              account,
              method: body.method,
              params: body.params,
              rpcUrl,
            })
            return json({ result })
          }
          const smartAccount = smartAccountOn(account, session.chainId)
          if (isBatchMethod(body.method)) {
            const result = await answerBatch({
              account,
              chainId: session.chainId,
              current: currentAddress(account, smartAccount),
              method: body.method,
              params: body.params,
            })
            return json({ result })
          }
          const result = await answerRpc({
            account,
            chainId: session.chainId,
            rpcUrl: input.rpcUrls.get(session.chainId)!,
            method: body.method,
            params: body.params,
            ...(smartAccount ? { smartAccount } : {}),
            current: currentAddress(account, smartAccount),
          })
          return json({ result })
        } catch (error) {
          const code = (error as { rpcCode?: number }).rpcCode ?? -32603
          const message = error instanceof Error ? error.message.split('\n')[0]! : 'An error occurred'
          return json({ message, code }, 400)
        }
      },
    },
    {
      name: 'socialRedirectUri',
      method: 'POST',
      pattern: '/api/social/redirect-uri',
      handler: async ({ req }) => {
        const body = await readJsonObject(req)
        const provider = body.provider as SocialProviderName
        if (!SOCIAL_PROVIDERS.includes(provider)) throw badRequest('Unknown social provider')
        const device = parseDevice(body.device)
        const appOrigin = typeof body.appOrigin === 'string' ? body.appOrigin : ''
        if (!isAllowedAncestor(appOrigin, input.allowedAncestors)) throw badRequest('Origin Not Allowed')
        const state = input.socialGrants.start(provider, device, appOrigin)
        return json({ uri: `${input.baseUrl()}/idp/authorize?provider=${provider}&state=${state}` })
      },
    },
    {
      name: 'idpAuthorize',
      method: 'GET',
      pattern: '/idp/authorize',
      handler: ({ query }) => {
        const grant = input.socialGrants.grant(query.get('state') ?? '')
        if (!grant)
          return {
            ...html(
              '<!doctype html><title>Expired</title><p>This sign-in has expired. Start again from the app.</p>',
            ),
            status: 400,
          }
        return html(authorizePage(grant.provider, query.get('state')!))
      },
    },
    {
      name: 'idpDecide',
      method: 'GET',
      pattern: '/idp/decide',
      handler: ({ query }): Reply => {
        const state = query.get('state') ?? ''
        const back = (search: string): Reply => ({
          status: 302,
          raw: '',
          headers: { Location: `/social/callback?${search}` },
        })
        if (query.get('decision') === 'approve') {
          const user = (query.get('user') ?? '').trim()
          if (!/^[A-Za-z0-9_.-]{1,40}$/.test(user))
            throw badRequest('Enter a name of letters, digits, . _ or -')
          const code = input.socialGrants.approve(state, user)
          if (!code) throw badRequest('This sign-in has expired. Start again from the app.')
          return back(`code=${code}`)
        }
        if (!input.socialGrants.deny(state))
          throw badRequest('This sign-in has expired. Start again from the app.')
        return back(`state=${state}&error=access_denied`)
      },
    },
    {
      name: 'socialCallback',
      method: 'GET',
      pattern: '/social/callback',
      handler: ({ query }) => {
        const grant = input.socialGrants.peek(query)
        if (!grant)
          return {
            ...html('<!doctype html><title>Expired</title><p>This sign-in has expired.</p>'),
            status: 400,
          }
        return html(callbackPage(grant.appOrigin))
      },
    },
    {
      name: 'socialConnect',
      method: 'POST',
      pattern: '/api/social/connect',
      handler: async ({ req }) => {
        const body = await readJsonObject(req)
        const device = parseDevice(body.device)
        let url: URL
        try {
          url = new URL(String(body.uri))
        } catch {
          throw badRequest('Failed to connect')
        }
        if (url.origin !== input.baseUrl() || url.pathname !== '/social/callback')
          throw badRequest('Failed to connect')
        if (url.searchParams.get('error')) throw badRequest('The sign-in was denied')
        const grant = input.socialGrants.redeem(url.searchParams.get('code') ?? '', device)
        if (!grant?.userName) throw badRequest('Failed to connect')
        const account = await accounts.ensure(
          `social:${grant.provider}:${grant.userName}`,
          null,
          grant.userName,
        )
        account.devices.add(device)
        const chainId = chainIds.includes(Number(body.chainId)) ? Number(body.chainId) : defaultChainId
        const session = accounts.openSession(account.identity, chainId)
        log.info(
          `secure site: ${grant.userName} signed in with ${grant.provider} as ${account.signer.address}`,
        )
        return json({ token: session.token, userName: grant.userName })
      },
    },
    {
      name: 'farcasterUri',
      method: 'POST',
      pattern: '/api/farcaster/uri',
      handler: async ({ req }) => {
        const device = parseDevice((await readJsonObject(req)).device)
        return json({ url: `${input.baseUrl()}/farcaster/${input.farcaster.open(device)}` })
      },
    },
    {
      name: 'farcasterPage',
      method: 'GET',
      pattern: '/farcaster/:channel',
      handler: ({ params }) =>
        input.farcaster.has(params.channel!)
          ? html(farcasterApprovePage(params.channel!))
          : { ...html('<!doctype html><title>Expired</title><p>This code has expired.</p>'), status: 404 },
    },
    {
      name: 'farcasterApprove',
      method: 'GET',
      pattern: '/farcaster/:channel/approve',
      handler: ({ params, query }) => {
        const user = (query.get('user') ?? '').trim()
        if (!/^[A-Za-z0-9_.-]{1,40}$/.test(user))
          throw badRequest('Enter a name of letters, digits, . _ or -')
        if (!input.farcaster.approve(params.channel!, user)) throw badRequest('This code has expired.')
        return html('<!doctype html><title>Approved</title><p>Approved. Go back to the app.</p>')
      },
    },
    {
      name: 'farcasterConnect',
      method: 'POST',
      pattern: '/api/farcaster/connect',
      handler: async ({ req }) => {
        const body = await readJsonObject(req)
        const device = parseDevice(body.device)
        const until = now() + DEVICE_WAIT_MS
        let userName = input.farcaster.takeApproved(device)
        while (!userName) {
          if (req.socket.destroyed || now() > until)
            throw new HttpError(408, 'Failed to connect to farcaster', 'timeout')
          await new Promise((resolve) => setTimeout(resolve, DEVICE_POLL_MS))
          userName = input.farcaster.takeApproved(device)
        }
        const account = await accounts.ensure(`social:farcaster:${userName}`, null, userName)
        account.devices.add(device)
        const chainId = chainIds.includes(Number(body.chainId)) ? Number(body.chainId) : defaultChainId
        const session = accounts.openSession(account.identity, chainId)
        log.info(`secure site: ${userName} signed in with Farcaster as ${account.signer.address}`)
        return json({ token: session.token, userName })
      },
    },
    {
      name: 'approveDevice',
      method: 'GET',
      pattern: '/device/:token',
      handler: ({ params }): Reply =>
        accounts.approveDevice(params.token!)
          ? html('<!doctype html><title>Device approved</title><p>Device approved. Go back to the app.</p>')
          : {
              ...html('<!doctype html><title>Unknown link</title><p>This link is not valid.</p>'),
              status: 404,
            },
    },
  ]
}

type AccountType = 'eoa' | 'smartAccount'
const isAccountType = (value: unknown): value is AccountType => value === 'eoa' || value === 'smartAccount'

/**
 * The address the user acts with: the smart account where the chain has one and the user
 * prefers it (the default), else the owner key's address.
 */
export function currentAddress(account: SecureAccount, smartAccount: Address | undefined): Address {
  return smartAccount && (account.preferredAccountType ?? 'smartAccount') === 'smartAccount'
    ? smartAccount
    : account.signer.address
}

/**
 * The user as the frame reports it on a chain (R-EMBED-04): the current account's address,
 * both accounts with their kinds where the chain has smart accounts, the preferred kind, and
 * whether the smart account has code there.
 */
export function userDescriber(rpcUrls: ReadonlyMap<number, string>, smartAccountChainIds: readonly number[]) {
  return async (account: SecureAccount, chainId: number) => {
    const smartAccount = smartAccountChainIds.includes(chainId) ? account.smartAccount : undefined
    const address = currentAddress(account, smartAccount)
    return {
      email: account.email,
      address,
      chainId,
      accounts: [
        { address: account.signer.address, type: 'eoa' },
        ...(smartAccount ? [{ address: smartAccount, type: 'smartAccount' }] : []),
      ],
      ...(account.userName ? { userName: account.userName } : {}),
      ...(account.identity.startsWith('social:') ? { socialProvider: account.identity.split(':')[1] } : {}),
      preferredAccountType: address === smartAccount ? 'smartAccount' : 'eoa',
      ...(smartAccount
        ? { smartAccountDeployed: await isDeployed(rpcUrls.get(chainId)!, smartAccount) }
        : {}),
    }
  }
}

async function emailAndDevice(req: IncomingMessage) {
  return parseEmailAndDevice(await readJsonObject(req))
}
