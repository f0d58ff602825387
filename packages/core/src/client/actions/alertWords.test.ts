import { describe, expect, it } from 'vitest'
import { alertCatalogue } from '../../errors/catalogue.js'
import { alertWords } from './alertWords.js'

describe('the alerts raised without the whole catalogue', () => {
  it('R-ERR-01 every alert of the catalogue has its words, the same ones', () => {
    for (const alert of alertCatalogue) expect(alertWords(alert.code)).toEqual(alert)
  })
})
