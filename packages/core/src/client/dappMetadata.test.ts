import { createTestClient } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import { validateDappMetadata } from './dappMetadata.js'

const metadata = {
  name: 'My dapp',
  description: 'Swaps and more',
  url: 'https://dapp.example',
  icons: ['https://dapp.example/icon.png'],
}

describe('dapp metadata', () => {
  it('R-CORE-05 has name, description, url and icons, kept on the client config', async () => {
    expect(validateDappMetadata(metadata)).toEqual(metadata)
    const { client } = createTestClient({ metadata })
    await client.ready()
    expect(client.config.metadata).toEqual(metadata)
  })

  it.each([
    ['no name', { ...metadata, name: '' }, 'name must be a non-empty string'],
    [
      'a url that is not a web URL',
      { ...metadata, url: 'javascript:alert(1)' },
      'url must be an http(s) URL',
    ],
    ['icons that are not a list', { ...metadata, icons: 'x' }, 'icons must be a list'],
    ['an icon that is not an image URL', { ...metadata, icons: ['javascript:1'] }, 'is not an image URL'],
    ['no description', { ...metadata, description: undefined }, 'description must be a string'],
  ])('R-CORE-05 refuses %s, left off the config with the reason logged', async (_, bad, message) => {
    expect(() => validateDappMetadata(bad)).toThrow(message)
    const { client, log } = createTestClient({ metadata: bad as typeof metadata })
    await client.ready()
    expect(client.config.metadata).toBeUndefined()
    const logged = log.records.find((record) => record.level === 'error')
    expect(logged?.message).toBe('Left config.metadata out')
    expect(String(logged?.data)).toContain(message)
  })
})
