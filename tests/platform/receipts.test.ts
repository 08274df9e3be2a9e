/** GET /business/{type}/{id}/receipt.pdf: a real PDF whose text carries the activity's amount. */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import { formatMoney } from '../../contract/money.js'
import { DEMO, expectError, forEachDatabase, login, useHarness } from './harness.js'

async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes) }).promise
  const page = await doc.getPage(1)
  return (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ')
}

forEachDatabase((kind) => {
  describe(`receipts on ${kind}`, () => {
    const api = useHarness(kind)

    async function bistroActivity(token: string) {
      const orgs = (await api.fetchJson('/business/organizations', { token })).body as { id: string; name: string }[]
      const bistro = orgs.find((o) => o.name === 'Old Town Bistro')!
      const now = new Date()
      const start = new Date(now.getTime() - 30 * 86_400_000).toISOString()
      const list = await api.fetchJson(
        `/business/activities?organization_id=${bistro.id}&start_ts=${start}&finish_ts=${now.toISOString()}&limit=5`,
        { token },
      )
      expect(list.status, list.text).toBe(200)
      expect(list.body.length, list.text).toBeGreaterThan(0)
      return list.body[0] as { id: string; amount: number; currency: string; memberName: string | null }
    }

    it('answers a PDF with the amount, the employee and the customer data', async () => {
      const token = await login(api, DEMO.admin)
      const activity = await bistroActivity(token)
      const response = await fetch(
        `${api.baseUrl}/business/activities/${activity.id}/receipt.pdf?customerData=${encodeURIComponent('UAB Żółtas, LT100')}`,
        { headers: { authorization: `Bearer ${token}` } },
      )
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/pdf')
      expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="receipt-/)
      const text = await pdfText(await response.arrayBuffer())
      expect(text).toContain(formatMoney(activity.amount, activity.currency))
      expect(text).toContain('Old Town Bistro')
      if (activity.memberName) expect(text).toContain(activity.memberName)
      expect(text).toContain('UAB Żółtas, LT100')
    })

    const receipt = (token: string, id: string, query: string, headers: Record<string, string> = {}) =>
      fetch(`${api.baseUrl}/business/activities/${id}/receipt.pdf${query}`, { headers: { authorization: `Bearer ${token}`, ...headers } })

    it('prints the receipt in the language of ?lang=, dates and money included', async () => {
      const token = await login(api, DEMO.admin)
      const activity = await bistroActivity(token)
      const response = await receipt(token, activity.id, '?lang=lt', { 'accept-language': 'ru' })
      expect(response.status).toBe(200)
      const text = await pdfText(await response.arrayBuffer())
      expect(text).toContain('Arbatpinigių kvitas Nr.')
      expect(text).toContain('Arbatpinigiai:')
      expect(text).toContain('Ačiū!')
      expect(text).toContain(formatMoney(activity.amount, activity.currency))
      expect(text).not.toContain('Tip receipt')
      expect(text).not.toContain('Thank you')
      // The date as Lithuanian writes it: '2026 m. lapkričio 22 d. 16:59'.
      expect(text).toMatch(/\d{4} m\. [a-ząčęėįšųūž]+ \d{1,2} d\. \d{2}:\d{2}/)
    })

    it('falls back to Accept-Language, then English, and never fails on an unknown language', async () => {
      const token = await login(api, DEMO.admin)
      const activity = await bistroActivity(token)
      const polish = await pdfText(await (await receipt(token, activity.id, '', { 'accept-language': 'de-DE,pl;q=0.8,en;q=0.5' })).arrayBuffer())
      expect(polish).toContain('Potwierdzenie napiwku nr')
      const russian = await pdfText(await (await receipt(token, activity.id, '?lang=ru-RU')).arrayBuffer())
      expect(russian).toContain('Квитанция о чаевых №')
      const unknown = await receipt(token, activity.id, `?lang=${encodeURIComponent('xx<script>')}`, { 'accept-language': 'de' })
      expect(unknown.status).toBe(200)
      expect(await pdfText(await unknown.arrayBuffer())).toContain('Tip receipt No.')
      // A NUL in the query is refused before any route (platform/http/input-text.ts).
      expect((await receipt(token, activity.id, `?lang=${encodeURIComponent('xx\u0000')}`)).status).toBe(400)
    })

    it('leaves out emoji the embedded font cannot draw and prints the rest of the customer details', async () => {
      const token = await login(api, DEMO.admin)
      const activity = await bistroActivity(token)
      const customerData = 'UAB Pica 🍕 ir 🎉 šventė 👍🏽, LT100 🇱🇹'
      const response = await receipt(token, activity.id, `?lang=lt&customerData=${encodeURIComponent(customerData)}`)
      expect(response.status).toBe(200)
      const text = await pdfText(await response.arrayBuffer())
      expect(text).toContain('Klientas:')
      expect(text).toContain('UAB Pica ir šventė, LT100')
      for (const emoji of ['🍕', '🎉', '👍', '🏽', '🇱', '🇹', '\ufffd']) expect(text).not.toContain(emoji)
    })

    it('refuses a user without VIEW_BOXES (403), a stranger (401) and unknown receipts (404)', async () => {
      const admin = await login(api, DEMO.admin)
      const activity = await bistroActivity(admin)
      const viewer = await login(api, DEMO.stopListViewer)
      expectError(await api.fetchJson(`/business/activities/${activity.id}/receipt.pdf`, { token: viewer }), 403, 'FORBIDDEN')
      expectError(await api.fetchJson(`/business/activities/${activity.id}/receipt.pdf`), 401, 'UNAUTHORIZED')
      // A payment's receipt is found among the named venue's payments: a tip's id is not one.
      const bistro = ((await api.fetchJson('/business/organizations', { token: admin })).body as { id: string; name: string }[]).find((o) => o.name === 'Old Town Bistro')!
      expectError(await api.fetchJson(`/business/payments/${activity.id}/receipt.pdf?organizationId=${bistro.id}`, { token: admin }), 404, 'NOT_FOUND')
      expectError(await api.fetchJson(`/business/activities/${crypto.randomUUID()}/receipt.pdf`, { token: admin }), 404, 'NOT_FOUND')
    })
  })
})
