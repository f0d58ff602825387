import type { Connector } from '@sigil/core'
import { createTestClient, storedEvmConnection } from '@sigil/test'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SigilProvider } from '../context/SigilProvider.js'
import { BUTTON_CSS } from './buttonCss.js'
import { ConnectButton } from './ConnectButton.js'
import { CONNECTED_BUTTON_CSS } from './connectedButtonCss.js'
import { NetworkButton } from './NetworkButton.js'

const rabbit: Connector = {
  id: 'Rabbit',
  type: 'ANNOUNCED',
  name: 'Rabbit',
  chain: 'eip155',
  info: { rdns: 'io.rabbit' },
}

afterEach(() => {
  cleanup()
  for (const style of document.head.querySelectorAll('style')) style.remove()
})

describe('ConnectButton and NetworkButton styles', () => {
  it('are styled by default, with one shared stylesheet however many buttons', async () => {
    const { client } = createTestClient({ solana: false, evm: { connectors: [rabbit] } })
    await client.ready()
    render(
      <SigilProvider client={client}>
        <ConnectButton />
        <ConnectButton namespace="eip155" />
        <NetworkButton />
      </SigilProvider>,
    )
    const [first] = screen.getAllByRole('button', { name: 'Connect' })
    expect(first?.hasAttribute('data-sigil-button')).toBe(true)
    expect(first?.getAttribute('data-state')).toBe('disconnected')
    // One adopted sheet (a strict CSP blocks <style> elements, not adopted sheets), no <style>.
    const ruleText = (sheet: CSSStyleSheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('')
    const sheets = document.adoptedStyleSheets.filter((sheet) =>
      ruleText(sheet).includes('[data-sigil-button]'),
    )
    expect(sheets).toHaveLength(1)
    expect(
      [...document.querySelectorAll('style')].filter((style) => style.textContent === BUTTON_CSS),
    ).toEqual([])
  })

  it('share one adopted sheet that leaves with the last button', async () => {
    const { client } = createTestClient({ solana: false, evm: { connectors: [rabbit] } })
    await client.ready()
    const before = document.adoptedStyleSheets.length
    const { unmount } = render(
      <SigilProvider client={client}>
        <ConnectButton />
        <NetworkButton />
      </SigilProvider>,
    )
    expect(document.adoptedStyleSheets.length).toBe(before + 1)
    unmount()
    expect(document.adoptedStyleSheets.length).toBe(before)
  })

  it('scope every rule to their own attribute, one attribute heavy, so nothing leaks into the page', () => {
    const rules = (BUTTON_CSS + CONNECTED_BUTTON_CSS)
      .replace(/@keyframes[^{]+\{[^}]*\{[^}]*\}\}/g, '')
      .replace(/@media[^{]+\{/g, '')
      .split('}')
      .map((rule) => rule.split('{')[0]?.trim())
      .filter((selector): selector is string => Boolean(selector))
    expect(rules.length).toBeGreaterThan(8)
    for (const selector of rules)
      for (const part of selector.split(/,(?![^(]*\))/))
        expect(part.trim()).toMatch(/^\[data-sigil-button\](:[a-z-]+|\s?:where\(.+\))?$/)
  })

  it('show connecting with a spinner, then the avatar, short address and balance', async () => {
    const { client } = createTestClient({
      solana: false,
      evm: { connectors: [rabbit], balance: { balance: '2.5', symbol: 'ETH' } },
    })
    await client.ready()
    render(
      <SigilProvider client={client}>
        <ConnectButton />
      </SigilProvider>,
    )
    const button = screen.getByRole('button')
    let connecting: Promise<unknown> = Promise.resolve()
    await act(async () => {
      connecting = client.connect({ connectorId: 'Rabbit', namespace: 'eip155' })
    })
    await act(async () => {
      await connecting
      await client.refreshBalance('eip155')
    })
    // The connected account is drawn once the chunk that follows the first paint brings its avatar.
    await screen.findByText('0x1111…1111')
    expect(button.getAttribute('data-state')).toBe('connected')
    expect(button.textContent).toBe('0x1111…1111 · 2.500 ETH')
    // The connected look's rules came after the first paint, into the one shared sheet.
    const shared = document.adoptedStyleSheets.find((sheet) =>
      [...sheet.cssRules].some((rule) => rule.cssText.includes('[data-sigil-button]')),
    )
    const text = [...(shared?.cssRules ?? [])].map((rule) => rule.cssText).join('')
    expect(text).toContain('data-sigil-part="avatar"')
    const avatar = button.querySelector<HTMLElement>('[data-sigil-part="avatar"]')
    expect(avatar?.getAttribute('aria-hidden')).toBe('true')
    expect(avatar?.style.background).toMatch(/linear-gradient/)
    expect(button.querySelector('[data-sigil-part="balance"]')?.textContent).toBe(' · 2.500 ETH')
  })

  it('R-STATE-19: show Connecting… with a spinner while the wallet is asked, and open nothing on a click then', async () => {
    const { client, evm: adapter } = createTestClient({ solana: false, evm: { connectors: [rabbit] } })
    await client.ready()
    adapter.behaviour.connect = 'pending'
    render(
      <SigilProvider client={client}>
        <ConnectButton />
      </SigilProvider>,
    )
    await act(
      async () => void client.connect({ connectorId: 'Rabbit', namespace: 'eip155' }).catch(() => undefined),
    )
    const button = screen.getByRole('button', { name: 'Connecting…' })
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.getAttribute('data-state')).toBe('connecting')
    expect(button.querySelector('[data-sigil-part="spinner"]')?.getAttribute('aria-hidden')).toBe('true')
    expect(button.getAttribute('aria-disabled')).toBe('true')
    await act(async () => button.click())
    expect(client.getState().modal.open).toBe(false)
  })

  it('R-STATE-19: after a reload show the account being restored beside the spinner, named as being restored, then the account', async () => {
    const storage = await storedEvmConnection()
    const { client, evm: adapter } = createTestClient({ storage, solana: false })
    adapter.behaviour.reconnect = 'pending'
    render(
      <SigilProvider client={client}>
        <ConnectButton />
      </SigilProvider>,
    )
    const button = screen.getByRole('button', { name: 'Connecting… 0x1111…1111' })
    expect(button.textContent).toBe('0x1111…1111')
    expect(button.getAttribute('data-state')).toBe('connecting')
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.querySelector('[data-sigil-part="spinner"]')).not.toBeNull()
    expect(button.querySelector('[data-sigil-part="avatar"]')).toBeNull()
    await act(async () => button.click())
    expect(client.getState().modal.open).toBe(false)
    await vi.waitFor(() => expect(adapter.callsOf('reconnect')).toHaveLength(1))
    await act(async () => adapter.settlePending('succeed'))
    await vi.waitFor(() => expect(button.getAttribute('data-state')).toBe('connected'))
    expect(button.getAttribute('aria-label')).toBeNull()
    expect(button.getAttribute('aria-busy')).toBeNull()
    expect(button.querySelector('[data-sigil-part="name"]')?.textContent).toBe('0x1111…1111')
  })

  it('take the app className, the theme mode and the theme variables; unstyled drops every built-in style', async () => {
    const { client } = createTestClient({
      solana: false,
      themeMode: 'dark',
      themeVariables: { accent: '#ff0066', '--sigil-button-height': '48px' },
    })
    await client.ready()
    render(
      <SigilProvider client={client}>
        <ConnectButton className="mine" />
        <NetworkButton unstyled className="plain" />
      </SigilProvider>,
    )
    const connect = screen.getByRole('button', { name: 'Connect' })
    expect(connect.className).toBe('mine')
    expect(connect.getAttribute('data-theme')).toBe('dark')
    expect(connect.style.getPropertyValue('--sigil-accent')).toBe('#ff0066')
    expect(connect.style.getPropertyValue('--sigil-button-height')).toBe('48px')
    const network = screen.getByRole('button', { name: 'Ethereum' })
    expect(network.className).toBe('plain')
    expect(network.hasAttribute('data-sigil-button')).toBe(false)
    expect(network.hasAttribute('data-theme')).toBe(false)
    expect(network.querySelector('[data-sigil-part]')).toBeNull()
    await act(async () => client.setThemeMode('light'))
    expect(connect.getAttribute('data-theme')).toBe('light')
  })

  it('follow the system colour scheme until the app picks a mode', async () => {
    const { client } = createTestClient({ solana: false })
    render(
      <SigilProvider client={client}>
        <ConnectButton />
      </SigilProvider>,
    )
    const button = screen.getByRole('button', { name: 'Connect' })
    expect(button.hasAttribute('data-theme')).toBe(false)
    await act(async () => client.setThemeMode('dark'))
    expect(button.getAttribute('data-theme')).toBe('dark')
  })
})
