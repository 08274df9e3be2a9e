/**
 * The menu editor's reference calls (SPEC.md section 7 "Menu"): tags and their icons, size
 * units, a size written out, automatic translation; the library (menu-library.ts) and the POS
 * catalogue (menu-pos.ts) are mounted from here. Everything is read-only but the library save.
 */
import { Hono } from 'hono'
import type { MenuTag, MenuUnit, TranslateResponse } from '../../contract/menu-reference.js'
import { sizeTranslateInputSchema, translateInputSchema } from '../../contract/menu-reference.js'
import { notFound } from '../domain/errors.js'
import { MENU_TAGS, MENU_UNITS, sizeTitle } from '../domain/menu/reference.js'
import { missingLanguages, sourceLanguage, suggestMissing } from '../domain/menu/translate.js'
import type { PlatformDeps } from './context.js'
import { menuRead, type MenuEnv } from './menu-access.js'
import { menuLibraryRoutes } from './menu-library.js'
import { menuPosRoutes } from './menu-pos.js'
import { TAG_ICONS, tagIconUrl } from './menu-tag-icons.js'
import { readJson } from './read.js'

const TAGS: MenuTag[] = MENU_TAGS.map((t) => ({ name: t.name, title: { ...t.title }, imageUrl: tagIconUrl(t.name) }))
const UNITS: MenuUnit[] = MENU_UNITS.map((u) => ({ unit: u.unit, title: { ...u.title }, symbol: { ...u.symbol } }))

/** A menu without languages still writes in English (SPEC.md section 9: language fallback EN). */
const menuLanguages = (languages: string[]) => (languages.length > 0 ? languages : ['en'])

export function menuReferenceRoutes(deps: PlatformDeps) {
  const app = new Hono<MenuEnv>()

  app.get('/business/menu-tags', menuRead(deps), (c) => c.json(TAGS))

  // Public like any image a menu shows; the URL carries the drawing's hash, so it never goes stale.
  app.get('/menu-tags/:file', (c) => {
    const icon = TAG_ICONS.get(c.req.param('file').replace(/\.svg$/, ''))
    if (!icon || !c.req.param('file').endsWith('.svg')) throw notFound('Tag icon')
    return c.body(icon.body, 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'X-Content-Type-Options': 'nosniff',
    })
  })

  app.get('/business/menu-size/units', menuRead(deps), (c) => c.json(UNITS))

  // Computes and changes nothing, so it is a read (no X-Request-Id) although it is a POST.
  app.post('/business/menu-size/translate', menuRead(deps), async (c) => {
    const size = await readJson(c, sizeTranslateInputSchema)
    return c.json(sizeTitle(size, menuLanguages(c.get('menu').languages)))
  })

  app.post('/business/menus/translate', menuRead(deps), async (c) => {
    const text = await readJson(c, translateInputSchema)
    const languages = menuLanguages(c.get('menu').languages)
    const suggested = await suggestMissing(deps.translation, text, languages)
    const wanted = sourceLanguage(text, languages) === null ? [] : missingLanguages(text, languages)
    const answer: TranslateResponse = {
      text: suggested,
      provider: { name: deps.translation.name, demo: deps.translation.demo, description: deps.translation.describe() },
      unavailable: wanted.filter((language) => !(`${language}?` in suggested)),
    }
    return c.json(answer)
  })

  app.route('/', menuLibraryRoutes(deps))
  app.route('/', menuPosRoutes(deps))
  return app
}
