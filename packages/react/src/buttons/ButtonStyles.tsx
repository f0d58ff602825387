import { useInsertionEffect, useSyncExternalStore } from 'react'
import { BUTTON_CSS } from './buttonCss.js'

const canAdopt = () =>
  typeof document !== 'undefined' &&
  'adoptedStyleSheets' in document &&
  typeof CSSStyleSheet !== 'undefined' &&
  'replaceSync' in CSSStyleSheet.prototype

// The connected look's rules (connectedButtonCss.ts) arrive after the first paint with the buttons'
// words (buttonLater.ts); once here they join the one sheet. A loaded chunk's constant text.
let connectedCss: string | undefined

// One sheet per document, shared by every button there and removed with the last one. Kept on
// the document, not the client nor this module: the buttons of two clients (or two copies of
// this package) on one page style alike, and the page owns what it holds.
const SHEET = Symbol.for('sigil.sheet')
type SheetUse = { sheet: CSSStyleSheet; users: number }
type WithSheet = Document & { [SHEET]?: SheetUse }

const sheetText = () => BUTTON_CSS + (connectedCss ?? '')

/** Adds the connected look's rules to the button sheet, once. */
export function provideConnectedButtonCss(css: string): void {
  if (connectedCss !== undefined) return
  connectedCss = css
  if (typeof document !== 'undefined') (document as WithSheet)[SHEET]?.sheet.replaceSync(sheetText())
}

/**
 * Whether the connected look's rules are in (a connected button waits for them). Read while
 * rendering: the buttons render again when the chunk that brings them arrives (useButtonWords).
 */
export const connectedButtonCssIn = (): boolean => connectedCss !== undefined

function adoptButtonSheet(doc: WithSheet): () => void {
  let entry = doc[SHEET]
  if (!entry) {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(sheetText())
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
    <>
      <style href="sigil-buttons" precedence="default">
        {BUTTON_CSS}
      </style>
      {connectedCss ? (
        <style href="sigil-buttons-connected" precedence="default">
          {connectedCss}
        </style>
      ) : null}
    </>
  )
}
