import { cleanup, fireEvent, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Avatar } from './Avatar.js'
import { identiconGradient } from './identicon.js'
import { RemoteImage } from './RemoteImage.js'

afterEach(cleanup)

describe('RemoteImage', () => {
  it('keeps its size and shows the initial while loading and after a failure', () => {
    const { container } = render(<RemoteImage src="http://127.0.0.1/x.png" name="Rabbit" size={40} />)
    const frame = container.firstElementChild as HTMLElement
    expect(frame.style.width).toBe('40px')
    expect(frame.dataset.status).toBe('loading')
    expect(frame.querySelector<HTMLElement>('.sigil-image__placeholder')?.dataset.initial).toBe('R')
    fireEvent.error(frame.querySelector('img') as HTMLImageElement)
    expect(frame.dataset.status).toBe('failed')
    expect(frame.querySelector('img')).toBeNull()
    expect(frame.querySelector('.sigil-image__placeholder')).not.toBeNull()
    expect(frame.style.height).toBe('40px')
  })

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'wallet://x',
  ])('R-SEC-11 never puts %s in an img src: the initial shows, marked failed', (src) => {
    const { container } = render(<RemoteImage src={src} name="Evil" />)
    expect(container.querySelector('img')).toBeNull()
    expect((container.firstElementChild as HTMLElement).dataset.status).toBe('failed')
  })

  it('drops the placeholder once loaded', () => {
    const { container } = render(<RemoteImage src="http://127.0.0.1/x.png" name="Rabbit" />)
    fireEvent.load(container.querySelector('img') as HTMLImageElement)
    expect(container.querySelector('.sigil-image__placeholder')).toBeNull()
  })
})

describe('identicon', () => {
  it('is the same for the same address in any case and differs between addresses', () => {
    const a = identiconGradient('0xAbC0000000000000000000000000000000000001')
    expect(identiconGradient('0xabc0000000000000000000000000000000000001')).toBe(a)
    expect(identiconGradient('0xabc0000000000000000000000000000000000002')).not.toBe(a)
    const { getByTestId } = render(<Avatar address="0xabc0000000000000000000000000000000000001" />)
    expect(getByTestId('avatar').style.background).toContain('linear-gradient')
  })
})
