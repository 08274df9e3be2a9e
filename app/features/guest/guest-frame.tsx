/**
 * The frame of every guest page (ADR 0078): the guest menu, the payment page and, later, the
 * table's bill (issue 28). No back-office shell: the venue's name, the language links, a ribbon
 * when the page is not the real one (the menu's draft, the payment page's preview). Plain HTML
 * and CSS; every word comes prepared by the page's loader.
 */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useRouteErrorKind } from '~/components/route-error'
import { cx } from '~/components/ui/cx'

/** `LanguageHandle.lang` of a guest page whose loader's data is its frame's head (the menu pages). */
export const headLanguage = (data: unknown) => (data as Pick<GuestHead, 'lang'> | undefined)?.lang
/** `LanguageHandle.lang` of a guest page whose loader's data holds its frame's head (the payment and table pages). */
export const nestedHeadLanguage = (data: unknown) => (data as { head?: Pick<GuestHead, 'lang'> } | undefined)?.head?.lang

export interface GuestHead {
  organizationName: string
  lang: string
  /** The ribbon is shown: the menu's draft, the payment page's preview. */
  draft: boolean
  languages: { code: string; title: string; href: string; current: boolean }[]
  labels: { language: string; draftRibbon: string; draftNote: string; previewOnly?: string }
}

export function GuestFrame({ head, children, nav, width = 'xl' }: { head: GuestHead; children: ReactNode; nav?: ReactNode; width?: 'md' | 'xl' }) {
  const column = width === 'md' ? 'max-w-md' : 'max-w-xl'
  return (
    <div lang={head.lang} className="min-h-full bg-slate-50">
      {head.draft ? (
        <div role="note" className="bg-amber-400 px-4 py-2 text-center text-sm text-amber-950">
          <strong className="font-semibold uppercase tracking-wide">{head.labels.draftRibbon}</strong>
          <span className="block text-xs sm:inline sm:pl-2">{head.labels.draftNote}</span>
        </div>
      ) : null}
      <header className="sticky top-0 z-10 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className={cx('mx-auto flex items-center justify-between gap-3 px-4 py-3', column)}>
          <p className="truncate text-lg font-semibold text-slate-900">{head.organizationName}</p>
          {head.languages.length > 0 ? (
            <nav aria-label={head.labels.language}>
              <ul className="flex flex-wrap justify-end gap-1">
                {head.languages.map((l) => (
                  <li key={l.code}>
                    <a
                      href={l.href}
                      hrefLang={l.code}
                      lang={l.code}
                      title={l.title}
                      aria-current={l.current ? 'true' : undefined}
                      className={cx(
                        'block rounded-md px-2 py-1 text-sm font-medium uppercase',
                        l.current ? 'bg-brand-600 text-white' : 'text-slate-600 hover:bg-slate-100',
                      )}
                    >
                      {l.code}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
        {nav}
      </header>
      <main className={cx('mx-auto px-4 pb-12', column)}>{children}</main>
      {head.labels.previewOnly ? (
        <footer className={cx('mx-auto px-4 pb-8 text-center text-xs text-slate-500', column)}>{head.labels.previewOnly}</footer>
      ) : null}
    </div>
  )
}

/**
 * A guest page that failed (not there, or the platform away): said plainly in the guest's
 * language, with no way into the back-office. `notFound`: the keys of its title and text.
 */
export function GuestErrorPage({ notFound }: { notFound: [title: string, text: string] }) {
  const kind = useRouteErrorKind()
  const { t } = useTranslation()
  const [title, text] =
    kind === 'notFound'
      ? [t(notFound[0]), t(notFound[1])]
      : kind === 'unavailable'
        ? [t('errors.unavailableTitle'), t('errors.unavailable')]
        : [t('errors.generalTitle'), t('errors.unknown')]
  return (
    <main className="mx-auto max-w-md px-6 py-16 text-center">
      <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">{text}</p>
    </main>
  )
}
