/** The language of a guest page (features/guest/guest-language.server.ts; plan D7). */
import { describe, expect, it } from 'vitest'
import { chooseLanguage } from '~/features/guest/guest-language.server'
import { interfaceLanguage, translatorFor } from '~/services/i18n.server'

const request = (query = '', acceptLanguage?: string) =>
  new Request(`http://localhost/pay/b/x${query}`, { headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} })

describe('the content language of the payment page (main language as the fallback)', () => {
  const venue = ['lt', 'en', 'de']
  it('is ?lang= when the venue has it', () => {
    expect(chooseLanguage(request('?lang=de', 'en'), venue, 'main')).toBe('de')
  })
  it('ignores a ?lang= the venue does not have', () => {
    expect(chooseLanguage(request('?lang=fr', 'en'), venue, 'main')).toBe('en')
  })
  it('is the browser’s first language the venue has, by weight', () => {
    expect(chooseLanguage(request('', 'fr-FR,de;q=0.5,en;q=0.8'), venue, 'main')).toBe('en')
  })
  it('is the venue’s main language when the browser names none of its', () => {
    expect(chooseLanguage(request('', 'fr'), venue, 'main')).toBe('lt')
    expect(chooseLanguage(request(), venue, 'main')).toBe('lt')
  })
  it('is English for a venue without languages when the browser names no interface language', () => {
    expect(chooseLanguage(request('?lang=de', 'de'), [], 'main')).toBe('en')
  })
  it('is an interface language the browser or ?lang= names when the venue has none of the browser’s', () => {
    expect(chooseLanguage(request('', 'es-ES'), venue, 'main')).toBe('es')
    expect(chooseLanguage(request('?lang=ru', 'en'), venue, 'main')).toBe('ru')
    expect(chooseLanguage(request('', 'fr-FR,pl;q=0.5'), venue, 'main')).toBe('pl')
    // A language of the venue's still comes first: the guest reads the venue's own texts in it.
    expect(chooseLanguage(request('', 'es-ES,en;q=0.8'), venue, 'main')).toBe('en')
  })
})

describe('the guest menu keeps English before the first language', () => {
  it('prefers English when the menu has it', () => {
    expect(chooseLanguage(request('', 'fr'), ['lt', 'en'])).toBe('en')
    expect(chooseLanguage(request('', 'fr'), ['lt', 'de'])).toBe('lt')
  })
})

describe('the page’s own words', () => {
  it('are in the content language when the interface has it, else in English', async () => {
    expect(interfaceLanguage('pl')).toBe('pl')
    expect(interfaceLanguage('de')).toBe('en')
    expect((await translatorFor('lt'))('guestPay.sendRating')).toBe('Siųsti įvertinimą')
    expect((await translatorFor('de'))('guestPay.sendRating')).toBe('Send rating')
  })
})
