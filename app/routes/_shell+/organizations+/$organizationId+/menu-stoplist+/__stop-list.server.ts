/**
 * What the Stop list screen and its dialogs share on the server: the guard (VIEW_STOP_LIST on a
 * menuEnabled organization, else Home or 404) with the menu language to show, and how an item
 * or option of the stop list is drawn in that language.
 */
import type { AppLoadContext } from '@remix-run/node'
import type { StopListAdd, StopListTarget } from '#contract/stop-list'
import { requireOrgPermission } from '~/services/organizations.server'
import { i18n } from '~/services/i18n.server'
import { pickText } from '~/features/menu/localized'
import { menuLanguageOf } from '~/features/menu/menu-form'

interface GuardArgs {
  request: Request
  context: AppLoadContext
  params: { organizationId?: string }
}

/** The organization, its menu languages and the one to show (`?lang=`, else the interface's, else the first). */
export async function requireStopList(args: GuardArgs) {
  const { api, organization } = await requireOrgPermission(args, 'VIEW_STOP_LIST')
  if (!organization.menuEnabled) throw new Response('Not found', { status: 404 })
  const url = new URL(args.request.url)
  const languages = organization.menuLanguages.map((l) => ({ code: l.code, title: l.title }))
  const lang = menuLanguageOf(
    languages.map((l) => l.code),
    url.searchParams.get('lang'),
    await i18n.getLocale(args.request),
  )
  return { api, organization, url, languages, lang }
}

/** An item or option as the screen and the add dialog show it. */
export interface TargetView {
  kind: 'ITEM' | 'OPTION'
  /** The add dialog's radio value: `item:<id>` or `option:<modifier id>:<option id>`. */
  value: string
  title: string
  /** Items: one line per menu and category showing it. */
  placements: { menu: string; category: string }[]
  /** Items: the POS ids it is mapped to. */
  pos: string[]
  /** Options: the modifier's name. */
  modifier: string | null
}

export function targetView(target: StopListTarget, lang: string): TargetView {
  if (target.kind === 'ITEM') {
    return {
      kind: 'ITEM',
      value: `item:${target.menuItemId}`,
      title: pickText(target.title, lang),
      placements: target.placements.map((p) => ({ menu: pickText(p.menuTitle, lang), category: pickText(p.categoryTitle, lang) })),
      pos: target.posMapping,
      modifier: null,
    }
  }
  return {
    kind: 'OPTION',
    value: `option:${target.menuModifierId}:${target.menuOptionId}`,
    title: pickText(target.optionTitle, lang),
    placements: [],
    pos: [],
    modifier: target.modifierName,
  }
}

/** The add dialog's radio value as the platform's request (the schema has checked its form). */
export function targetOfValue(value: string, activeUntil: string | null): { input: StopListAdd; kind: 'item' | 'option' } {
  const [kind, first, second] = value.split(':')
  if (kind === 'option') return { kind: 'option', input: { menuModifierId: first!, menuOptionId: second!, activeUntil } }
  return { kind: 'item', input: { menuItemId: first!, activeUntil } }
}
