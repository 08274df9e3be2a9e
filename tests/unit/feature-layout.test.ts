/**
 * One place per feature (ADR 0073): a route folder's `__` piece serves that folder only, and
 * what several route folders share lives in app/features/<family>/, so the old folders by kind
 * do not fill up again.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const app = path.resolve(__dirname, '../../app')

function listSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return listSources(full)
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : []
  })
}

/** The app file a `~/` or relative specifier names, or null for a package or `#contract/`. */
function resolve(importer: string, spec: string): string | null {
  const base = spec.startsWith('~/')
    ? path.join(app, spec.slice(2))
    : spec.startsWith('.')
      ? path.join(path.dirname(importer), spec)
      : null
  if (!base) return null
  return ['', '.ts', '.tsx'].map((ext) => base + ext).find((file) => existsSync(file) && file.startsWith(app)) ?? null
}

const SPECIFIER = /(?:\bfrom|\bimport)\s*\(?\s*['"]([^'"]+)['"]/g

describe('one place per feature', () => {
  it("imports a route folder's __ piece only from that folder", () => {
    const strays: string[] = []
    for (const file of listSources(app)) {
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
        const target = resolve(file, spec)
        if (!target || !/[/\\]routes[/\\].*[/\\]__[^/\\]+$/.test(target)) continue
        if (!file.startsWith(path.dirname(target) + path.sep)) strays.push(`${path.relative(app, file)} -> ${spec}`)
      }
    }
    expect(strays).toEqual([])
  })

  it('keeps no folder of API calls by kind (app/models/) and no shared pieces under routes/', () => {
    expect(existsSync(path.join(app, 'models'))).toBe(false)
    const sharedFolders = listSources(path.join(app, 'routes')).filter((file) => /[/\\]__[^/\\]+[/\\]/.test(file))
    expect(sharedFolders).toEqual([])
  })
})
