/**
 * A User-Agent header summed up for people ('Chrome', 'Windows'), for the signed-in devices
 * list. Deliberately small: the common browsers and systems by their tokens, nothing else.
 * Order matters, because browsers name the engines they resemble ('Edg/… Chrome/… Safari/…').
 */

const BROWSERS: [RegExp, string][] = [
  [/\b(?:Edg|EdgA|EdgiOS|Edge)\//, 'Edge'],
  [/\b(?:OPR|Opera|OPiOS)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bYaBrowser\//, 'Yandex Browser'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|HeadlessChrome)\//, 'Chrome'],
  [/\bChromium\//, 'Chromium'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
]

const SYSTEMS: [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\bAndroid\b/, 'Android'],
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\b(?:Macintosh|Mac OS X)\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

export interface DeviceSummary {
  browser: string | null
  system: string | null
}

const first = (list: [RegExp, string][], text: string) => list.find(([pattern]) => pattern.test(text))?.[1] ?? null

export function summarizeUserAgent(userAgent: string | null | undefined): DeviceSummary {
  const text = userAgent ?? ''
  return { browser: first(BROWSERS, text), system: first(SYSTEMS, text) }
}
