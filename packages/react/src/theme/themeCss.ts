import { type ColorTokens, DARK_TOKENS, LIGHT_TOKENS, SHARED_TOKENS } from './tokens.js'

function declarations(tokens: Record<string, string>): string {
  return Object.entries(tokens)
    .map(([name, value]) => `${name}:${value};`)
    .join('')
}

function colors(tokens: ColorTokens): string {
  return declarations(tokens)
}

/**
 * Tokens on `:host`. Without an explicit mode the colours follow `prefers-color-scheme`;
 * `data-theme` on the host pins one mode.
 */
export function createThemeCss(): string {
  return [
    `:host{${declarations(SHARED_TOKENS)}${colors(LIGHT_TOKENS)}color-scheme:light;}`,
    `@media (prefers-color-scheme: dark){:host(:not([data-theme])){${colors(DARK_TOKENS)}color-scheme:dark;}}`,
    `:host([data-theme="light"]){${colors(LIGHT_TOKENS)}color-scheme:light;}`,
    `:host([data-theme="dark"]){${colors(DARK_TOKENS)}color-scheme:dark;}`,
    `@media (prefers-reduced-motion: reduce){:host{--sigil-duration-modal:0ms;--sigil-duration-view-out:0ms;--sigil-duration-view-in:0ms;--sigil-duration-shake:0ms;}}`,
  ].join('\n')
}
