// Server rendering of the same page in Node, from the built tarballs (no DOM).
import { renderToString } from 'react-dom/server'
import { App, sigil } from './App.js'

export const render = (): string => renderToString(<App />)

/** Settles once the client's start-up has run on the server (it must not fail there). */
export const ready = (): Promise<void> => sigil.ready()
