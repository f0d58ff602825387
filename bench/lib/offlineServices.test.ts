import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { EMBEDDED_WALLET_URL, RELAY_URL } from '../apps/sigil-all/src/offlineServices.js'
import { EXTERNAL } from './benchPage.js'
import { serveDist } from './serve.js'

/** Two hosts of one site: the same name, or one a subdomain of the other (IP addresses only match themselves). */
const sameSite = (a: string, b: string) => a === b || a.endsWith(`.${b}`) || b.endsWith(`.${a}`)

describe("the every-feature page's offline services", () => {
  it("keep the embedded wallet's frame on another site than the served page, on loopback", async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sigil-offline-services-'))
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html>')
    const server = await serveDist(dist)
    try {
      const page = new URL(server.url).hostname
      const frame = new URL(EMBEDDED_WALLET_URL).hostname
      // On the page's site the frame would share its process, and the browser's error page drawn
      // in it would count in the page's JS heap.
      expect(sameSite(frame, page)).toBe(false)
    } finally {
      await server.close()
      fs.rmSync(dist, { recursive: true, force: true })
    }
    // Nothing leaves loopback: neither is aborted and counted as a request elsewhere.
    expect(EXTERNAL.test(EMBEDDED_WALLET_URL)).toBe(false)
    expect(EXTERNAL.test(RELAY_URL)).toBe(false)
  })
})
