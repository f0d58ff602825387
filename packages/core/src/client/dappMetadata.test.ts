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
  it('R-CORE-05 has name, description, url and icons, kept on the client config', () => {
    expect(validateDappMetadata(metadata)).toEqual(metadata)
    const { client } = createTestClient({ metadata })
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
  ])('R-CORE-05 refuses %s at creation', (_, bad, message) => {
    expect(() => createTestClient({ metadata: bad as typeof metadata })).toThrow(message)
  })
})
