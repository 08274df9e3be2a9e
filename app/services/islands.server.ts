/**
 * Where the built islands are (scripts/build-islands.mjs writes build/islands.json at build
 * time). Read once; in development (`npm run dev`, where the islands are rebuilt as their files
 * change) read again whenever the file has changed. Without the file (a test without a build)
 * pages simply go without their island, which they are made to do.
 */
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const FILE = path.resolve('build/islands.json')
let islands: Record<string, string> | undefined
let readAt = 0

const changedSince = (time: number) => {
  try {
    return statSync(FILE).mtimeMs > time
  } catch {
    return false
  }
}

export function islandUrls(): Record<string, string> {
  if (!islands || (process.env.NODE_ENV === 'development' && changedSince(readAt))) {
    readAt = Date.now()
    try {
      islands = JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, string>
    } catch {
      islands = {}
    }
  }
  return islands
}
