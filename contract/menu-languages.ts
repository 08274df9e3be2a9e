/**
 * The languages a menu may be written in (SPEC.md 3 Organization.menuLanguages) and the call
 * that changes them: PUT /business/organizations/{id}/menu-languages (docs/api.md "Menu
 * languages", ADR 0047). The list is fixed and shared: the platform refuses any other code, the
 * Menus screen's dialog offers exactly these.
 *
 * Which languages: the European ones that DeepL, the real translation provider, can translate
 * into (platform/providers/translation), so "Suggest missing translations" serves every
 * language a venue can pick. Titles are each language's own name, as the seed and the language
 * selector have always shown them ('Lietuvių'), so a guest finds their language whatever the
 * page is in.
 */
import { z } from 'zod'
import { menuLanguageSchema } from './organizations.js'

export const MENU_LANGUAGE_OPTIONS = [
  { code: 'bg', title: 'Български' },
  { code: 'cs', title: 'Čeština' },
  { code: 'da', title: 'Dansk' },
  { code: 'de', title: 'Deutsch' },
  { code: 'el', title: 'Ελληνικά' },
  { code: 'en', title: 'English' },
  { code: 'es', title: 'Español' },
  { code: 'et', title: 'Eesti' },
  { code: 'fi', title: 'Suomi' },
  { code: 'fr', title: 'Français' },
  { code: 'hu', title: 'Magyar' },
  { code: 'it', title: 'Italiano' },
  { code: 'lt', title: 'Lietuvių' },
  { code: 'lv', title: 'Latviešu' },
  { code: 'nb', title: 'Norsk bokmål' },
  { code: 'nl', title: 'Nederlands' },
  { code: 'pl', title: 'Polski' },
  { code: 'pt', title: 'Português' },
  { code: 'ro', title: 'Română' },
  { code: 'ru', title: 'Русский' },
  { code: 'sk', title: 'Slovenčina' },
  { code: 'sl', title: 'Slovenščina' },
  { code: 'sv', title: 'Svenska' },
  { code: 'tr', title: 'Türkçe' },
  { code: 'uk', title: 'Українська' },
] as const

export type MenuLanguageCode = (typeof MENU_LANGUAGE_OPTIONS)[number]['code']

const TITLES = new Map<string, string>(MENU_LANGUAGE_OPTIONS.map((l) => [l.code, l.title]))

export function isMenuLanguageCode(code: unknown): code is MenuLanguageCode {
  return typeof code === 'string' && TITLES.has(code)
}

/** The language's own name; an unknown code (stored before this list existed) is its code. */
export function menuLanguageTitle(code: string): string {
  return TITLES.get(code) ?? code
}

/** Message keys of the refusals (translated under `menu.languages.errors` in locales/). */
export const MENU_LANGUAGE_ERRORS = {
  required: 'menu.languages.errors.required',
  duplicate: 'menu.languages.errors.duplicate',
  unknown: 'menu.languages.errors.unknown',
} as const

export interface LanguageListProblem {
  /** Index of the code at fault; null for the list as a whole. */
  index: number | null
  message: string
}

/**
 * What is wrong with a list of menu language codes: none at all, a code twice (the second and
 * later), a code not in MENU_LANGUAGE_OPTIONS. The platform's body schema and the dialog's form
 * schema both report these, so the browser says what the platform would.
 */
export function languageListProblems(codes: readonly string[]): LanguageListProblem[] {
  if (codes.length === 0) return [{ index: null, message: MENU_LANGUAGE_ERRORS.required }]
  const seen = new Set<string>()
  const problems: LanguageListProblem[] = []
  codes.forEach((code, index) => {
    if (!isMenuLanguageCode(code)) problems.push({ index, message: MENU_LANGUAGE_ERRORS.unknown })
    else if (seen.has(code)) problems.push({ index, message: MENU_LANGUAGE_ERRORS.duplicate })
    seen.add(code)
  })
  return problems
}

/** A list of codes checked with languageListProblems; the issues' paths are the codes' places. */
export function languageCodeList() {
  return (
    z
      // Longer than the known list means a duplicate; the bound keeps junk from being checked code by code.
      .array(z.string().max(16, MENU_LANGUAGE_ERRORS.unknown))
      .max(MENU_LANGUAGE_OPTIONS.length, MENU_LANGUAGE_ERRORS.duplicate)
      .superRefine((codes, ctx) => {
        for (const problem of languageListProblems(codes)) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, path: problem.index === null ? [] : [problem.index], message: problem.message })
        }
      })
  )
}

/**
 * The body of PUT /business/organizations/{id}/menu-languages: the codes in order, the first
 * the menu's main language: listed first everywhere, and the one taken when nothing better says
 * which (the editors after the interface's language, the guest menu after the browser's and English).
 */
export const menuLanguagesInputSchema = z.object({ menuLanguages: languageCodeList() })
export type MenuLanguagesInput = z.infer<typeof menuLanguagesInputSchema>

/** Its answer: the organization's menu languages as now stored (the Organization field's shape). */
export const menuLanguagesAnswerSchema = z.object({ menuLanguages: z.array(menuLanguageSchema) })
export type MenuLanguagesAnswer = z.infer<typeof menuLanguagesAnswerSchema>
