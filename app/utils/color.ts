/** Payment page card theme (SPEC.md section 3): light or dark by luminance, threshold 0.6. */
export const LUMINANCE_THRESHOLD = 0.6

/** Relative luminance (WCAG) of a hex colour without '#'; 1 for anything unreadable. */
export function luminance(hex: string): number {
  const value = hex.replace(/^#/, '')
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value
  if (!/^[0-9a-f]{6}$/i.test(full)) return 1
  const channel = (i: number) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
}

/** A light background gets the light theme (dark text), a dark one the dark theme. */
export function cardTheme(backgroundColor: string): 'light' | 'dark' {
  return luminance(backgroundColor) > LUMINANCE_THRESHOLD ? 'light' : 'dark'
}

/** WCAG's contrast ratio of two hex colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5

/**
 * The text colour for `background`: `preferred` where it reaches 4.5:1, else black or white,
 * whichever contrasts more. One of them always reaches 4.58:1 (the worst background, relative
 * luminance 0.18, is as far from both), so no colour needs darkening or lightening.
 */
export function readableText(background: string, preferred: string | null): string {
  if (preferred && contrastRatio(background, preferred) >= MIN_TEXT_CONTRAST) return preferred
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff') ? '#000000' : '#ffffff'
}
