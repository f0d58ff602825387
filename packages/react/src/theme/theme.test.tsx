import { createTestClient } from '@sigil/test'
import { act } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanupModals, renderModal } from '../test/renderModal.js'
import { createThemeCss } from './themeCss.js'
import { onThemeChange, THEME_CHANGE_EVENT } from './themeSync.js'

afterEach(cleanupModals)

describe('theme', () => {
  it('follows prefers-color-scheme until a mode is chosen, then pins it on the host', async () => {
    expect(createThemeCss()).toContain('@media (prefers-color-scheme: dark){:host(:not([data-theme]))')
    const { client } = createTestClient({ solana: false })
    const { element } = await renderModal(client)
    expect(element.hasAttribute('data-theme')).toBe(false)
    await act(async () => client.setThemeMode('dark'))
    expect(element.getAttribute('data-theme')).toBe('dark')
  })

  it('pins a configured mode and applies configured variables', async () => {
    const { client } = createTestClient({
      solana: false,
      themeMode: 'light',
      themeVariables: { '--sigil-accent': '#ff0066', radius: 12 },
    })
    const { element } = await renderModal(client)
    expect(element.getAttribute('data-theme')).toBe('light')
    expect(element.style.getPropertyValue('--sigil-accent')).toBe('#ff0066')
    expect(element.style.getPropertyValue('--sigil-radius')).toBe('12px')
  })

  it('dispatches sigil-theme-change with the mode and variables so an embedded frame can follow', async () => {
    const { client } = createTestClient({ solana: false })
    const { element } = await renderModal(client)
    const listener = vi.fn()
    const stop = onThemeChange(document, listener)
    await act(async () => client.setThemeVariables({ '--sigil-accent': '#00aa88' }))
    expect(listener).toHaveBeenLastCalledWith({
      themeMode: 'light',
      themeVariables: { '--sigil-accent': '#00aa88' },
    })
    expect(element.style.getPropertyValue('--sigil-accent')).toBe('#00aa88')
    stop()
    expect(THEME_CHANGE_EVENT).toBe('sigil-theme-change')
  })

  it('turns every animation off for reduced motion', () => {
    expect(createThemeCss()).toMatch(
      /prefers-reduced-motion: reduce\)\{:host\{--sigil-duration-modal:0ms;--sigil-duration-view-out:0ms;--sigil-duration-view-in:0ms;--sigil-duration-shake:0ms;/,
    )
  })
})
