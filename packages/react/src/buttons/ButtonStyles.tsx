import { useInsertionEffect, useSyncExternalStore } from 'react'
import { BUTTON_CSS } from './buttonCss.js'

const canAdopt = () =>
  typeof document !== 'undefined' &&
  'adoptedStyleSheets' in document &&
  typeof CSSStyleSheet !== 'undefined' &&
  'replaceSync' in CSSStyleSheet.prototype

// The connected look's rules (connectedButtonCss.ts) arrive after the first paint with the buttons'
// words (buttonLater.ts); once here they join the same sheet. Page-wide, like the sheet.
let connectedCss: string | undefined

// One sheet per document, shared by every button there and removed with the last one. Keyed by
// the document, not the client: the buttons of two clients on one page style alike.
const adopted = new Map<Document, { sheet: CSSStyleSheet; users: number }>()

const sheetText = () => BUTTON_CSS + (connectedCss ?? '')

/** Adds the connected look's rules to every button sheet, once. */
export function provideConnectedButtonCss(css: string): void {
  if (connectedCss !== undefined) return
  connectedCss = css
  for (const { sheet } of adopted.values()) sheet.replaceSync(sheetText())
}

/**
 * Whether the connected look's rules are in (a connected button waits for them). Read while
 * rendering: the buttons render again when the chunk that brings them arrives (useButtonWords).
 */
export const connectedButtonCssIn = (): boolean => connectedCss !== undefined

function adoptButtonSheet(doc: Document): () => void {
  let entry = adopted.get(doc)
  if (!entry) {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(sheetText())
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet]
    entry = { sheet, users: 0 }
    adopted.set(doc, entry)
  }
  entry.users += 1
  const current = entry
  return () => {
    current.users -= 1
    if (current.users > 0) return
    doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((sheet) => sheet !== current.sheet)
    adopted.delete(doc)
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
