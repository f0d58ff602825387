import { useLayoutEffect, useRef, useState } from 'react'

const canAdopt = (root: Node): root is ShadowRoot =>
  typeof ShadowRoot !== 'undefined' &&
  root instanceof ShadowRoot &&
  'adoptedStyleSheets' in root &&
  typeof CSSStyleSheet !== 'undefined' &&
  'replaceSync' in CSSStyleSheet.prototype

/**
 * A lazily loaded view's own CSS, adopted into the modal's shadow root as a constructable
 * style sheet while the view is shown (before it paints), and removed after. A strict
 * Content-Security-Policy (`style-src 'self'`, no `unsafe-inline`) blocks a `<style>`
 * element but not an adopted sheet; the `<style>` is only the fallback where adopting is
 * not possible.
 */
export function ViewStyles({ css }: { css: string }) {
  const anchor = useRef<HTMLSpanElement>(null)
  const [fallback, setFallback] = useState(false)
  useLayoutEffect(() => {
    const root = anchor.current?.getRootNode()
    if (!root || !canAdopt(root)) {
      setFallback(true)
      return
    }
    const sheet = new CSSStyleSheet()
    try {
      sheet.replaceSync(css)
    } catch {
      setFallback(true)
      return
    }
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
    return () => {
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((adopted) => adopted !== sheet)
    }
  }, [css])
  return fallback ? <style>{css}</style> : <span ref={anchor} hidden />
}
