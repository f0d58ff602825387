import { describe, expect, it } from 'vitest'
import { alertCatalogue, errorCatalogue } from './catalogue.js'
import { createError } from './createError.js'
import * as definitions from './definitions.js'
import { isSigilError, SigilError } from './SigilError.js'

describe('error catalogue', () => {
  it('R-ERR-01 every entry has a unique stable code and a message', () => {
    const codes = [...errorCatalogue, ...alertCatalogue].map((entry) => entry.code)
    expect(new Set(codes).size).toBe(codes.length)
    for (const entry of errorCatalogue) expect(entry.message.length).toBeGreaterThan(0)
    for (const entry of alertCatalogue) expect(entry.title.length).toBeGreaterThan(0)
  })

  it('R-ERR-01 the spec’s exact messages', () => {
    expect(errorCatalogue.map((e) => e.message)).toEqual(
      expect.arrayContaining([
        'Token Balance Unavailable',
        'Failed to fetch transactions',
        'A problem occurred while trying initialize authentication',
        'Error signing message',
        'Authenticating...',
        'Requested RPC call is not allowed',
        'Action not allowed',
        'Network not supported for Gas Price',
        'Network not supported for Swaps',
        'Unsupported chain',
        'An amount and receiver address are required',
        'A token is required',
        'Modal closed',
        'Connection rejected',
        'Popup closed',
        'Failed to connect',
        'Failed to initiate social connection',
        'Failed to connect to farcaster',
        'Failed to disconnect',
        'No auth connector found',
        'Not connected to email or social',
        'Network not found',
        'Address or auth connector not found',
        'Error resolving name',
        'Error fetching name suggestions',
        'Error registering name',
        'Chain is not supported',
        'Unable to load email login dependency',
        'W3mFrame: iframe is not set',
        'WalletConnectConnector not found',
        'Failed to disconnect chains: {message}',
        'The connector does not support any of the requested chains',
        'Unsupported chain namespace',
        'Request was aborted',
        'Something went wrong',
        'An error occurred',
        'Unknown error',
        'Cannot set both `siweConfig` and `siwx` options',
      ]),
    )
  })

  it('R-ERR-19 the alert codes, each tied to its alert', () => {
    const byCode = Object.fromEntries(alertCatalogue.map((a) => [a.code, a.title]))
    expect(byCode).toMatchObject({
      SWITCH_NETWORK_NOT_FOUND: 'Network Not Found',
      IFRAME_LOAD_FAILED: 'Network Error - Could not load embedded wallet',
      IFRAME_REQUEST_TIMEOUT: 'Embedded Wallet Request Timed Out',
      UNVERIFIED_DOMAIN: 'Unverified Domain',
      MULTI_WALLET_NOT_ENABLED: expect.any(String),
    })
  })

  it('createError fills parameters and keeps code, short message and cause', () => {
    const cause = new Error('boom')
    const error = createError(definitions.FAILED_TO_DISCONNECT_CHAINS, { message: 'boom' }, { cause })
    expect(error).toBeInstanceOf(SigilError)
    expect(error.code).toBe('FAILED_TO_DISCONNECT_CHAINS')
    expect(error.shortMessage).toBe('Failed to disconnect chains: boom')
    expect(error.walk()).toBe(cause)
    expect(isSigilError(error, 'FAILED_TO_DISCONNECT_CHAINS')).toBe(true)
    expect(isSigilError(new Error('x'))).toBe(false)
  })
})
