import { useEffect, useState } from 'react'
import { useSigilClient } from '../context/SigilContext.js'
import { useSigilSelector } from '../hooks/useSigilSelector.js'
import type { ButtonWords } from '../strings/buttonLocale.js'
import { BUTTON_MESSAGES } from '../strings/buttonMessages.js'
import { loadButtonLater } from './connectedLook.js'

/**
 * A memo of the words each client's buttons last showed (a pure function of the client's
 * config and the requested locale), so a button mounted later starts in them rather than
 * flashing English. Weak, so a destroyed client is not kept alive by it.
 */
const shown = new WeakMap<object, { requested: string | undefined; words: ButtonWords }>()

/**
 * The closed buttons' words: English from the first load, then, once the page's own work is
 * done or the locale is set, the chosen locale's, read from its chunk; the button re-renders.
 * The same chunk brings the connected look's rules and avatar (buttonLater.ts). A chunk that
 * fails to load leaves English.
 */
export function useButtonWords(): ButtonWords {
  const client = useSigilClient()
  const requested = useSigilSelector((state) => state.locale)
  const [words, setWords] = useState<ButtonWords>(() => {
    const memo = shown.get(client)
    return memo && memo.requested === requested ? memo.words : BUTTON_MESSAGES
  })
  useEffect(() => {
    let live = true
    const timer = setTimeout(() => {
      loadButtonLater()
        .then((loaded) => loaded.buttonWords(requested, client.config))
        .then((next) => {
          shown.set(client, { requested, words: next })
          if (live) setWords(next)
        })
        .catch(() => {
          // A connected account then shows in the base look, without an avatar, rather than not at all.
          if (live) setWords((current) => ({ ...current }))
        })
    })
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [requested, client])
  return words
}
