/**
 * Every message key the platform answers a menu refusal with (contract/menu.ts MENU_ERRORS,
 * contract/images.ts IMAGE_ERRORS) is a translated string, so an editor never shows a raw key.
 * (tests/unit/locales.test.ts then holds every language to the English keys.)
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { IMAGE_ERRORS } from '../../contract/images'
import { MENU_ERRORS } from '../../contract/menu'

const english = JSON.parse(readFileSync(path.resolve(__dirname, '../../locales/en/common.json'), 'utf8'))
const lookup = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], english)

describe('menu messages', () => {
  for (const key of new Set([...Object.values(MENU_ERRORS), ...Object.values(IMAGE_ERRORS)])) {
    it(`translates ${key}`, () => {
      expect(typeof lookup(key)).toBe('string')
    })
  }
})
