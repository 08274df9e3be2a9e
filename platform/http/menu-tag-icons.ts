/**
 * The menu tags' icons (GET /api/v1/menu-tags/{name}.svg), drawn for this project: a coloured
 * disc with a white glyph on a 24×24 grid, readable at 16 px. A struck-through glyph means
 * "free of". No script, no external reference: served as a static image.
 */
import { createHash } from 'node:crypto'

/** White line work on the disc: leaves, a chili, a crossed ear of wheat, ... */
const STROKE = 'fill="none" stroke="#fff" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"'
const STRIKE = '<path d="M6 18L18 6" stroke="#fff" stroke-width="1.8" stroke-linecap="round"/>'

const GLYPHS: Record<string, { colour: string; glyph: string }> = {
  vegan: { colour: '#2e7d32', glyph: `<g ${STROKE}><path d="M7 17c0-6 4-10 10-10 0 6-4 10-10 10z"/><path d="M7 17l6-6"/></g>` },
  vegetarian: {
    colour: '#558b2f',
    glyph: `<g ${STROKE}><path d="M12 18v-6"/><path d="M12 12c-3.5 0-5-2.5-5-5 3 0 5 2 5 5z"/><path d="M12 11c0-3 2-5 5-5 0 3-2 5-5 5z"/></g>`,
  },
  spicy: {
    colour: '#c62828',
    glyph: `<path fill="#fff" d="M16.2 9.4c.6 5.4-3.8 9.4-10 8.6 3.9-1.3 6.5-4.6 7-8.8z"/><path ${STROKE} d="M14.6 9.2c-.2-1.9.9-3.3 2.9-3.6"/>`,
  },
  'gluten-free': {
    colour: '#f9a825',
    glyph: `<g ${STROKE}><path d="M12 19V7"/><path d="M12 10l-2.5-2M12 10l2.5-2M12 13.5l-2.5-2M12 13.5l2.5-2M12 17l-2.5-2M12 17l2.5-2"/></g>${STRIKE}`,
  },
  'lactose-free': {
    colour: '#1565c0',
    glyph: `<g ${STROKE}><path d="M10 5h4M10.5 5v2.5L9 10v8h6v-8l-1.5-2.5V5"/><path d="M9 13h6"/></g>${STRIKE}`,
  },
  'sugar-free': {
    colour: '#6a1b9a',
    glyph: `<g ${STROKE}><path d="M8 10l4-2 4 2v5l-4 2-4-2z"/><path d="M8 10l4 2 4-2M12 12v5"/></g>${STRIKE}`,
  },
  'alcohol-free': {
    colour: '#00838f',
    glyph: `<g ${STROKE}><path d="M9 5h6c0 4-1 6-3 6s-3-2-3-6z"/><path d="M12 11v7M9.5 18h5"/></g>${STRIKE}`,
  },
  'contains-nuts': {
    colour: '#6d4c41',
    glyph: `<g ${STROKE}><path d="M6.5 11h11c0-3-2.5-5-5.5-5s-5.5 2-5.5 5z"/><path d="M8 11c0 4 2 6.5 4 7.5 2-1 4-3.5 4-7.5"/><path d="M12 6V4.5"/></g>`,
  },
  organic: {
    colour: '#388e3c',
    glyph: `<g ${STROKE}><path d="M6.5 18h11"/><path d="M12 18v-5"/><path d="M12 13c-3 0-4.5-2-4.5-4.5 3 0 4.5 1.5 4.5 4.5z"/><path d="M12 12c0-3 1.8-5 5-5 0 3-1.8 5-5 5z"/></g>`,
  },
  new: {
    colour: '#ef6c00',
    glyph: '<path fill="#fff" d="M12 6.2L13.5 10.3L17.9 10.5L14.5 13.2L15.6 17.4L12 15L8.4 17.4L9.5 13.2L6.1 10.5L10.5 10.3Z"/>',
  },
  popular: {
    colour: '#d81b60',
    glyph:
      '<path fill="#fff" d="M12 18s-6-3.6-6-7.6C6 8.5 7.4 7 9.2 7c1.2 0 2.2.7 2.8 1.6.6-.9 1.6-1.6 2.8-1.6 1.8 0 3.2 1.5 3.2 3.4 0 4-6 7.6-6 7.6z"/>',
  },
  recommended: {
    colour: '#37474f',
    glyph: `<g ${STROKE}><path d="M8.5 14.5h7V18h-7z"/><path d="M8.5 14.5C6.6 14.5 5.5 13.2 5.5 11.6s1.3-2.9 2.9-2.9c.5-1.6 2-2.7 3.6-2.7s3.1 1.1 3.6 2.7c1.6 0 2.9 1.3 2.9 2.9s-1.1 2.9-3 2.9"/></g>`,
  },
}

function svg(name: string): string | undefined {
  const icon = GLYPHS[name]
  if (!icon) return undefined
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24"><circle cx="12" cy="12" r="11" fill="${icon.colour}"/>${icon.glyph}</svg>\n`
}

/** Tag name → the SVG text and a short hash of it (the URL's version, so it may be cached for good). */
export const TAG_ICONS = new Map(
  Object.keys(GLYPHS).map((name) => {
    const body = svg(name)!
    return [name, { body, version: createHash('sha256').update(body).digest('hex').slice(0, 10) }]
  }),
)

export const tagIconUrl = (name: string) => {
  const icon = TAG_ICONS.get(name)
  return icon ? `/api/v1/menu-tags/${name}.svg?v=${icon.version}` : ''
}
