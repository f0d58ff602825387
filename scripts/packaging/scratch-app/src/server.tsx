// Server rendering of the same page in Node, from the built tarballs (no DOM).
import { renderToString } from 'react-dom/server'
import { App } from './App.js'

export const render = (): string => renderToString(<App />)
