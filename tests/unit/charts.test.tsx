import { createInstance, type i18n as I18n } from 'i18next'
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { LikesChart } from '../../app/features/tips/charts/likes-chart'
import { RatingChart } from '../../app/features/tips/charts/rating-chart'
import { dayTicks, thinLabels, TipsByDayChart } from '../../app/features/tips/charts/tips-by-day-chart'
import { DEFAULT_NS, FALLBACK_LANGUAGE } from '../../app/i18n'
import en from '../../locales/en/common.json'
import ru from '../../locales/ru/common.json'

let i18n: I18n

beforeAll(async () => {
  // As in app/entry.server.tsx: one instance, resources bundled, no backend.
  i18n = createInstance()
  await i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: FALLBACK_LANGUAGE,
    defaultNS: DEFAULT_NS,
    ns: [DEFAULT_NS],
    resources: { en: { common: en }, ru: { common: ru } },
    interpolation: { escapeValue: false },
  })
})

async function render(element: ReactElement, lng = 'en') {
  await i18n.changeLanguage(lng)
  // Amounts and dates carry no-break spaces (tests/unit/format.test.ts checks them); the
  // expectations here read them as spaces.
  const html = renderToStaticMarkup(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>).replace(/\u00a0/g, ' ')
  const svgs = [...html.matchAll(/<svg.*?<\/svg>/g)].map((m) => m[0])
  const table = html.slice(html.indexOf('<details'), html.indexOf('</details>'))
  return { html, svg: svgs[0]!, svgs, table }
}

const cells = (table: string) =>
  [...table.matchAll(/<tr>.*?<\/tr>/g)].map((row) => [...row[0].matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((c) => c[1]))

describe('figure structure', () => {
  it('is a figure with a caption, a labelled SVG image and a table behind a summary', async () => {
    const { html, svg } = await render(<RatingChart countByRating={{ '5': 1 }} avg={5} />)
    expect(html).toMatch(/^<figure[^>]*><figcaption[^>]*><span[^>]*>Ratings<\/span>/)
    const labelledBy = /aria-labelledby="([^"]+)"/.exec(svg)![1]
    expect(svg).toMatch(/^<svg viewBox="0 0 \d+ \d+" role="img"/)
    expect(svg).toContain(`<title id="${labelledBy}">Ratings</title>`)
    expect(svg).not.toMatch(/<svg[^>]* (width|height)=/)
    expect(html).toContain('<details class="mt-3 text-sm"><summary')
    expect(html).toContain('>Show as table</summary>')
    expect(html).not.toContain('sr-only">Show as table')
  })
})

describe('RatingChart', () => {
  it('draws ratings 5 down to 0 with their counts and the average', async () => {
    const { html, svg, table } = await render(<RatingChart countByRating={{ '5': 12, '4': 7, '1': 2, '0': 1 }} avg={4.25} />)
    const labels = [...svg.matchAll(/>(\d) ★</g)].map((m) => m[1])
    expect(labels).toEqual(['5', '4', '3', '2', '1', '0'])
    for (const count of ['12', '7', '0', '2', '1']) expect(svg).toContain(`>${count}</text>`)
    expect(svg).toContain('Average rating: 4,3. Number of ratings: 22.')
    expect(html).toContain('Average rating: 4,3')
    expect(cells(table)).toEqual([
      ['Rating', 'Count'],
      ['5', '12'],
      ['4', '7'],
      ['3', '0'],
      ['2', '0'],
      ['1', '2'],
      ['0', '1'],
      ['Average rating', '4,3'],
    ])
  })
  it('draws longer bars for more ratings and none for zero', async () => {
    const { svg } = await render(<RatingChart countByRating={{ '5': 10, '4': 5 }} avg={4.7} />)
    const widths = [...svg.matchAll(/<rect class="visx-bar"[^>]* width="([\d.]+)"/g)].map((m) => Number(m[1]))
    expect(widths).toHaveLength(2)
    expect(widths[0]).toBeCloseTo(widths[1]! * 2)
  })
  it('shows a dash when there is no average', async () => {
    const { table } = await render(<RatingChart countByRating={{}} avg={null} />)
    expect(cells(table).at(-1)).toEqual(['Average rating', '—'])
  })
})

describe('LikesChart', () => {
  it('draws the four reactions with translated labels and counts', async () => {
    const { svg, table } = await render(<LikesChart likes={{ food: 4, hospitality: 9, mood: 1 }} />)
    for (const label of ['Food', 'Hospitality', 'Interior', 'Mood']) expect(svg).toContain(`>${label}</text>`)
    expect(svg).toContain('Reactions: Food 4, Hospitality 9, Interior 0, Mood 1')
    expect(cells(table)).toEqual([
      ['Reaction', 'Count'],
      ['Food', '4'],
      ['Hospitality', '9'],
      ['Interior', '0'],
      ['Mood', '1'],
    ])
  })
  it('speaks the language of the instance', async () => {
    const { svg, table } = await render(<LikesChart likes={{ food: 2 }} />, 'ru')
    expect(svg).toContain('>Еда</text>')
    expect(table).toContain('Показать таблицей')
  })
})

describe('TipsByDayChart', () => {
  const days = Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`)
  const bars = (svg: string) => [...svg.matchAll(/<rect class="visx-bar"/g)].length
  const block = (html: string, testId: string) => {
    const start = html.indexOf(`data-testid="${testId}"`)
    return html.slice(start, html.indexOf('</div>', start))
  }
  /** Day labels under the chart: [text, hidden when the chart is narrow]. */
  const dayLabels = (html: string) =>
    [...block(html, 'tips-day-labels').matchAll(/<span class="([^"]*)"[^>]*>([^<]+)<\/span>/g)].map((m) => [m[2], m[1]!.includes('@container')])
  const yLabels = (html: string) =>
    [...block(html, 'tips-y-labels').matchAll(/<span class="absolute[^"]*"[^>]*>([^<]+)<\/span>/g)].map((m) => m[1])

  it('is one labelled SVG stretched to the card, with no text in it that would scale down', async () => {
    const { html, svgs } = await render(<TipsByDayChart amountByDays={{ '2026-11-01': 100 }} days={days} currency="EUR" />)
    expect(svgs).toHaveLength(1)
    const svg = svgs[0]!
    expect(svg).toMatch(/^<svg viewBox="0 0 300 100" preserveAspectRatio="none" role="img"/)
    const id = /aria-labelledby="([^"]+)"/.exec(svg)![1]
    expect(svg).toContain(`<title id="${id}">Tips by day</title>`)
    expect(svg).not.toContain('<text')
    // Labels are HTML in CSS pixels (text-xs, 12 px) beside and under the drawing, hidden from screen readers.
    expect(html).toMatch(/<div class="flex text-xs text-slate-700"><div aria-hidden="true"[^>]*data-testid="tips-y-labels"/)
    expect(html).toMatch(/<div aria-hidden="true"[^>]*data-testid="tips-day-labels"/)
    expect(html).toContain('[container-type:inline-size]')
  })
  it('has a bar for each day with tips and zero for the days without', async () => {
    const { svg, table } = await render(
      <TipsByDayChart amountByDays={{ '2026-11-01': 123456, '2026-11-05': 2500, '2026-11-30': 5 }} days={days} currency="EUR" />,
    )
    expect(bars(svg)).toBe(3)
    expect(svg).toContain('<title>1 Nov: 1 234,56 €</title>')
    expect(svg).toContain('<title>5 Nov: 25 €</title>')
    expect(svg).toContain('Total 1 259,61 € from 1 Nov to 30 Nov')
    const rows = cells(table)
    expect(rows[0]).toEqual(['Day', 'Amount'])
    expect(rows).toHaveLength(1 + 30 + 1)
    expect(rows[1]).toEqual(['1 Nov', '1 234,56 €'])
    expect(rows[2]).toEqual(['2 Nov', '0 €'])
    expect(rows[5]).toEqual(['5 Nov', '25 €'])
    expect(rows[30]).toEqual(['30 Nov', '0,05 €'])
    expect(rows[31]).toEqual(['Total', '1 259,61 €'])
  })
  it('ends where the days end: a month up to today draws no bars or labels after today', async () => {
    const untilToday = days.slice(0, 22)
    const { html, svg, table } = await render(
      <TipsByDayChart amountByDays={{ '2026-11-02': 500, '2026-11-22': 700 }} days={untilToday} currency="EUR" />,
    )
    expect(svg).toMatch(/^<svg viewBox="0 0 220 100"/)
    expect(bars(svg)).toBe(2)
    expect(cells(table)).toHaveLength(1 + 22 + 1)
    expect(dayLabels(html).map(([label]) => label)).not.toContain('25 Nov')
    expect(svg).toContain('from 1 Nov to 22 Nov')
  })
  it('labels at most 8 days, 4 when the chart is narrow, and the y axis with whole money amounts', async () => {
    const { html } = await render(<TipsByDayChart amountByDays={{ '2026-11-03': 120000 }} days={days} currency="EUR" />)
    const labels = dayLabels(html)
    expect(labels.map(([label]) => label)).toEqual(['1 Nov', '5 Nov', '9 Nov', '13 Nov', '17 Nov', '21 Nov', '25 Nov', '29 Nov'])
    expect(labels.filter(([, minor]) => !minor).map(([label]) => label)).toEqual(['1 Nov', '9 Nov', '17 Nov', '25 Nov'])
    const y = yLabels(html)
    expect(y[0]).toBe('0 €')
    expect(y).toContain('1 200 €')
    for (const label of y) expect(label).not.toContain(',')
  })
  it('uses the currency code and whole-unit ticks for small amounts', async () => {
    const { html, table } = await render(<TipsByDayChart amountByDays={{ '2026-11-02': 150 }} days={days.slice(0, 3)} currency="USD" />)
    expect(yLabels(html)).toEqual(['0 USD', '1 USD', '2 USD'])
    expect(cells(table)[2]).toEqual(['2 Nov', '1,50 USD'])
  })
  it('writes day labels in the language of the instance', async () => {
    const { html } = await render(<TipsByDayChart amountByDays={{}} days={days} currency="PLN" />, 'ru')
    expect(dayLabels(html)[0]![0]).toBe('1 нояб.')
    expect(yLabels(html)[0]).toBe('0 zł')
  })
})

describe('thinning day labels', () => {
  it('keeps every n-th day so that at most 8 remain', () => {
    const days = (n: number) => Array.from({ length: n }, (_, i) => String(i))
    expect(thinLabels(days(5))).toEqual(days(5))
    expect(thinLabels(days(8))).toHaveLength(8)
    expect(thinLabels(days(31))).toHaveLength(8)
    expect(thinLabels(days(92)).length).toBeLessThanOrEqual(8)
    expect(thinLabels(days(31), 4)).toHaveLength(4)
    expect(thinLabels([])).toEqual([])
  })
  it('marks every second label minor, so a narrow chart keeps at most half', () => {
    const days = (n: number) => Array.from({ length: n }, (_, i) => String(i))
    for (const n of [1, 5, 8, 22, 28, 30, 31, 92]) {
      const ticks = dayTicks(days(n))
      expect(ticks.length, `${n} days`).toBeLessThanOrEqual(8)
      expect(ticks.filter((tick) => !tick.minor).length, `${n} days`).toBeLessThanOrEqual(4)
      expect(ticks[0]).toEqual({ day: '0', index: 0, minor: false })
    }
  })
})
