import { describe, expect, it } from 'vitest'
import {
  FRAME_TYPES_OUTSIDE_SCHEMA,
  frameSchemaRefusals,
  type RecordedFrameMessage,
} from './support/frameMessages.js'

const SITE = 'https://secure.walletconnect.org'
const APP = 'http://127.0.0.1:5173'
const toFrame = (data: RecordedFrameMessage['data']) => ({ receiverOrigin: SITE, senderOrigin: APP, data })
const toApp = (data: RecordedFrameMessage['data']) => ({ receiverOrigin: APP, senderOrigin: SITE, data })

describe('R-EMBED-27 the e2e guard holds frame traffic to AppKit’s W3mFrameSchema', () => {
  it('accepts the hosted protocol and refuses what AppKit would drop, in both directions', () => {
    expect(
      frameSchemaRefusals(
        [
          toApp({ type: '@w3m-frame/READY', payload: { version: '4' } }),
          toFrame({ id: 'a', type: '@w3m-app/IS_CONNECTED' }),
          toApp({ id: 'a', type: '@w3m-frame/IS_CONNECTED_SUCCESS', payload: { isConnected: true } }),
          toApp({ id: 'b', type: '@w3m-frame/RPC_REQUEST_SUCCESS', payload: '0xsignature' }),
        ],
        [SITE],
      ),
    ).toEqual([])
    const refused = frameSchemaRefusals(
      [
        // The payload AppKit's schema does not allow on is-connected, and a reply without its fields.
        toFrame({ id: 'a', type: '@w3m-app/IS_CONNECTED', payload: {} }),
        toApp({ id: 'a', type: '@w3m-frame/CONNECT_SOCIAL_SUCCESS', payload: { userName: 'ada' } }),
        toFrame({ id: 'c', type: '@w3m-app/NOT_AN_EVENT' }),
      ],
      [SITE],
    )
    expect(refused).toHaveLength(3)
    expect(refused[0]).toContain('@w3m-app/IS_CONNECTED (app → frame)')
    expect(refused[1]).toContain('@w3m-frame/CONNECT_SOCIAL_SUCCESS (frame → app)')
  })

  it('reads only traffic between an app and the site, and knows the frame events AppKit names but never validates', () => {
    const forged = {
      receiverOrigin: APP,
      senderOrigin: 'http://127.0.0.1:9',
      data: { type: '@w3m-frame/READY' },
    }
    expect(frameSchemaRefusals([forged], [SITE])).toEqual([])
    expect([...FRAME_TYPES_OUTSIDE_SCHEMA].sort()).toEqual([
      '@w3m-frame/INIT_SMART_ACCOUNT_SUCCESS',
      '@w3m-frame/RPC_ABORT_ERROR',
      '@w3m-frame/RPC_ABORT_SUCCESS',
    ])
  })
})
