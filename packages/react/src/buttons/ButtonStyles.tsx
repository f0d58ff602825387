import { useInsertionEffect, useSyncExternalStore } from 'react'
import { BUTTON_CSS } from './buttonCss.js'

const canAdopt = () =>
  typeof document !== 'undefined' &&
  'adoptedStyleSheets' in document &&
  typeof CSSStyleSheet !== 'undefined' &&
  'replaceSync' in CSSStyleSheet.prototype

// One sheet per document, shared by every button there and removed with the last one. Kept on
// the document, not the client nor this module: the buttons of two clients (or two copies of
// this package) on one page style alike, and the page owns what it holds.
const SHEET = Symbol.for('sigil.sheet')
type SheetUse = { sheet: CSSStyleSheet; users: number }
type WithSheet = Document & { [SHEET]?: SheetUse }

function adoptButtonSheet(doc: WithSheet): () => void {
  let entry = doc[SHEET]
  if (!entry) {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(BUTTON_CSS)
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet]
    entry = { sheet, users: 0 }
    doc[SHEET] = entry
  }
  entry.users += 1
  const current = entry
  return () => {
    current.users -= 1
    if (current.users > 0) return
    doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((sheet) => sheet !== current.sheet)
    delete doc[SHEET]
  }
}

const subscribeNothing = () => () => undefined

/**
 * The buttons' stylesheet. In a browser it is a constructable sheet adopted by the document
 * (a strict Content-Security-Policy, `style-src 'self'`, blocks a `<style>` element but not an
 * adopted sheet). On the server, while hydrating, and where adopting is impossible it is a
 * `<style>` that React 19 hoists into <head> once, so server-rendered HTML paints styled.
 */
export function ButtonStyles() {
  const adopt = useSyncExternalStore(subscribeNothing, canAdopt, () => false)
  useInsertionEffect(() => (adopt ? adoptButtonSheet(document) : undefined), [adopt])
  if (adopt) return null
  return (
    <style href="sigil-buttons" precedence="default">
      {BUTTON_CSS}
    </style>
  )
}
