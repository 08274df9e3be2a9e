import { describe, expect, it } from 'vitest'
import { drawableText, RECEIPT_LABELS, RECEIPT_LANGUAGES, receiptLanguage } from '../../platform/domain/receipt-text'

// A font that draws everything below the emoji planes, as DejaVu Sans does for text.
const font = (codePoint: number) => codePoint < 0x1f000

describe('receipt text', () => {
  it('leaves out what the font cannot draw and tidies the spaces around it', () => {
    expect(drawableText('UAB Pica 🍕 ir 🎉 šventė 👍🏽, LT100 🇱🇹', font)).toBe('UAB Pica ir šventė, LT100')
    expect(drawableText('🍕 Pica\n👨‍👩‍👧 Family (🎉)', font)).toBe('Pica\nFamily ()')
    expect(drawableText('Pica🍕Bar', font)).toBe('PicaBar')
    expect(drawableText('Žalias ☕ ❤️ kava', (c) => c !== 0x1f355)).toBe('Žalias ☕ ❤ kava')
    expect(drawableText('soft\u00adhyphen\u0000nul', font)).toBe('softhyphennul')
    expect(drawableText('🍕🎉', font)).toBe('')
  })
  it('picks ?lang= first, then Accept-Language by quality, then English', () => {
    expect(receiptLanguage('lt', 'ru')).toBe('lt')
    expect(receiptLanguage('pl-PL', null)).toBe('pl')
    expect(receiptLanguage('xx', 'de-DE,ru;q=0.7,es;q=0.9')).toBe('es')
    expect(receiptLanguage(undefined, 'es;q=0,lt')).toBe('lt')
    expect(receiptLanguage('', '')).toBe('en')
    expect(receiptLanguage('<script>', 'q=;;,,')).toBe('en')
  })
  it('has every label in every language, each different from English but the number', () => {
    for (const language of RECEIPT_LANGUAGES) {
      expect(Object.keys(RECEIPT_LABELS[language])).toEqual(Object.keys(RECEIPT_LABELS.en))
      expect(RECEIPT_LABELS[language].title).toContain('{number}')
      if (language !== 'en') expect(RECEIPT_LABELS[language].thanks).not.toBe(RECEIPT_LABELS.en.thanks)
    }
  })
})
