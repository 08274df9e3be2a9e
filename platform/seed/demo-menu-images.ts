/**
 * Pictures for the demo menu, drawn here as SVG and rendered with sharp: flat illustrations of
 * a bowl, a plate, a cup, a glass, a stack of pancakes and a slice of cake. No photographs are
 * copied from anywhere; each drawing takes a colour so dishes tell apart.
 *
 * Drawing and preparing them (as an upload is prepared) took some 0.6 s of a first start's CPU,
 * so `npm run build` does it once into build/demo-pictures (ADR 0069), each file named by the
 * hash of its drawing: a changed drawing is not found there and is drawn at seed, as it is in
 * the tests and under tsx.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { IMAGE_TYPES } from '../../contract/images.js'
import { prepareBitmap, type PreparedImage } from '../domain/images/process.js'

export type Dish = 'bowl' | 'plate' | 'cup' | 'glass' | 'pancakes' | 'cake'

const frame = (background: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">
    <rect width="1200" height="900" fill="${background}"/>
    <ellipse cx="600" cy="760" rx="420" ry="60" fill="#000" opacity="0.08"/>
    ${body}
  </svg>`

const DRAWINGS: Record<Dish, (food: string) => string> = {
  bowl: (food) => `
    <ellipse cx="600" cy="430" rx="360" ry="110" fill="${food}"/>
    <path d="M240 430 Q600 900 960 430 Z" fill="#f4efe6" stroke="#d9cfbf" stroke-width="8"/>
    <circle cx="520" cy="410" r="26" fill="#fff" opacity="0.7"/><circle cx="680" cy="420" r="18" fill="#2f7d32"/>
    <circle cx="610" cy="395" r="14" fill="#2f7d32"/>`,
  plate: (food) => `
    <ellipse cx="600" cy="520" rx="420" ry="200" fill="#fbfaf7" stroke="#e0d9cc" stroke-width="8"/>
    <ellipse cx="600" cy="510" rx="300" ry="130" fill="#f1ede5"/>
    <ellipse cx="560" cy="490" rx="170" ry="80" fill="${food}"/>
    <rect x="680" y="440" width="150" height="70" rx="30" fill="#e8c15a"/>
    <circle cx="470" cy="560" r="30" fill="#3f8f3f"/><circle cx="520" cy="580" r="24" fill="#c0392b"/>`,
  cup: (food) => `
    <ellipse cx="600" cy="690" rx="300" ry="60" fill="#f6f3ee" stroke="#ddd5c8" stroke-width="8"/>
    <path d="M390 330 L810 330 L770 640 Q600 700 430 640 Z" fill="#fdfcfa" stroke="#ddd5c8" stroke-width="8"/>
    <path d="M805 400 Q930 410 900 520 Q880 590 780 590" fill="none" stroke="#ddd5c8" stroke-width="28"/>
    <ellipse cx="600" cy="340" rx="205" ry="40" fill="${food}"/>
    <path d="M560 330 Q600 300 640 330 Q600 360 560 330" fill="#fff" opacity="0.8"/>`,
  glass: (food) => `
    <path d="M450 180 L750 180 L700 720 L500 720 Z" fill="#eef6fb" stroke="#c9dbe6" stroke-width="8"/>
    <path d="M470 300 L730 300 L695 700 L505 700 Z" fill="${food}" opacity="0.9"/>
    <circle cx="560" cy="420" r="14" fill="#fff" opacity="0.6"/><circle cx="640" cy="520" r="10" fill="#fff" opacity="0.6"/>
    <path d="M700 180 L790 60" stroke="#e74c3c" stroke-width="18" stroke-linecap="round"/>`,
  pancakes: (food) => `
    <ellipse cx="600" cy="640" rx="380" ry="90" fill="#fbfaf7" stroke="#e0d9cc" stroke-width="8"/>
    ${[0, 1, 2, 3].map((i) => `<ellipse cx="600" cy="${600 - i * 60}" rx="260" ry="70" fill="#e2b066" stroke="#c68d3e" stroke-width="6"/>`).join('')}
    <path d="M420 400 Q600 330 780 400 Q760 470 600 450 Q450 470 420 400" fill="${food}"/>
    <circle cx="560" cy="380" r="22" fill="#5b2a86"/><circle cx="640" cy="392" r="20" fill="#c0392b"/>`,
  cake: (food) => `
    <ellipse cx="600" cy="660" rx="360" ry="80" fill="#fbfaf7" stroke="#e0d9cc" stroke-width="8"/>
    <path d="M380 620 L600 360 L820 620 Z" fill="#f3e2c4" stroke="#d8c29a" stroke-width="6"/>
    <path d="M430 560 L770 560" stroke="${food}" stroke-width="26"/>
    <path d="M480 500 L720 500" stroke="${food}" stroke-width="20"/>
    <circle cx="600" cy="350" r="28" fill="#c0392b"/>`,
}

/** Every picture the demo menus show: a dish and its food's colour. */
export const DEMO_PICTURES = [
  'plate #f2d14b',
  'plate #f5e6a8',
  'pancakes #7b3f8c',
  'pancakes #e9dfc7',
  'bowl #e75a9b',
  'bowl #9a7b4f',
  'plate #8c3b2b',
  'plate #efe4c8',
  'plate #9cc3d5',
  'cake #c9892f',
  'cup #b07a4a',
  'cup #9c6b3e',
  'cup #4a2c1a',
  'cup #9bbf5a',
  'glass #f4d35e',
  'glass #8a4b1f',
  'glass #c98b2b',
  'glass #7a1f3d',
  'cake #e8b04d',
  'glass #e6b43c',
  'glass #2b1a12',
  'plate #c8873a',
  'plate #9b5a3c',
  'plate #8fbf5a',
  'cake #f0d9a0',
] as const satisfies readonly `${Dish} #${string}`[]
export type DemoPicture = (typeof DEMO_PICTURES)[number]

const BACKGROUND = '#f7f1e8'
const svgOf = (name: DemoPicture) => {
  const [dish, food] = name.split(' ') as [Dish, string]
  return frame(BACKGROUND, DRAWINGS[dish](food))
}
const fileOf = (svg: string) => `${createHash('sha256').update(svg).digest('hex').slice(0, 32)}.png`

/** build/demo-pictures beside the bundle (build/server.js); in source there is none. */
const PREPARED_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'demo-pictures')

const prepared = new Map<string, Promise<PreparedImage>>()

/**
 * The picture as an upload of it is stored: an 800x600 PNG of the dish on a pale background.
 * Read from build/demo-pictures when there, else drawn, once per process (every test file
 * seeds the demo anew).
 */
export function demoPicture(name: DemoPicture): Promise<PreparedImage> {
  const svg = svgOf(name)
  let image = prepared.get(svg)
  if (!image) {
    const file = path.join(PREPARED_DIR, fileOf(svg))
    image = existsSync(file) ? Promise.resolve(pngImage(readFileSync(file))) : draw(svg)
    prepared.set(svg, image)
  }
  return image
}

async function draw(svg: string): Promise<PreparedImage> {
  const png = await sharp(Buffer.from(svg)).resize(800, 600).png().toBuffer()
  return prepareBitmap(png, 'png')
}

/** A prepared PNG read back: its size from the IHDR chunk, which follows the 8-byte signature. */
function pngImage(bytes: Buffer): PreparedImage {
  return { bytes, ext: 'png', mime: IMAGE_TYPES.png, width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

/** Writes every demo picture, prepared, into `dir` (scripts/build-demo-pictures.mjs); drops drawings no longer used. */
export async function writeDemoPictures(dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true })
  const wanted = new Set(DEMO_PICTURES.map((name) => fileOf(svgOf(name))))
  for (const file of readdirSync(dir)) if (!wanted.has(file)) rmSync(path.join(dir, file))
  for (const name of DEMO_PICTURES) {
    const svg = svgOf(name)
    const file = path.join(dir, fileOf(svg))
    if (!existsSync(file)) writeFileSync(file, (await draw(svg)).bytes)
  }
}
