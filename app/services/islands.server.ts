/**
 * Where the built islands are (scripts/build-islands.mjs writes build/islands.json at build
 * time). Read once; without the file (a development server, a test without a build) pages
 * simply go without their island, which they are made to do.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

let islands: Record<string, string> | undefined

export function islandUrls(): Record<string, string> {
  if (!islands) {
    try {
      islands = JSON.parse(readFileSync(path.resolve('build/islands.json'), 'utf8')) as Record<string, string>
    } catch {
      islands = {}
    }
  }
  return islands
}
