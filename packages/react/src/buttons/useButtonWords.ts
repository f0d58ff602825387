import { useEffect, useState } from 'react'
import { useSigilClient } from '../context/SigilContext.js'
import { useSigilSelector } from '../hooks/useSigilSelector.js'
import type { ButtonWords } from '../strings/buttonLocale.js'
import { BUTTON_MESSAGES } from '../strings/buttonMessages.js'

let chunk: Promise<typeof import('../strings/buttonLocale.js')> | undefined
let last: { client: object; requested: string | undefined; words: ButtonWords } | undefined

/**
 * The closed buttons' words: English from the first load, then, once the page's own work is
 * done or the locale is set, the chosen locale's, read from its chunk; the button re-renders.
 * A chunk that fails to load leaves English.
 */
export function useButtonWords(): ButtonWords {
  const client = useSigilClient()
  const requested = useSigilSelector((state) => state.locale)
  const [words, setWords] = useState<ButtonWords>(() =>
    last?.client === client && last.requested === requested ? last.words : BUTTON_MESSAGES,
  )
  useEffect(() => {
    let live = true
    const timer = setTimeout(() => {
      chunk ??= import('../strings/buttonLocale.js')
      chunk
        .then((loaded) => loaded.buttonWords(requested, client.config))
        .then((next) => {
          last = { client, requested, words: next }
          if (live) setWords(next)
        })
        .catch(() => {
          chunk = undefined
        })
    })
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [requested, client])
  return words
}
