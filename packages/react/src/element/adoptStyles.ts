/** Constructable style sheets where supported (shared parsing, no DOM node); a `<style>` otherwise. */
export function adoptStyles(root: ShadowRoot, css: string): void {
  if (
    'adoptedStyleSheets' in root &&
    typeof CSSStyleSheet !== 'undefined' &&
    'replaceSync' in CSSStyleSheet.prototype
  ) {
    try {
      const sheet = new CSSStyleSheet()
      sheet.replaceSync(css)
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
      return
    } catch {
      // Some engines expose the API but reject it in this context; the fallback below still works.
    }
  }
  const style = document.createElement('style')
  style.textContent = css
  root.prepend(style)
}
