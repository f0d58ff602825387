import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
}

export type Served = { path: string; bytes: number }
export type StaticServer = { url: string; log: Served[]; close: () => Promise<void> }

/** Serves a dist folder on 127.0.0.1 (unknown paths get index.html) and logs every file served. */
export function serveDist(dist: string, index = 'index.html'): Promise<StaticServer> {
  const log: Served[] = []
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    let file = path.join(dist, pathname)
    if (!file.startsWith(dist)) {
      res.writeHead(403).end()
      return
    }
    if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) file = path.join(dist, index)
    const body = fs.readFileSync(file)
    log.push({ path: path.relative(dist, file), bytes: body.length })
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'content-length': body.length,
      'cache-control': 'no-cache',
    })
    res.end(body)
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({
        url: `http://127.0.0.1:${port}/`,
        log,
        close: () => new Promise<void>((done) => server.close(() => done())),
      })
    })
  })
}
