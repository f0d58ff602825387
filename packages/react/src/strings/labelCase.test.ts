import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { MESSAGES } from './messages.js'

const SOURCE = fileURLToPath(new URL('../', import.meta.url))

const styleModules = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) return styleModules(path)
    return /(Styles|Css|css)\.ts$/.test(entry.name) ? [path] : []
  })

describe('one label case', () => {
  it('no style sheet recases the words: labels read as the table writes them (sentence case)', () => {
    const files = styleModules(SOURCE)
    expect(files.length).toBeGreaterThan(3)
    const recased = files.filter((file) =>
      /text-transform:\s*(uppercase|capitalize)/.test(readFileSync(file, 'utf8')),
    )
    expect(recased).toEqual([])
  })

  it('labels and titles of the table are in sentence case (the spec §8 texts keep their own case)', () => {
    // Names keep their spelling.
    const names =
      /^(ETH|NFTs?|WalletConnect|Farcaster|Google|Play|App|Store|Apple|Email|X|Max|Buy|Swap|Send|Receive|Tokens|Activity)$/
    const titleCased = Object.entries(MESSAGES)
      .filter(
        ([key]) => !key.startsWith('error.') && !key.startsWith('title.') && !/^alert\.[A-Z_]+\./.test(key),
      )
      .filter(
        ([, message]) =>
          typeof message === 'string' && !message.includes('.') && message.split(' ').length <= 4,
      )
      .filter(([, message]) =>
        (message as string)
          .split(' ')
          .slice(1)
          .some((word) => /^[A-Z][a-z]/.test(word) && !names.test(word)),
      )
    expect(titleCased).toEqual([])
  })
})
