import type { PurchaseWindow } from '@sigil/core/onramp'

/**
 * Opens an empty window at once, in the click, so popup blockers let it through; the
 * provider's URL is put in it once known. The window gets no handle back to this page.
 * Undefined when the browser refused the window (the view then offers a link).
 */
export function openPurchaseWindow(openingText: string): PurchaseWindow | undefined {
  const popup = typeof window === 'undefined' ? null : window.open('', '_blank')
  if (!popup) return undefined
  try {
    popup.opener = null
    popup.document.title = openingText
    popup.document.body.textContent = openingText
  } catch {
    // A window the browser keeps apart is still usable for the navigation below.
  }
  return {
    show: (url) => {
      popup.location.href = url
    },
    close: () => popup.close(),
  }
}
