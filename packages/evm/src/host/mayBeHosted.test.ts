import { describe, expect, it } from 'vitest'
import { createEvmAdapter } from '../createEvmAdapter.js'
import { recordingContext, testNetwork } from '../test/context.js'
import { FakeWindow } from '../test/FakeWindow.js'
import { mayBeHosted } from './mayBeHosted.js'

describe('whether a page may be inside a host', () => {
  const top: { parent?: unknown } = {}
  top.parent = top
  const framed = { parent: {} }
  const webView = { parent: undefined as unknown, ReactNativeWebView: {} }
  webView.parent = webView

  it('a top-level page is in no host, whatever the app allows', () => {
    expect(mayBeHosted(top, {})).toBe(false)
    expect(mayBeHosted({}, {})).toBe(false)
  })

  it('a framed page may be in a Safe or a mini app host, unless the app turned both off', () => {
    expect(mayBeHosted(framed, {})).toBe(true)
    expect(mayBeHosted(framed, { safe: false })).toBe(true)
    expect(mayBeHosted(framed, { miniApp: false })).toBe(true)
    expect(mayBeHosted(framed, { safe: false, miniApp: false })).toBe(false)
  })

  it('a React Native web view may be a mini app host only', () => {
    expect(mayBeHosted(webView, {})).toBe(true)
    expect(mayBeHosted(webView, { miniApp: false })).toBe(false)
  })

  it('R-EVM-01 the adapter on a top-level page answers no host and lists no host wallet', async () => {
    const window = Object.assign(new FakeWindow(), { parent: undefined as unknown })
    window.parent = window
    const adapter = createEvmAdapter({ window })
    const recorded = recordingContext([testNetwork({ id: 1 })])
    adapter.setup(recorded.context)
    expect(await adapter.connectHost({ contexts: {} })).toBeUndefined()
    expect(adapter.getConnectors()).toEqual([])
  })
})
