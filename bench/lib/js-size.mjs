// The JavaScript a first visit to a page downloads: every module script, modulepreload and the
// entry imports named in the HTML, the chunks an island fetches as soon as the page holds their
// marker, plus the inline scripts, in gzip bytes (level 9, as a CDN).
import { gzipSync } from 'node:zlib'

const gz = (buffer) => gzipSync(buffer, { level: 9 }).length

/** Script URLs a Remix document loads on its own, before any navigation. */
export function scriptUrls(html) {
  const urls = new Set()
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(m[1])
  for (const m of html.matchAll(/import\s*\*?\s*(?:(?:as\s+)?\w+\s+from\s*)?"([^"]+\.js)"/g)) urls.add(m[1])
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(m[1])
  return [...urls]
}

/**
 * Chunks the shell island fetches at once on a page that holds their marker (islands/shell.ts):
 * they are part of that page's first visit. (The drag island and the VAT rules wait for the user
 * to reach a list or check a number, so a visit that only looks does not fetch them.)
 */
const FETCHED_AT_ONCE = [{ marker: 'data-live-organization=', chunk: /^live-page-/ }]

/** The chunks `island` (its URL and text) imports dynamically that this page fetches at once. */
function chunksFetchedAtOnce(islandUrl, code, html) {
  const urls = []
  for (const m of code.matchAll(/\bimport\(\s*"(\.{1,2}\/[^"]+\.js)"\s*\)/g)) {
    const url = new URL(m[1], `http://x${islandUrl}`).pathname
    const name = url.split('/').pop()
    if (FETCHED_AT_ONCE.some((rule) => rule.chunk.test(name) && html.includes(rule.marker))) urls.push(url)
  }
  return urls
}

/**
 * Islands built on their own that the shell island fetches at once by the address the page
 * names: the cropper (`data-cropper-island`) and Stripe's card entry (`data-stripe-island`).
 * (The drag island's `data-sortable-island` waits for a list to be reached.)
 */
const islandsNamedByPage = (html) => [...html.matchAll(/data-(?:cropper|stripe)-island="([^"]+\.js)"/g)].map((m) => m[1])

/** { files: [{url, raw, gzip}], gzip, inlineGzip, total } for the document at `url`. */
export async function firstVisitJs(base, url, cookie) {
  const response = await fetch(new URL(url, base), { headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) }, redirect: 'manual' })
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  const html = await response.text()
  const files = []
  const queue = [...scriptUrls(html), ...new Set(islandsNamedByPage(html))]
  while (queue.length) {
    const src = queue.shift()
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())
    files.push({ url: src, raw: body.length, gzip: gz(body) })
    if (src.startsWith('/build/islands/')) queue.push(...chunksFetchedAtOnce(src, body.toString('utf8'), html))
  }
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n')
  const gzip = files.reduce((sum, f) => sum + f.gzip, 0)
  const inlineGzip = inline ? gz(Buffer.from(inline)) : 0
  return { files, gzip, inlineGzip, total: gzip + inlineGzip, html }
}
