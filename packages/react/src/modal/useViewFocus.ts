import type { View } from '@sigil/core'
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { focusableIn } from './focusable.js'

/** How a control is found again once its view has been unmounted and mounted anew. */
export type ControlMark = { name: string; index: number }

/** How long a view may take to draw the control that led onward (its list may load late). */
const RESTORE_FRAMES = 90

const nameOf = (element: HTMLElement): string =>
  (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim()

const shownView = (dialog: HTMLElement): HTMLElement | null =>
  dialog.querySelector<HTMLElement>('.sigil-view[data-phase="in"]')

/** The view leaving for the one the router shows now (it stays mounted for its animation). */
const viewOnScreen = (dialog: HTMLElement, view: View): HTMLElement | undefined =>
  [...dialog.querySelectorAll<HTMLElement>('.sigil-view')].find((element) => element.dataset.view === view)

const activeIn = (dialog: HTMLElement): HTMLElement | null => {
  const active = (dialog.getRootNode() as Document | ShadowRoot).activeElement
  return active instanceof HTMLElement && dialog.contains(active) ? active : null
}

/** Marks `control` by its accessible name and its place among the view's controls. */
export function markControl(view: HTMLElement, control: HTMLElement): ControlMark {
  return { name: nameOf(control), index: focusableIn(view).indexOf(control) }
}

/** The control of `view` that `mark` names: same name (nearest the old place), else the old place. */
export function findMarked(view: HTMLElement, mark: ControlMark): HTMLElement | undefined {
  const items = focusableIn(view)
  const named = items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => mark.name !== '' && nameOf(item) === mark.name)
    .sort((a, b) => Math.abs(a.index - mark.index) - Math.abs(b.index - mark.index))
  return named[0]?.item ?? (mark.name === '' ? items[mark.index] : undefined)
}

export type ViewFocus = {
  /** Words for a polite live region: the new view's title when focus went to a control, not the heading. */
  announcement: string
}

/**
 * Keeps focus inside the dialog across view changes: an arriving view takes focus on
 * its heading, or keeps the control it focused itself (autoFocus); going back focuses the
 * control that led onward. Without this the leaving view's focused button is unmounted and
 * focus falls to the page's body, where the dialog's Escape and Tab handling cannot hear keys.
 */
export function useViewFocus({
  dialogRef,
  headingRef,
  routedView,
  depth,
  shown,
  title,
  active,
}: {
  dialogRef: RefObject<HTMLElement | null>
  headingRef: RefObject<HTMLElement | null>
  routedView: View
  depth: number
  shown: { view: View; phase: 'in' }
  title: string
  active: boolean
}): ViewFocus {
  const marks = useRef(new Map<number, ControlMark>())
  const last = useRef({ view: routedView, depth })
  const restore = useRef<ControlMark | undefined>(undefined)
  const arrived = useRef<View | undefined>(undefined)
  const [announcement, setAnnouncement] = useState('')

  // While the leaving view is still mounted: remember what led onward, or what to find on return.
  useLayoutEffect(() => {
    const previous = last.current
    last.current = { view: routedView, depth }
    if (previous.view === routedView && previous.depth === depth) return
    const dialog = dialogRef.current
    if (!dialog) return
    if (depth > previous.depth) {
      const view = viewOnScreen(dialog, previous.view)
      const control = activeIn(dialog)
      if (view && control && view.contains(control))
        marks.current.set(previous.depth, markControl(view, control))
      restore.current = undefined
    } else if (depth < previous.depth) {
      restore.current = marks.current.get(depth)
      for (const key of [...marks.current.keys()]) if (key >= depth) marks.current.delete(key)
    } else {
      restore.current = undefined
    }
  }, [dialogRef, routedView, depth])

  useEffect(() => {
    const dialog = dialogRef.current
    if (!active || !dialog || shown.phase !== 'in') return
    // The view the dialog opened on: the focus trap gave focus to the dialog itself.
    if (arrived.current === undefined) {
      arrived.current = shown.view
      return
    }
    if (arrived.current === shown.view) return
    arrived.current = shown.view
    const mark = restore.current
    restore.current = undefined
    const heading = headingRef.current
    let frame = 0
    let handle = 0
    const land = () => {
      const view = shownView(dialog)
      const focused = activeIn(dialog)
      // The view focused a control of its own as it mounted: keep it, and say where the person is.
      if (frame === 0 && !mark && view && focused && view.contains(focused)) {
        setAnnouncement(title)
        return
      }
      const target = mark && view ? findMarked(view, mark) : undefined
      if (target) {
        target.focus()
        setAnnouncement(title)
        return
      }
      if (frame === 0) {
        heading?.focus()
        setAnnouncement('')
      }
      frame += 1
      // The control may come with data that is still loading; stop looking once the person moves on.
      if (mark && frame < RESTORE_FRAMES && activeIn(dialog) === heading) handle = requestAnimationFrame(land)
    }
    land()
    return () => cancelAnimationFrame(handle)
  }, [active, dialogRef, headingRef, shown.view, shown.phase, title])

  return { announcement }
}
