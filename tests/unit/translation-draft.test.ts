/**
 * The translation editors' shared state (app/features/menu/translation-draft.ts) over any list of
 * fields: accept, reject, an untouched suggestion kept, an undecided change refused, a required
 * field left without approved text, languages the editor does not show kept; the conform
 * schema refusing the same undecided change under its text field.
 */
import { parseWithZod } from '@conform-to/zod'
import { describe, expect, it } from 'vitest'
import {
  decideTranslations,
  postedCellsOf,
  readTranslationDraft,
  translationDraftOf,
  translationFormSchema,
  withSuggestions,
  type TranslatedField,
} from '../../app/features/menu/translation-draft'

const FIELDS: TranslatedField[] = [
  { key: 'title', max: 100, title: true },
  { key: 'option:1:title', max: 100, title: true, required: 'menu.errors.optionTitleRequired' },
]
const SAVED = {
  title: { en: 'Sauce', 'lt?': 'Padažas', pl: 'Sos' },
  'option:1:title': { en: 'Garlic', 'lt?': 'Česnakas' },
}
const LANGUAGES = ['en', 'lt']

/** The loaded draft with some cells changed. */
function edited(changes: Record<string, Record<string, Partial<{ text: string; decision: '' | 'accept' | 'reject' }>>>) {
  const draft = translationDraftOf(FIELDS, SAVED, LANGUAGES)
  for (const [key, cells] of Object.entries(changes)) for (const [lang, cell] of Object.entries(cells)) draft[key]![lang] = { ...draft[key]![lang]!, ...cell }
  return draft
}

describe('decideTranslations', () => {
  it('keeps untouched suggestions as suggestions and languages it does not show as they were', () => {
    expect(decideTranslations(FIELDS, edited({}), SAVED)).toEqual({ texts: SAVED, errors: {} })
  })

  it('makes an accepted text the approved one (calmed when shouted) and drops a rejected suggestion', () => {
    const { texts, errors } = decideTranslations(
      FIELDS,
      edited({ title: { lt: { text: 'PADAŽAI', decision: 'accept' } }, 'option:1:title': { lt: { decision: 'reject' } } }),
      SAVED,
    )
    expect(errors).toEqual({})
    expect(texts).toEqual({ title: { en: 'Sauce', lt: 'Padažai', pl: 'Sos' }, 'option:1:title': { en: 'Garlic' } })
  })

  it('refuses a changed suggestion left undecided, and a required field left with no approved text', () => {
    const { errors } = decideTranslations(FIELDS, edited({ title: { lt: { text: 'Padažai' } }, 'option:1:title': { en: { text: '' }, lt: { decision: 'reject' } } }), SAVED)
    expect(errors).toEqual({ 'title.lt': ['menuTranslate.decide'], 'option:1:title': ['menu.errors.optionTitleRequired'] })
  })
})

describe('withSuggestions', () => {
  it('fills only the cells that have neither text nor a suggestion', () => {
    const draft = translationDraftOf(FIELDS, { title: { en: 'Sauce' }, 'option:1:title': { en: 'Garlic', lt: 'Česnakinis' } }, LANGUAGES)
    const filled = withSuggestions<string>(withSuggestions<string>(draft, 'title', { en: 'Sauce', 'lt?': 'Padažas' }), 'option:1:title', { 'lt?': 'Česnakas' })
    expect(filled.title!.lt).toEqual({ approved: null, suggested: 'Padažas', text: 'Padažas', decision: '' })
    expect(filled['option:1:title']!.lt).toEqual({ approved: 'Česnakinis', suggested: null, text: 'Česnakinis', decision: '' })
  })
})

describe('translationFormSchema', () => {
  const form = (entries: [string, string][]) => {
    const data = new FormData()
    for (const [name, value] of entries) data.append(name, value)
    return data
  }
  const schema = translationFormSchema(FIELDS, LANGUAGES)
  const posted: [string, string][] = [
    ['revision', '3'],
    ['approved.title.en', 'Sauce'],
    ['text.title.en', 'Sauce'],
    ['suggested.title.lt', 'Padažas'],
    ['approved.option:1:title.en', 'Garlic'],
    ['text.option:1:title.en', 'Garlic'],
    ['suggested.option:1:title.lt', 'Česnakas'],
    ['text.option:1:title.lt', 'Česnakas'],
  ]

  it('reads the posted cells as the editor drew them', () => {
    const submission = parseWithZod(form([...posted, ['text.title.lt', 'Padažai'], ['decision.title.lt', 'accept']]), { schema })
    expect(submission.status).toBe('success')
    const draft = readTranslationDraft(FIELDS, postedCellsOf(submission.status === 'success' ? submission.value : null), LANGUAGES)
    expect(draft.title!.lt).toEqual({ approved: null, suggested: 'Padažas', text: 'Padažai', decision: 'accept' })
    expect(submission.status === 'success' && submission.value.revision).toBe(3)
  })

  it('refuses an undecided change under its text field', () => {
    const submission = parseWithZod(form([...posted, ['text.title.lt', 'Padažai']]), { schema })
    expect(submission.reply().error).toEqual({ 'text.title.lt': ['menuTranslate.decide'] })
  })
})
