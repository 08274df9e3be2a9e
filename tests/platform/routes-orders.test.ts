/**
 * The Orders screen's routes (app/routes/_shell+/organizations+/$organizationId+/orders+ and the
 * device pages app/routes/orders-session+), run as Remix runs them against a real platform with
 * the demo data: the default period is the current business day on the venue's clock and shows
 * what the platform lists for it; pages, sizes and the summary; a custom period posted without
 * JavaScript; order taking disabled for 2 hours and enabled again; a past 'until' refused with
 * nothing changed; a session created, started by a device (its own cookie) and finished, after
 * which the device says the session has ended. Nothing here answers 500.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import * as device from '../../app/routes/orders-session+/_index'
import * as deviceStart from '../../app/routes/orders-session+/$code'
import * as details from '../../app/routes/_shell+/organizations+/$organizationId+/orders+/$orderId'
import * as disableUntil from '../../app/routes/_shell+/organizations+/$organizationId+/orders+/disable-until.$target'
import * as screen from '../../app/routes/_shell+/organizations+/$organizationId+/orders+/_layout'
import * as periodDialog from '../../app/routes/_shell+/organizations+/$organizationId+/orders+/period'
import * as sessions from '../../app/routes/_shell+/organizations+/$organizationId+/orders+/sessions'
import { formatDateTime } from '../../app/utils/format'
import { periodSpan, spanToQuery, type OrderPeriod } from '../../app/features/orders/order-periods'
import { localToTyped } from '../../app/utils/venue-time'
import { DEMO, forEachDatabase, login, useHarness, type Json } from './harness.js'
import { run, signedIn, type RouteClient } from './route-harness.js'

const ORIGIN = 'http://office.example'
const HOUR = 3_600_000

forEachDatabase((kind) =>
  describe(`the Orders screen on ${kind}`, () => {
    const api = useHarness(kind)
    let client: RouteClient
    let token: string
    let bistro: Json
    let base: string

    beforeAll(async () => {
      client = await signedIn(api, DEMO.admin)
      token = await login(api, DEMO.admin)
      const organizations = (await api.fetchJson('/business/organizations', { token })).body as Json[]
      bistro = organizations.find((o) => o.name === 'Old Town Bistro')
      base = `/organizations/${bistro.id}/orders`
    })

    const organizationNow = async () => ((await api.fetchJson('/business/organizations', { token })).body as Json[]).find((o) => o.id === bistro.id)
    const platformList = async (period: OrderPeriod, query: Record<string, string> = {}) => {
      const range = spanToQuery(periodSpan(period, bistro.timeZone, new Date()))
      const params = new URLSearchParams({ organizationId: bistro.id, ...range, ...query })
      return (await api.fetchJson(`/business/orders?${params}`, { token })).body as Json
    }
    const screenData = async (search = '') => {
      const response = await run(screen.loader, client.get(`${base}${search}`), client, { organizationId: bistro.id })
      expect(response.status).toBe(200)
      return (await response.json()) as Json
    }

    it('opens on the current business day on the venue clock, with what the platform lists for it', async () => {
      const data = await screenData()
      const span = periodSpan({ kind: 'businessDay' }, bistro.timeZone, new Date())
      expect(data.period).toEqual({
        kind: 'businessDay',
        from: formatDateTime(span.start.toISOString(), bistro.timeZone),
        to: formatDateTime(span.finish!.toISOString(), bistro.timeZone),
      })
      expect(data.period.from).toMatch(/\u00a008:00$/)
      const listed = await platformList({ kind: 'businessDay' }, { size: '10', sort: 'createdAt', direction: 'DESC' })
      expect(listed.orders.length).toBeGreaterThan(0)
      expect(data.rows.map((r: Json) => r.number)).toEqual(listed.orders.map((o: Json) => o.orderNumber))
      expect(data.loadError).toBeNull()
      expect(data.summary.count).toBe(listed.orders.length)
      // Page 1 of a period still running is refreshed; the export names the same period.
      expect(data.refresh).toBe(true)
      expect(data.exportPath).toBe(
        `/api/v1/business/orders/export?organizationId=${bistro.id}&startTs=${encodeURIComponent(span.start.toISOString())}&finishTs=${encodeURIComponent(span.finish!.toISOString())}&lang=en`,
      )
      // Both switches are offered on the bistro, and both are on.
      expect(data.switches).toEqual([
        { target: 'order', state: 'enabled', until: null },
        { target: 'billPayment', state: 'enabled', until: null },
      ])
    })

    it('pages through last month by the size in the URL; the summary and refresh belong to page 1', async () => {
      const first = await screenData('?period=lastMonth&size=20')
      const second = await screenData('?period=lastMonth&size=20&page=2')
      const platformSecond = await platformList({ kind: 'lastMonth' }, { size: '20', page: '1', sort: 'createdAt', direction: 'DESC' })
      expect(first.rows).toHaveLength(20)
      expect(second.rows.map((r: Json) => r.number)).toEqual(platformSecond.orders.map((o: Json) => o.orderNumber))
      expect(first.summary.count).toBeGreaterThan(40)
      expect(first.paging).toEqual({ total: first.summary.count, exact: true })
      // A period that has ended is not re-read, nor is any page but the first of one still running.
      expect(first.refresh).toBe(false)
      expect((await screenData('?page=2')).refresh).toBe(false)
      expect(second.summary).toBeNull()
      // A full page with more after it: page × size + 1 (SPEC.md 9).
      expect(second.paging).toEqual({ total: 41, exact: false })
      // Sorted by amount, highest first.
      const byAmount = await screenData('?period=lastMonth&sort=amount.desc')
      const amounts = (await platformList({ kind: 'lastMonth' }, { size: '10', sort: 'amount', direction: 'DESC' })).orders.map((o: Json) => o.orderNumber)
      expect(byAmount.rows.map((r: Json) => r.number)).toEqual(amounts)
    })

    it('opens an order’s details: its lines, and the paid amount only when it differs', async () => {
      const listed = await platformList({ kind: 'lastMonth' }, { size: '100' })
      const partial = listed.orders.find((o: Json) => o.status === 'PAID_PARTIALLY')
      const response = await run(details.loader, client.get(`${base}/${partial.id}`), client, { organizationId: bistro.id, orderId: partial.id })
      const { order } = (await response.json()) as Json
      expect(order).toMatchObject({ number: partial.orderNumber, status: { kind: 'key', key: 'orders.status.PAID_PARTIALLY' } })
      // The whole amount, then the paid amount (never 'paid of total' here: it would say it twice).
      expect(order.paid).toBeNull()
      expect(order.paidAmount).not.toBeNull()
      expect(order.paidAmount).not.toBe(order.amount)
      expect(order.items.length).toBeGreaterThan(0)
      const unknown = await run(details.loader, client.get(`${base}/not-an-id`), client, { organizationId: bistro.id, orderId: 'not-an-id' })
      expect(unknown.status).toBe(404)
    })

    it('takes a custom period posted without JavaScript, keeping the page size, and refuses an unreadable one', async () => {
      const from = localToTyped('2026-11-20T10:00')
      const posted = await run(
        periodDialog.action,
        client.post(`${base}/period?size=20&page=3`, { backTo: `${base}?size=20&page=3`, fromDate: from.date, fromTime: from.time, toTime: '18:30' }),
        client,
        { organizationId: bistro.id },
      )
      expect(posted.status).toBe(302)
      const location = posted.headers.get('location')!
      expect(location).toBe(`${base}?size=20&period=custom&from=2026-11-20T10%3A00&to=2026-11-20T18%3A30`)
      const data = await screenData(location.slice(base.length))
      expect(data.period).toEqual({ kind: 'custom', from: '20.11.2026\u00a010:00', to: '20.11.2026\u00a018:30' })
      expect(data.list.size).toBe(20)

      const refused = await run(periodDialog.action, client.post(`${base}/period`, { fromDate: '2026-11-20', fromTime: '25:00' }), client, {
        organizationId: bistro.id,
      })
      expect(refused.status).toBe(400)
      expect(((await refused.json()) as Json).error).toEqual({ fromDate: ['orders.period.invalidDate'], fromTime: ['orders.period.invalidTime'] })
    })

    it('says a refused read in place, never as an error page', async () => {
      // Open from 2001: longer than the platform answers for.
      const data = await screenData('?period=custom&from=2001-01-01T00:00')
      expect(data.rows).toBeNull()
      expect(data.loadError).toBe('orders.errors.periodTooLong')
      const unreadable = await screenData('?period=yesterday')
      expect(unreadable.periodError).toBe('orders.period.invalid')
      expect(unreadable.period.kind).toBe('businessDay')
    })

    it('disables order taking for 2 hours and enables it again', async () => {
      const before = Date.now()
      const disabled = await run(screen.action, client.post(`${base}?period=lastMonth`, { target: 'order', intent: 'hours2' }), client, { organizationId: bistro.id })
      expect(disabled.status).toBe(302)
      expect(disabled.headers.get('location')).toBe(`${base}?period=lastMonth`)
      const organization = await organizationNow()
      expect(organization.allowOrderDisabled).toBe(true)
      const until = Date.parse(organization.allowOrderDisabledUntil)
      expect(until).toBeGreaterThanOrEqual(before + 2 * HOUR)
      expect(until).toBeLessThanOrEqual(Date.now() + 2 * HOUR)
      // Bill payment is another switch: untouched.
      expect(organization.allowBillPaymentDisabled).toBe(false)
      expect((await screenData()).switches[0]).toEqual({
        target: 'order',
        state: 'disabledUntil',
        until: formatDateTime(organization.allowOrderDisabledUntil, bistro.timeZone),
      })

      const enabled = await run(screen.action, client.post(base, { target: 'order', intent: 'enable' }), client, { organizationId: bistro.id })
      expect(enabled.status).toBe(302)
      expect(await organizationNow()).toMatchObject({ allowOrderDisabled: false, allowOrderDisabledUntil: null })
      expect((await screenData()).switches[0]).toEqual({ target: 'order', state: 'enabled', until: null })
    })

    it('refuses an until that is not in the future, and changes nothing', async () => {
      const past = localToTyped(new Date(Date.now() - HOUR).toISOString().slice(0, 16))
      const url = `${base}/disable-until/order`
      const refused = await run(disableUntil.action, client.post(url, { date: past.date, time: past.time }), client, { organizationId: bistro.id, target: 'order' })
      expect(refused.status).toBe(400)
      expect(((await refused.json()) as Json).error).toEqual({ time: ['orders.availability.notFuture'] })
      expect(await organizationNow()).toMatchObject({ allowOrderDisabled: false, allowOrderDisabledUntil: null })
      // A switch the organization does not have is no dialog.
      const unknown = await run(disableUntil.loader, client.get(`${base}/disable-until/tips`), client, { organizationId: bistro.id, target: 'tips' })
      expect(unknown.status).toBe(404)
    })

    it('creates a session, a device starts it through its URL and sees the orders, and after finishing sees it ended', async () => {
      const created = await run(sessions.action, client.post(`${base}/sessions`, { intent: 'create' }), client, { organizationId: bistro.id })
      expect(created.status).toBe(302)
      expect(created.headers.get('location')).toBe(`${base}/sessions`)
      const listed = (await (await run(sessions.loader, client.get(`${base}/sessions`), client, { organizationId: bistro.id })).json()) as Json
      const fresh = listed.sessions[0]
      expect(fresh.startUrl).toMatch(new RegExp(`^${ORIGIN}/orders-session/[A-Za-z0-9_-]+$`))
      const startPath = new URL(fresh.startUrl).pathname
      const code = startPath.split('/').pop()!

      // The device: no staff cookie, its own after the start.
      const devicePost = () => new Request(ORIGIN + startPath, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN }, body: '' })
      const started = await run(deviceStart.action, devicePost(), client, { code })
      expect(started.status).toBe(302)
      expect(started.headers.get('location')).toBe('/orders-session')
      const cookie = started.headers.get('set-cookie')!.split(';')[0]!
      expect(cookie).toMatch(/^__orders_device=/)
      const view = async () => (await (await run(device.loader, new Request(`${ORIGIN}/orders-session`, { headers: { cookie } }), client)).json()) as Json
      const live = await view()
      expect(live).toMatchObject({ state: 'live', title: 'Orders · Old Town Bistro', venue: 'Old Town Bistro', loadError: null })
      const today = await platformList({ kind: 'businessDay' }, { size: '10' })
      expect(live.rows.map((r: Json) => r.number)).toEqual(today.orders.map((o: Json) => o.orderNumber))

      // The same code again is refused with a message, not an error page.
      const again = await run(deviceStart.action, devicePost(), client, { code })
      expect(again.status).toBe(400)
      expect(await again.json()).toEqual({ error: 'orders.device.codeUsed' })

      // Staff see it started, and finish it.
      const startedList = (await (await run(sessions.loader, client.get(`${base}/sessions`), client, { organizationId: bistro.id })).json()) as Json
      const mine = startedList.sessions.find((s: Json) => s.id === fresh.id)
      expect(mine).toMatchObject({ startUrl: null, startedAt: expect.stringMatching(/^\d\d\.\d\d\.\d{4}\u00a0\d\d:\d\d$/), ipAddress: '198.51.100.7' })
      const finished = await run(sessions.action, client.post(`${base}/sessions`, { intent: 'finish', sessionId: fresh.id }), client, { organizationId: bistro.id })
      expect(finished.status).toBe(302)
      const after = (await (await run(sessions.loader, client.get(`${base}/sessions`), client, { organizationId: bistro.id })).json()) as Json
      expect(after.sessions.map((s: Json) => s.id)).not.toContain(fresh.id)
      expect(await view()).toEqual({ state: 'ended', title: 'This order management session has ended · Tipbox Business' })
    })

    it('is not there without VIEW_ORDERS or without payments', async () => {
      const viewer = await signedIn(api, DEMO.stopListViewer)
      const denied = await run(screen.loader, viewer.get(base), viewer, { organizationId: bistro.id })
      // Access forbidden at the same address (ADR 0065), not a redirect.
      expect(denied.status).toBe(403)
      expect(denied.headers.get('location')).toBeNull()
      const organizations = (await api.fetchJson('/business/organizations', { token })).body as Json[]
      const bar = organizations.find((o) => o.name === 'Riverside Bar')
      const none = await run(screen.loader, client.get(`/organizations/${bar.id}/orders`), client, { organizationId: bar.id })
      expect(none.status).toBe(404)
    })
  }),
)
