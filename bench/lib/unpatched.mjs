// A copy of this checkout's built app with some of patches/ taken back out, for measuring what
// each patch buys (bench/patches.mjs). The copy is hard links (fast, no bytes copied) of what
// the built server reads from its working directory; only the files a patch changes become
// files of their own, and `patch -R` takes the patch out of those.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** What `node build/server.js` reads relative to its working directory. */
const TREE = ['package.json', 'build', 'public', 'locales', 'platform', 'node_modules']

/** The files a patch changes, relative to the checkout (`+++ b/node_modules/...`). */
const changedFiles = (patchText) => [...patchText.matchAll(/^\+\+\+ b\/(\S+)$/gm)].map((m) => m[1])

/**
 * A temporary tree without the patches named (file names in patches/): its path, and `remove`.
 * Patches of one package come out last-applied first (their sequence numbers).
 */
export function unpatchedTree(patchNames) {
  const dir = mkdtempSync(path.join(tmpdir(), 'tipbox-unpatched-'))
  execFileSync('cp', ['-al', ...TREE, dir])
  for (const name of [...patchNames].sort().reverse()) {
    const text = readFileSync(path.join('patches', name), 'utf8')
    for (const file of changedFiles(text)) {
      // A file of its own before it changes: writing through the hard link would change this
      // checkout's node_modules too.
      const target = path.join(dir, file)
      const content = readFileSync(target)
      unlinkSync(target)
      writeFileSync(target, content)
    }
    execFileSync('patch', ['-R', '-p1', '-s', '--no-backup-if-mismatch', '-d', dir], { input: text })
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}
