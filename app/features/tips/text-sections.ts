/**
 * Text sections of the payment page (SPEC.md 2 "Text sections", 3): the two lists, the sections
 * as the screen and the payment page preview show them (one language), and the changes a save
 * makes to a list. Runs on both sides and holds no schema, so the screen and the preview carry no
 * validation code; the editor's form is `text-section-form.ts`.
 */
import type { TextSection } from '../../../contract/organizations'

export const SECTION_LISTS = ['header', 'footer'] as const
export type SectionList = (typeof SECTION_LISTS)[number]

/** The organization's field holding each list. */
export const LIST_FIELD = { header: 'headerTextSections', footer: 'footerTextSections' } as const

export function isSectionList(value: unknown): value is SectionList {
  return typeof value === 'string' && (SECTION_LISTS as readonly string[]).includes(value)
}

/** The text of `value` in the first of `languages` that has one, else in any language, else ''. */
export function localizedText(value: Record<string, string> | undefined, languages: readonly string[]): string {
  const entries = Object.entries(value ?? {}).filter(([, v]) => v.trim() !== '')
  for (const lang of languages) {
    const hit = entries.find(([code]) => code === lang)
    if (hit) return hit[1]
  }
  return entries[0]?.[1] ?? ''
}

/**
 * The languages a section is read in, best first: the one asked for (the preview's, the
 * user's), then the organization's menu languages in their order.
 */
export function readingLanguages(asked: string, menuLanguages: { code: string }[]): string[] {
  return [asked, ...menuLanguages.map((l) => l.code).filter((code) => code !== asked)]
}

/** A section as the screen and the preview show it: one language, the detail action only when present. */
export interface SectionView {
  title: string
  text: string
  detailAction: string | null
  /** The languages that have text, as the screen's badges. */
  languages: string[]
}

export function sectionView(section: TextSection, languages: readonly string[]): SectionView {
  return {
    title: localizedText(section.title, languages),
    text: localizedText(section.text, languages),
    detailAction: localizedText(section.detailAction, languages) || null,
    languages: Object.entries(section.text)
      .filter(([, v]) => v.trim() !== '')
      .map(([code]) => code),
  }
}

/** Both lists of an organization as shown in `languages`. */
export function sectionViews(organization: { headerTextSections: TextSection[]; footerTextSections: TextSection[] }, languages: readonly string[]) {
  return {
    header: organization.headerTextSections.map((s) => sectionView(s, languages)),
    footer: organization.footerTextSections.map((s) => sectionView(s, languages)),
  }
}

/** `list` with the section at `from` moved to `to` (both within the list), as a new list. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item as T)
  return next
}

/**
 * The key a section is highlighted by once added (utils/highlight.ts): its list and place,
 * `footer-2`. A section has no id: both lists are saved whole and a section is its place.
 */
export const sectionKey = (list: SectionList, index: number) => `${list}-${index}`

/** A key of sectionKey, as `?highlight=` may carry it. */
export const SECTION_KEY_PATTERN = /^(header|footer)-\d{1,2}$/
