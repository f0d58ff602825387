import {
  ANIMATION_MODAL_MS,
  ANIMATION_VIEW_IN_MS,
  ANIMATION_VIEW_OUT_MS,
  MODAL_WIDTH_PX,
  MODAL_Z_INDEX,
  SHAKE_MS,
  TOAST_GAP_PX,
  TOAST_WIDTH_PX,
} from '@sigil/core/internal'

/**
 * Custom properties that differ between light and dark. Every text colour (fg-1..3, accent,
 * success, error) keeps a contrast of at least 4.5:1 on bg-1 and bg-2 (WCAG AA).
 */
export type ColorTokens = {
  '--sigil-accent': string
  '--sigil-accent-foreground': string
  '--sigil-bg-1': string
  '--sigil-bg-2': string
  '--sigil-bg-3': string
  '--sigil-fg-1': string
  '--sigil-fg-2': string
  '--sigil-fg-3': string
  '--sigil-border': string
  '--sigil-success': string
  '--sigil-error': string
  '--sigil-overlay': string
  '--sigil-shadow': string
}

export const LIGHT_TOKENS: ColorTokens = {
  '--sigil-accent': '#4451cc',
  '--sigil-accent-foreground': '#ffffff',
  '--sigil-bg-1': '#ffffff',
  '--sigil-bg-2': '#f4f5f7',
  '--sigil-bg-3': '#e9ebef',
  '--sigil-fg-1': '#14161a',
  '--sigil-fg-2': '#4e5461',
  '--sigil-fg-3': '#686e7b',
  '--sigil-border': 'rgba(20, 22, 26, 0.08)',
  '--sigil-success': '#15803d',
  '--sigil-error': '#c8322f',
  '--sigil-overlay': 'rgba(10, 12, 16, 0.36)',
  '--sigil-shadow': '0 12px 40px rgba(10, 12, 16, 0.14)',
}

export const DARK_TOKENS: ColorTokens = {
  '--sigil-accent': '#8f97ff',
  '--sigil-accent-foreground': '#0f1014',
  '--sigil-bg-1': '#17181c',
  '--sigil-bg-2': '#202127',
  '--sigil-bg-3': '#2b2d34',
  '--sigil-fg-1': '#f2f3f5',
  '--sigil-fg-2': '#b1b5be',
  '--sigil-fg-3': '#90959f',
  '--sigil-border': 'rgba(255, 255, 255, 0.08)',
  '--sigil-success': '#45d483',
  '--sigil-error': '#ff7b7b',
  '--sigil-overlay': 'rgba(0, 0, 0, 0.56)',
  '--sigil-shadow': '0 12px 40px rgba(0, 0, 0, 0.5)',
}

/** Custom properties shared by both modes; the app may override any of them. */
export const SHARED_TOKENS = {
  '--sigil-font-family':
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  '--sigil-radius': '20px',
  '--sigil-radius-item': '16px',
  '--sigil-z-index': String(MODAL_Z_INDEX),
  '--sigil-modal-width': `${MODAL_WIDTH_PX}px`,
  '--sigil-toast-width': `${TOAST_WIDTH_PX}px`,
  '--sigil-toast-gap': `${TOAST_GAP_PX}px`,
  /** Opening and closing of the modal. */
  '--sigil-duration-modal': `${ANIMATION_MODAL_MS}ms`,
  /** The leaving view when the router changes view. */
  '--sigil-duration-view-out': `${ANIMATION_VIEW_OUT_MS}ms`,
  /** The arriving view when the router changes view. */
  '--sigil-duration-view-in': `${ANIMATION_VIEW_IN_MS}ms`,
  '--sigil-duration-shake': `${SHAKE_MS}ms`,
} as const

export type ThemeVariableName = keyof ColorTokens | keyof typeof SHARED_TOKENS
