export { applyThemeVariables } from './applyThemeVariables.js'
export { createThemeCss } from './themeCss.js'
export {
  dispatchThemeChange,
  onThemeChange,
  THEME_CHANGE_EVENT,
  type ThemeChangeDetail,
} from './themeSync.js'
export {
  type ColorTokens,
  DARK_TOKENS,
  LIGHT_TOKENS,
  SHARED_TOKENS,
  type ThemeVariableName,
} from './tokens.js'
