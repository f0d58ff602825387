import { BUTTON_CSS } from './buttonCss.js'

/**
 * The buttons' stylesheet. React 19 hoists it into <head> once however many buttons there are,
 * in server-rendered HTML too (so the first paint is styled); React 18 keeps it in place.
 */
export function ButtonStyles() {
  return (
    <style href="sigil-buttons" precedence="default">
      {BUTTON_CSS}
    </style>
  )
}
