import {
  AUTH_CONNECTOR_ID,
  type AuthConnector,
  type AuthConnectorFactory,
  type AuthConnectorHost,
  type AuthUser,
  createEmailSendGuard,
  createError,
  DEFAULT_EMAIL_SEND_LIMITS,
  EMAIL_COOLDOWN,
  EMAIL_LOGIN_DEPENDENCY,
  type EmailSendLimits,
  FARCASTER_CONNECT_FAILED,
  isEmail,
} from '@sigil/core/internal'
import { createEmailUpdate } from './emailUpdate.js'
import { FrameRequestError } from './frameErrors.js'
import { frameNetwork, frameNetworkFields, userRequest } from './frameNetwork.js'
import { createFrameProvider } from './frameProvider.js'
import { createFrameSolanaWallet } from './frameSolanaWallet.js'
import { createFrameTransport, type FrameTransport } from './frameTransport.js'
import { frameUrl } from './frameUrl.js'
import { parseFrameUser } from './frameUser.js'
import { createAccountTypeSwitch, syncSmartAccountNetworks } from './smartAccounts.js'
import { socialLogin } from './socialLogin.js'
import { takeSocialResult } from './telegramResult.js'
import { syncSignedInUser } from './userSync.js'

/** The sdkVersion of the dapp data. */
export const EMBEDDED_WALLET_VERSION = '0.1.0'

/** The frame protocol version the hosted site is told (`version` of spec §7; what AppKit sends). */
export const FRAME_PROTOCOL_VERSION = '4'

export type EmbeddedWalletOptions = {
  /** The window the frame lives in (default: the page's). */
  window?: Window
  randomId?: () => string
  /** Allowed-to-trigger limits of sign-in emails (default DEFAULT_EMAIL_SEND_LIMITS: 30 s, 5 per 10 min). */
  emailSendLimits?: EmailSendLimits
}

/**
 * The embedded wallet for `createSigil({ authConnector })`: one frame of the secure site per
 * client, made when the connector loads so it is ready by the time a person types an email,
 * and made again after a load timeout. Theme and dapp data are synced each time it is ready.
 */
export function createEmbeddedWallet(
  host: AuthConnectorHost,
  options: EmbeddedWalletOptions = {},
): AuthConnector {
  const { client, logger, clock } = host
  const target = options.window ?? (globalThis.window as Window | undefined)
  const siteUrl = client.config.services?.embeddedWalletUrl
  if (!target || !siteUrl)
    throw createError(
      EMAIL_LOGIN_DEPENDENCY,
      {},
      { details: siteUrl ? 'no window' : 'services.embeddedWalletUrl is not set' },
    )

  const emailGuard = createEmailSendGuard(clock, options.emailSendLimits ?? DEFAULT_EMAIL_SEND_LIMITS)
  let current: FrameTransport | undefined
  let unsubscribeTheme: (() => void) | undefined
  const open = (): FrameTransport => {
    const network = frameNetwork(client.getState())
    const transport = createFrameTransport({
      url: frameUrl({
        siteUrl,
        projectId: client.config.projectId,
        chainId: network?.caipNetworkId ?? 'eip155:1',
        version: FRAME_PROTOCOL_VERSION,
        enableLogger: client.config.logLevel === 'debug' || client.config.logLevel === 'trace',
        rpcUrl: network?.rpcUrls.default.http[0] ?? '',
      }),
      window: target,
      clock,
      logger,
      onTimeout: (reason) =>
        client.raiseAlert(reason === 'iframe_load_failed' ? 'IFRAME_LOAD_FAILED' : 'IFRAME_REQUEST_TIMEOUT'),
      ...(options.randomId ? { randomId: options.randomId } : {}),
      ...(client.config.zIndex !== undefined ? { zIndex: client.config.zIndex } : {}),
    })
    transport
      .ready()
      .then(() => {
        syncDappData(transport)
        void syncSmartAccountNetworks(transport, client, logger)
        unsubscribeTheme?.()
        unsubscribeTheme = client.subscribe(
          (state) => state.theme,
          () => syncTheme(transport),
          { fireImmediately: true },
        )
      })
      .catch(() => undefined)
    return transport
  }
  const transport = async (): Promise<FrameTransport> => {
    current ??= open()
    try {
      await current.ready()
    } catch (error) {
      // A frame that failed to load is dropped; the next call makes a new one.
      current.destroy()
      current = undefined
      throw error
    }
    return current
  }
  // A ready frame gets the message in the caller's turn (a popup opened after it keeps the gesture).
  const call = async (...args: Parameters<FrameTransport['request']>) =>
    (current?.isReady() ? current : await transport()).request(...args)

  const syncTheme = (frame: FrameTransport) => {
    const { mode, variables } = client.getState().theme
    const asText = Object.fromEntries(Object.entries(variables).map(([key, value]) => [key, String(value)]))
    frame
      .request('SYNC_THEME', { themeMode: mode, themeVariables: variables, w3mThemeVariables: asText })
      .catch((error: unknown) => logger.warn('Syncing the theme with the embedded wallet failed', error))
  }
  const syncDappData = (frame: FrameTransport) => {
    frame
      .request('SYNC_DAPP_DATA', {
        ...(client.config.metadata ? { metadata: client.config.metadata } : {}),
        sdkVersion: EMBEDDED_WALLET_VERSION,
        projectId: client.config.projectId,
        sdkType: 'sigil',
      })
      .catch((error: unknown) => logger.warn('Syncing the app data with the embedded wallet failed', error))
  }

  current = open()
  const solanaWallet = createFrameSolanaWallet({ client, transport, call, clock, logger })
  const provider = createFrameProvider({
    client,
    transport,
    clock,
    logger,
    onSignedOut: () => solanaWallet.emitDisconnect(),
  })

  const getUser = async (): Promise<AuthUser> => {
    const user = parseFrameUser(await call('GET_USER', userRequest(client)))
    if (!user) throw new FrameRequestError({ message: 'The embedded wallet sent a user Sigil cannot read' })
    return {
      address: user.address,
      email: user.email,
      ...(user.userName ? { userName: user.userName } : {}),
      ...(user.socialProvider ? { socialProvider: user.socialProvider } : {}),
      accounts: user.accounts,
      preferredAccountType: user.preferredAccountType,
      ...(user.smartAccountDeployed !== undefined ? { smartAccountDeployed: user.smartAccountDeployed } : {}),
    }
  }
  // The frame reports no session while the app holds one (expired, signed out elsewhere): the
  // provider says so and the adapter clears the address and the loading flag (R-EMBED-17).
  const isConnected = async (): Promise<boolean> => {
    const { isConnected: connected } = await call('IS_CONNECTED')
    if (connected !== true) {
      solanaWallet.emitDisconnect()
      const state = client.getState()
      if (state.connection.activeConnectorId.eip155 === AUTH_CONNECTOR_ID && state.accounts.eip155.address)
        provider.emitDisconnect()
      return false
    }
    return true
  }
  const userSync = syncSignedInUser(client, getUser, isConnected, logger)
  const emailUpdate = createEmailUpdate({
    call,
    clock,
    getUser,
    onChanged: (user) => userSync.show(user),
  })

  const socialResult = takeSocialResult(target, new URL(siteUrl).origin, logger)
  if (socialResult)
    call('CONNECT_SOCIAL', { uri: socialResult, ...frameNetworkFields(client) })
      .then(() => client.connect({ connectorId: AUTH_CONNECTOR_ID, namespace: 'eip155' }))
      .catch((error: unknown) => {
        logger.error('The social login in the address could not connect', error)
        client.showToast('Failed to connect', 'error')
      })

  return {
    id: AUTH_CONNECTOR_ID,
    // Solana too when the site serves a Solana chain; the client registers it only where the
    // app has the Solana adapter (R-EMBED-24).
    namespaces: solanaWallet.chains.length > 0 ? ['eip155', 'solana'] : ['eip155'],
    provider: (namespace) =>
      namespace === 'eip155' ? provider : namespace === 'solana' ? solanaWallet : undefined,
    async connectEmail(email) {
      if (!isEmail(email)) throw new Error('Enter a valid email address')
      const check = emailGuard.check(email)
      if (!check.allowed) throw createError(EMAIL_COOLDOWN, { seconds: check.secondsLeft })
      const { action } = await call('CONNECT_EMAIL', { email })
      // CONNECT: this device already holds a session for the email; no email was sent.
      if (action === 'CONNECT') return { action }
      emailGuard.record(email)
      return { action: action === 'VERIFY_DEVICE' ? 'VERIFY_DEVICE' : 'VERIFY_OTP' }
    },
    emailSendCheck: (email) => emailGuard.check(email),
    connectSocial: (provider, onState) =>
      socialLogin(
        {
          window: target,
          clock,
          logger,
          siteOrigin: new URL(siteUrl).origin,
          call,
          network: () => frameNetworkFields(client),
        },
        provider,
        onState,
      ),
    async getFarcasterUri() {
      const { url } = await call('GET_FARCASTER_URI')
      if (typeof url !== 'string' || !/^https?:\/\//.test(url))
        throw createError(FARCASTER_CONNECT_FAILED, {}, { details: 'no sign-in URL' })
      return url
    },
    async connectFarcaster() {
      try {
        await call('CONNECT_FARCASTER')
      } catch (cause) {
        throw createError(FARCASTER_CONNECT_FAILED, {}, { cause })
      }
    },
    async connectDevice() {
      await call('CONNECT_DEVICE')
    },
    async connectOtp(otp) {
      await call('CONNECT_OTP', { otp })
    },
    isConnected,
    getUser,
    updateEmail: emailUpdate.updateEmail,
    updateEmailPrimaryOtp: emailUpdate.updateEmailPrimaryOtp,
    updateEmailSecondaryOtp: emailUpdate.updateEmailSecondaryOtp,
    setPreferredAccountType: createAccountTypeSwitch({
      client,
      call,
      onAccountChanged: (address) => provider.emitAccountsChanged([address]),
    }),
    async signOut() {
      await call('SIGN_OUT')
      provider.emitDisconnect()
      solanaWallet.emitDisconnect()
    },
    destroy() {
      userSync.stop()
      unsubscribeTheme?.()
      current?.destroy()
      current = undefined
    },
  }
}

/** The factory to give `createSigil({ authConnector: () => import(...).then((m) => m.embeddedWallet) })`. */
export const embeddedWallet: AuthConnectorFactory = (host) => createEmbeddedWallet(host)

/** The same with options, e.g. other email limits: `m.embeddedWalletWith({ emailSendLimits })`. */
export const embeddedWalletWith =
  (options: EmbeddedWalletOptions): AuthConnectorFactory =>
  (host) =>
    createEmbeddedWallet(host, options)
