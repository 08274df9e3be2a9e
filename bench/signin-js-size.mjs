// Size benchmark: gzip bytes of the JavaScript the sign-in page (/login/msisdn) loads, the
// entry and every modulepreload, as a browser on a cheap phone would download them.
// Run after `npm run build`: `node bench/signin-js-size.mjs`.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const port = 3950
const base = `http://127.0.0.1:${port}`
const dataDir = mkdtempSync(path.join(tmpdir(), 'tipbox-bench-'))
const child = spawn(process.execPath, ['build/server.js'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test' },
  stdio: 'ignore',
})
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break
    } catch {
      // starting
    }
    if (i > 3000) throw new Error('server did not start')
    await new Promise((r) => setTimeout(r, 20))
  }
  const html = await (await fetch(`${base}/login/msisdn`, { headers: { 'accept-language': 'en' } })).text()
  const urls = new Set()
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(m[1])
  for (const m of html.matchAll(/import\s*\*?\s*(?:\w+\s+from\s*)?"([^"]+\.js)"/g)) urls.add(m[1])
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(m[1])
  let raw = 0
  let gzipped = 0
  const rows = []
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer())
    const gz = gzipSync(body, { level: 9 }).length
    raw += body.length
    gzipped += gz
    rows.push([url, body.length, gz])
  }
  const inline = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('')
  rows.sort((a, b) => b[2] - a[2])
  for (const [url, r, g] of rows) console.log(`${String(g).padStart(8)} B gz ${String(r).padStart(9)} B  ${url}`)
  console.log(`sign-in page JavaScript: ${(gzipped / 1024).toFixed(1)} KiB gzip (${(raw / 1024).toFixed(1)} KiB raw) in ${rows.length} files, plus ${(gzipSync(inline).length / 1024).toFixed(1)} KiB gzip inline`)
} finally {
  child.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
}
