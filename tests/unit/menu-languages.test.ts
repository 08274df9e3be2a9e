/** The menu languages rules (contract/menu-languages.ts) and the dialog's list buttons (app/features/menu/menu-languages.ts). */
import { describe, expect, it } from 'vitest'
import { languageListProblems, MENU_LANGUAGE_OPTIONS, menuLanguagesInputSchema } from '../../contract/menu-languages'
import { addableLanguages, changeLanguages, languagesOfAnswer } from '../../app/features/menu/menu-languages'

const change = (languages: string[], intent: string, add?: string) => changeLanguages({ languages, intent, add })

describe('menu language lists', () => {
  it('offers the languages the task names, each once, with its own name', () => {
    const codes = MENU_LANGUAGE_OPTIONS.map((l) => l.code)
    for (const code of ['en', 'es', 'lt', 'pl', 'ru', 'de', 'fr', 'it', 'lv', 'et', 'uk']) expect(codes).toContain(code)
    expect(new Set(codes).size).toBe(codes.length)
    expect(MENU_LANGUAGE_OPTIONS.find((l) => l.code === 'lt')?.title).toBe('Lietuvių')
  })

  it('names what is wrong with a list and where', () => {
    expect(languageListProblems(['en', 'lt'])).toEqual([])
    expect(languageListProblems([])).toEqual([{ index: null, message: 'menu.languages.errors.required' }])
    expect(languageListProblems(['en', 'xx', 'en'])).toEqual([
      { index: 1, message: 'menu.languages.errors.unknown' },
      { index: 2, message: 'menu.languages.errors.duplicate' },
    ])
    expect(menuLanguagesInputSchema.safeParse({ menuLanguages: ['pl', 'en'] }).success).toBe(true)
    expect(menuLanguagesInputSchema.safeParse({ menuLanguages: ['PL'] }).success).toBe(false)
  })

  it('moves a language up, to the top making it the main one, removes and adds', () => {
    expect(change(['en', 'lt', 'pl'], 'up:2')).toEqual({ codes: ['en', 'pl', 'lt'] })
    expect(change(['en', 'lt'], 'up:1')).toEqual({ codes: ['lt', 'en'] })
    expect(change(['en', 'lt'], 'up:0')).toEqual({ codes: ['en', 'lt'] })
    expect(change(['en', 'lt'], 'remove:0')).toEqual({ codes: ['lt'] })
    expect(change(['en', 'lt'], 'remove:7')).toEqual({ codes: ['en', 'lt'] })
    expect(change(['en', 'lt'], 'add', 'pl')).toEqual({ codes: ['en', 'lt', 'pl'] })
    expect(change(['en', 'lt'], 'save')).toBeNull()
  })

  it('keeps a language, and refuses one twice or unknown', () => {
    expect(change(['en'], 'remove:0')).toEqual({ error: 'menu.languages.errors.required' })
    expect(change(['en'], 'add', 'en')).toEqual({ error: 'menu.languages.errors.duplicate' })
    expect(change(['en'], 'add', 'klingon')).toEqual({ error: 'menu.languages.errors.unknown' })
    expect(change(['en'], 'add')).toEqual({ error: 'menu.languages.errors.unknown' })
  })

  it('offers to add only what is not on the list, and reads the list an answer carries', () => {
    const addable = addableLanguages(['en', 'lt']).map((l) => l.code)
    expect(addable).not.toContain('en')
    expect(addable).toContain('pl')
    expect(addable).toHaveLength(MENU_LANGUAGE_OPTIONS.length - 2)
    expect(languagesOfAnswer({ languages: ['pl', 'en'] })).toEqual(['pl', 'en'])
    expect(languagesOfAnswer({ languages: 'pl' })).toBeNull()
    expect(languagesOfAnswer(null)).toBeNull()
  })
})
