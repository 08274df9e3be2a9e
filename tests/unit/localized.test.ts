/**
 * Localized menu text (app/features/menu/localized.ts): the language shown and its fallbacks, that
 * suggestions ('lt?') are never shown, shouting titles in five alphabets, translation counts.
 */
import { describe, expect, it } from 'vitest'
import {
  approvedOnly,
  pickText,
  pickedLanguage,
  sentenceCaseIfShouting,
  suggestionOf,
  translationProgress,
} from '../../app/features/menu/localized'

describe('pickText', () => {
  const soup = { en: 'Cold beet soup', lt: 'Šaltibarščiai', 'pl?': 'Chłodnik' }

  it('shows the language asked for, else English, else any approved language', () => {
    expect(pickText(soup, 'lt')).toBe('Šaltibarščiai')
    expect(pickText(soup, 'ru')).toBe('Cold beet soup')
    expect(pickText({ lt: 'Šaltibarščiai' }, 'ru')).toBe('Šaltibarščiai')
    expect(pickText({ lt: 'Šaltibarščiai', pl: 'Chłodnik' }, 'ru', 'pl')).toBe('Chłodnik')
    expect(pickedLanguage(soup, 'ru')).toBe('en')
    expect(pickedLanguage({ lt: 'Šaltibarščiai' }, 'ru')).toBe('lt')
  })

  it('never shows a suggestion, nor blank text', () => {
    expect(pickText(soup, 'pl')).toBe('Cold beet soup')
    expect(pickText({ 'en?': 'Soup', lt: '  ' }, 'en')).toBe('')
    expect(pickText({ 'en?': 'Soup', lt: '  ', es: 'Sopa' }, 'en')).toBe('Sopa')
    expect(pickText(null, 'en')).toBe('')
    expect(pickedLanguage({ 'en?': 'Soup' }, 'en')).toBeNull()
    // Asking for a suggestion key by name does not reveal it either.
    expect(pickText(soup, 'pl?')).toBe('Cold beet soup')
  })

  it('finds suggestions and strips them', () => {
    expect(suggestionOf(soup, 'pl')).toBe('Chłodnik')
    expect(suggestionOf(soup, 'lt')).toBeNull()
    expect(suggestionOf({ 'lt?': ' ' }, 'lt')).toBeNull()
    expect(approvedOnly({ ...soup, es: '' })).toEqual({ en: 'Cold beet soup', lt: 'Šaltibarščiai' })
  })
})

describe('sentenceCaseIfShouting', () => {
  it.each([
    ['COLD BEET SOUP', 'Cold beet soup'],
    ['ŠALTIBARŠČIAI SU BULVĖMIS', 'Šaltibarščiai su bulvėmis'],
    ['ŻUREK ŁÓDZKI', 'Żurek łódzki'],
    ['БОРЩ УКРАИНСКИЙ', 'Борщ украинский'],
    ['ÑOQUIS CASEROS', 'Ñoquis caseros'],
    ['2 KIAUŠINIAI', '2 Kiaušiniai'],
    ['"ŻUREK"', '"Żurek"'],
  ])('%j → %j', (input, expected) => {
    expect(sentenceCaseIfShouting(input)).toBe(expected)
  })

  it.each(['Cold beet soup', 'BBQ ribs', 'iPhone', 'A', '7 B', '', '123', 'Борщ'])('leaves %j as typed', (input) => {
    expect(sentenceCaseIfShouting(input)).toBe(input)
  })
})

describe('translationProgress', () => {
  it('counts each written text as approved, only suggested or missing per language', () => {
    const texts: (Record<string, string> | null)[] = [
      { en: 'Soup', lt: 'Sriuba' },
      { en: 'Steak', 'lt?': 'Kepsnys' },
      { en: 'Cake' },
      { lt: 'Gira' },
      // Nothing to translate: an empty description is in no count.
      {},
      { en: ' ' },
      null,
    ]
    expect(translationProgress(texts, ['en', 'lt', 'pl'])).toEqual({
      en: { approved: 3, suggested: 0, missing: 1 },
      lt: { approved: 2, suggested: 1, missing: 1 },
      pl: { approved: 0, suggested: 0, missing: 4 },
    })
    expect(translationProgress([], ['en'])).toEqual({ en: { approved: 0, suggested: 0, missing: 0 } })
  })
})
