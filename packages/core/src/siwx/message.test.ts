import { SiweMessage } from 'siwe'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createNonce } from './createNonce.js'
import { createSiwxMessage } from './createSiwxMessage.js'
import { formatSiwxMessage } from './formatSiwxMessage.js'
import { parseSiwxMessage } from './parseSiwxMessage.js'
import { isSiwxError } from './SiwxError.js'
import type { SiwxMessage, SiwxSession } from './types.js'

// anvil's first test key: a well-known, worthless key.
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcaec1b4ef86d4ae5e')
const NOW = Date.parse('2026-11-24T06:00:00.000Z')

describe('sign-in message', () => {
  it('R-SIWX-02 a message has accountAddress, chainId, domain, uri, version and nonce, and the optional fields', () => {
    const message = createSiwxMessage(
      { accountAddress: account.address.toLowerCase(), chainId: 'eip155:1' },
      {
        domain: 'app.example',
        uri: 'https://app.example/login',
        statement: 'Sign in to the example app.',
        resources: ['https://app.example/terms'],
        expiresInMs: 60_000,
        notBefore: new Date(NOW),
        requestId: 'req-1',
        now: () => NOW,
      },
    )
    expect(message).toMatchObject({
      accountAddress: account.address,
      chainId: 'eip155:1',
      domain: 'app.example',
      uri: 'https://app.example/login',
      version: '1',
      statement: 'Sign in to the example app.',
      resources: ['https://app.example/terms'],
      requestId: 'req-1',
      issuedAt: '2026-11-24T06:00:00.000Z',
      expirationTime: '2026-11-24T06:01:00.000Z',
      notBefore: '2026-11-24T06:00:00.000Z',
    })
    expect(message.nonce).toMatch(/^[a-zA-Z0-9]{17}$/)
    expect(message.serializedMessage).toBe(formatSiwxMessage(message))
  })

  it('R-SIWX-03 a session holds data, message and signature', async () => {
    const data = createSiwxMessage(
      { accountAddress: account.address, chainId: 'eip155:1' },
      { domain: 'a.example', uri: 'https://a.example/' },
    )
    const message = formatSiwxMessage(data)
    const session: SiwxSession = { data, message, signature: await account.signMessage({ message }) }
    expect(Object.keys(session).sort()).toEqual(['data', 'message', 'signature'])
    expect(JSON.stringify(session)).not.toMatch(/privateKey|secret/i)
  })

  it('nonces come from crypto.getRandomValues: alphanumeric, 17 long, not repeated', () => {
    const nonces = new Set(Array.from({ length: 500 }, () => createNonce()))
    expect(nonces.size).toBe(500)
    for (const nonce of nonces) expect(nonce).toMatch(/^[a-zA-Z0-9]{17}$/)
  })

  it('domain and uri come from the page by default', () => {
    const saved = (globalThis as { location?: unknown }).location
    ;(globalThis as { location?: unknown }).location = {
      host: 'demo.example:5173',
      href: 'http://demo.example:5173/app',
    }
    try {
      const message = createSiwxMessage({ accountAddress: account.address, chainId: 'eip155:1' })
      expect(message.domain).toBe('demo.example:5173')
      expect(message.uri).toBe('http://demo.example:5173/app')
    } finally {
      ;(globalThis as { location?: unknown }).location = saved
    }
  })

  it('our EIP-4361 text is parsed and verified by the siwe package', async () => {
    for (const statement of ['Sign in to the example app.', undefined]) {
      const data = createSiwxMessage(
        { accountAddress: account.address, chainId: 'eip155:31337' },
        {
          domain: 'app.example',
          uri: 'https://app.example/',
          expiresInMs: 3_600_000,
          resources: [
            'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
            'https://app.example/r',
          ],
          requestId: 'r-7',
          ...(statement ? { statement } : {}),
        },
      )
      const text = formatSiwxMessage(data)
      const reference = new SiweMessage(text)
      expect(reference.address).toBe(account.address)
      expect(reference.chainId).toBe(31337)
      expect(reference.statement).toBe(statement)
      expect(reference.nonce).toBe(data.nonce)
      expect(reference.resources).toEqual(data.resources)
      expect(reference.prepareMessage()).toBe(text)
      const signature = await account.signMessage({ message: text })
      const result = await reference.verify({ signature, domain: 'app.example', nonce: data.nonce })
      expect(result.success).toBe(true)
    }
  })

  it('messages the siwe package writes parse with ours', () => {
    const written = new SiweMessage({
      domain: 'shop.example',
      address: account.address,
      statement: 'I accept the terms.',
      uri: 'https://shop.example/in',
      version: '1',
      chainId: 10,
      nonce: 'abcDEF123456',
      issuedAt: '2026-11-24T06:00:00.000Z',
      expirationTime: '2026-11-25T06:00:00.000Z',
      notBefore: '2026-11-24T05:00:00.000Z',
      requestId: 'x-1',
      resources: ['https://shop.example/a', 'https://shop.example/b'],
    }).prepareMessage()
    const parsed = parseSiwxMessage(written)
    expect(parsed).toEqual({
      domain: 'shop.example',
      accountAddress: account.address,
      statement: 'I accept the terms.',
      uri: 'https://shop.example/in',
      version: '1',
      chainId: 'eip155:10',
      nonce: 'abcDEF123456',
      issuedAt: '2026-11-24T06:00:00.000Z',
      expirationTime: '2026-11-25T06:00:00.000Z',
      notBefore: '2026-11-24T05:00:00.000Z',
      requestId: 'x-1',
      resources: ['https://shop.example/a', 'https://shop.example/b'],
    } satisfies SiwxMessage)
    expect(formatSiwxMessage(parsed)).toBe(written)
    const bare = new SiweMessage({
      domain: 'shop.example',
      address: account.address,
      uri: 'https://shop.example/',
      version: '1',
      chainId: 1,
      nonce: 'abcDEF123456',
      issuedAt: '2026-11-24T06:00:00.000Z',
    }).prepareMessage()
    expect(parseSiwxMessage(bare).statement).toBeUndefined()
    expect(formatSiwxMessage(parseSiwxMessage(bare))).toBe(bare)
  })

  it('the CAIP-122 form for Solana and Bitcoin round-trips', () => {
    const cases: SiwxMessage[] = [
      {
        domain: 'app.example',
        accountAddress: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
        chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        uri: 'https://app.example/',
        version: '1',
        nonce: createNonce(),
        statement: 'Sign in with Solana.',
        issuedAt: '2026-11-24T06:00:00.000Z',
      },
      {
        domain: 'app.example',
        accountAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        chainId: 'bip122:000000000019d6689c085ae165831e93',
        uri: 'https://app.example/',
        version: '1',
        nonce: createNonce(),
        expirationTime: '2026-11-25T06:00:00.000Z',
        resources: ['https://app.example/x'],
      },
    ]
    for (const message of cases) {
      const text = formatSiwxMessage(message)
      expect(text.split('\n')[0]).toMatch(/wants you to sign in with your (Solana|Bitcoin) account:$/)
      expect(parseSiwxMessage(text)).toEqual(message)
    }
  })

  it('text that is not a sign-in message is refused as malformed', () => {
    for (const text of [
      '',
      'hello',
      'a.example wants you to sign in with your Dogecoin account:\nD8x\n\n\nURI: https://a\nVersion: 1\nChain ID: 1\nNonce: abcdefgh',
      'a.example wants you to sign in with your Ethereum account:\n0x1\n\n\nVersion: 1\nURI: https://a\nChain ID: 1\nNonce: abcdefgh',
      'a.example wants you to sign in with your Ethereum account:\n0x1\n\n\nURI: https://a\nVersion: 1\nChain ID: 1\nNonce: short',
    ])
      expect(() => parseSiwxMessage(text)).toThrow(expect.objectContaining({ reason: 'malformed' }))
    expect(isSiwxError(new Error('x'))).toBe(false)
  })
})
