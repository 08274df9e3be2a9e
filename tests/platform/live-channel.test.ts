/**
 * The live channel (issue 9 item 3, issue 27): who may open it and follow which scope, SUBSCRIBE
 * and HEARTBEAT, a write's request id echoed in the state that follows it, a recorded tip reaching
 * the TIPS subscribers of its venue and of the Group above it, and — on Postgres — a second
 * instance in its own process hearing the first one's changes through LISTEN/NOTIFY, and the
 * other way round.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { createInterface } from 'node:readline'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { organizations } from '../../platform/db/schema/index.js'
import { DEMO, forEachDatabase, login, useHarness, type Json } from './harness.js'
import { openLive, RefusedUpgrade, subscribedLive } from './live-client.js'
import { clientFor, menuClient } from './menu-client.js'

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error) => (error instanceof RefusedUpgrade ? error.status : error),
  )

forEachDatabase((kind) => {
  describe(`the live menu channel on ${kind}`, () => {
    const api = useHarness(kind)

    it('lets in VIEW_MENU and VIEW_STOP_LIST holders of a menu organization, and refuses everyone else', async () => {
      const admin = await menuClient(api, DEMO.admin, 'Old Town Bistro')
      const viewer = await login(api, DEMO.stopListViewer)
      const riverside = await menuClient(api, DEMO.admin, 'Riverside Bar')

      // The stop-list viewer (VIEW_STOP_LIST only) may follow the Bistro's menu...
      const { live, first } = await subscribedLive(api.baseUrl, viewer, admin.organizationId)
      expect(first.requestId).toBeNull()
      live.close()
      // ...but not an organization it is no member of.
      expect(await refusal(openLive(api.baseUrl, viewer, riverside.organizationId))).toBe(403)
      expect(await refusal(openLive(api.baseUrl, null, admin.organizationId))).toBe(401)
      expect(await refusal(openLive(api.baseUrl, 'x'.repeat(40), admin.organizationId))).toBe(401)
      expect(await refusal(openLive(api.baseUrl, admin.token, 'not-a-uuid'))).toBe(403)
      expect(await refusal(openLive(api.baseUrl, admin.token, randomUUID()))).toBe(403)

      // A plain GET of the path says to upgrade, to those who may.
      const plain = await api.fetchJson(`/business/websocket/${admin.organizationId}`, { token: admin.token })
      expect(plain.status).toBe(426)
      expect(plain.body.errorCode).toBe('UPGRADE_REQUIRED')
      expect((await api.fetchJson(`/business/websocket/${riverside.organizationId}`, { token: viewer })).status).toBe(403)

      // An organization whose menu is switched off has no menu channel: its admin still connects
      // for the tips, but a MENU subscription is closed, and so is the whole channel for a caller
      // who may follow only the menu.
      await api.db.update(organizations).set({ menuEnabled: false }).where(eq(organizations.id, riverside.organizationId))
      try {
        const tipsOnly = await openLive(api.baseUrl, riverside.token, riverside.organizationId)
        tipsOnly.send({ type: 'SUBSCRIBE', scopes: ['MENU'] })
        expect((await tipsOnly.closed()).code).toBe(4999)
        expect(tipsOnly.messages).toHaveLength(0)
        await api.db.update(organizations).set({ menuEnabled: false }).where(eq(organizations.id, admin.organizationId))
        expect(await refusal(openLive(api.baseUrl, viewer, admin.organizationId))).toBe(403)
      } finally {
        await api.db.update(organizations).set({ menuEnabled: true }).where(eq(organizations.id, admin.organizationId))
        await api.db.update(organizations).set({ menuEnabled: true }).where(eq(organizations.id, riverside.organizationId))
      }
    })

    it('answers SUBSCRIBE with the whole draft, HEARTBEAT with HEARTBEAT, and closes 4999 on what it does not understand', async () => {
      const admin = await menuClient(api, DEMO.admin, 'Old Town Bistro')
      const state = (await admin.get('/business/menu-state')).body
      const { live, first } = await subscribedLive(api.baseUrl, admin.token, admin.organizationId)
      expect(first).toMatchObject({ type: 'MENU_INCREMENTAL_STATE', organizationId: admin.organizationId, requestId: null })
      expect(first.menus.map((m: Json) => m.id)).toEqual(state.menus.map((m: Json) => m.id))
      expect(first.items).toHaveLength(state.items.length)
      expect(first.categoryItems).toEqual(state.categoryItems)
      expect(first.hasUnpublishedChanges).toBe(state.hasUnpublishedChanges)
      expect(Array.isArray(first.stoppedItemIds)).toBe(true)

      live.send({ type: 'HEARTBEAT' })
      expect(await live.next((m) => m.type === 'HEARTBEAT')).toEqual({ type: 'HEARTBEAT' })

      live.send({ type: 'SUBSCRIBE', scopes: ['ORDERS'] })
      expect((await live.closed()).code).toBe(4999)

      const junk = await openLive(api.baseUrl, admin.token, admin.organizationId)
      junk.socket.send('not json')
      expect((await junk.closed()).code).toBe(4999)
    })

    it('sends every subscriber of the organization the state after a write, with that write’s request id', async () => {
      const admin = await menuClient(api, DEMO.admin, 'Old Town Bistro')
      const viewer = await login(api, DEMO.stopListViewer)
      const riverside = await menuClient(api, DEMO.admin, 'Riverside Bar')
      const a = await subscribedLive(api.baseUrl, admin.token, admin.organizationId)
      const b = await subscribedLive(api.baseUrl, viewer, admin.organizationId)
      const other = await subscribedLive(api.baseUrl, riverside.token, riverside.organizationId)
      // Not subscribed: connected, but hears nothing.
      const silent = await openLive(api.baseUrl, admin.token, admin.organizationId)

      const requestId = `test-${randomUUID()}`
      const created = await clientFor(api, admin.token, admin.organizationId).post(
        '/business/menus',
        { title: { en: 'Late breakfast' } },
        { headers: { 'X-Request-Id': requestId } },
      )
      expect(created.status).toBe(201)
      expect(created.headers.get('x-request-id')).toBe(requestId)
      for (const { live } of [a, b]) {
        const message = await live.next((m) => m.requestId === requestId)
        expect(message.type).toBe('MENU_INCREMENTAL_STATE')
        expect(message.menus.map((m: Json) => m.title.en)).toContain('Late breakfast')
        expect(message.hasUnpublishedChanges).toBe(true)
      }
      // A refused write changes nothing and says nothing.
      const refused = await admin.post('/business/menus', { title: {} }, { headers: { 'X-Request-Id': 'refused-write' } })
      expect(refused.status).toBe(400)
      const later = `test-${randomUUID()}`
      ok(await admin.delete(`/business/menus/${created.body.id}`, { headers: { 'X-Request-Id': later } }))
      const afterDelete = await a.live.next((m) => m.requestId === later)
      expect(afterDelete.menus.map((m: Json) => m.id)).not.toContain(created.body.id)
      expect(a.live.messages.some((m) => m.requestId === 'refused-write')).toBe(false)
      // Another organization's subscriber and an unsubscribed socket heard none of it.
      expect(other.live.messages.filter((m) => m.type === 'MENU_INCREMENTAL_STATE')).toHaveLength(1)
      expect(silent.messages).toHaveLength(0)
      for (const live of [a.live, b.live, other.live, silent]) live.close()
    })

    it('needs VIEW_BOXES: the 426 names the scopes, and subscribing to another one closes 4999', async () => {
      const admin = await menuClient(api, DEMO.admin, 'Old Town Bistro')
      const viewer = await login(api, DEMO.stopListViewer)
      const plain = await api.fetchJson(`/business/websocket/${admin.organizationId}`, { token: admin.token })
      expect(plain.status).toBe(426)
      expect(plain.headers.get('x-live-scopes')).toBe('MENU,TIPS')
      const viewerPlain = await api.fetchJson(`/business/websocket/${admin.organizationId}`, { token: viewer })
      expect(viewerPlain.headers.get('x-live-scopes')).toBe('MENU')

      // The stop-list viewer may follow the Bistro's menu, not its tips.
      const refused = await openLive(api.baseUrl, viewer, admin.organizationId)
      refused.send({ type: 'SUBSCRIBE', scopes: ['TIPS'] })
      expect((await refused.closed()).code).toBe(4999)
      expect(refused.messages).toHaveLength(0)
      const both = await openLive(api.baseUrl, viewer, admin.organizationId)
      both.send({ type: 'SUBSCRIBE', scopes: ['MENU', 'TIPS'] })
      expect((await both.closed()).code).toBe(4999)

      const tips = await openLive(api.baseUrl, admin.token, admin.organizationId)
      tips.send({ type: 'SUBSCRIBE', scopes: ['TIPS'] })
      expect(await tips.next((m) => m.type === 'TIPS_CHANGED')).toEqual({ type: 'TIPS_CHANGED', organizationId: admin.organizationId })
      tips.close()
    })

    it('sends a recorded tip to the TIPS subscribers of the venue and of its Group, not to MENU-only ones', async () => {
      const bistro = await menuClient(api, DEMO.admin, 'Old Town Bistro')
      const group = await menuClient(api, DEMO.admin, 'Demo Group', bistro.token)
      const riverside = await menuClient(api, DEMO.admin, 'Riverside Bar', bistro.token)
      const subscribed = async (organizationId: string, scopes: string[]) => {
        const live = await openLive(api.baseUrl, bistro.token, organizationId)
        live.send({ type: 'SUBSCRIBE', scopes })
        await live.next((m) => m.type === (scopes.includes('TIPS') ? 'TIPS_CHANGED' : 'MENU_INCREMENTAL_STATE'))
        return live
      }
      const onVenue = await subscribed(bistro.organizationId, ['TIPS'])
      const onGroup = await subscribed(group.organizationId, ['TIPS'])
      const menuOnly = await subscribed(bistro.organizationId, ['MENU'])
      const elsewhere = await subscribed(riverside.organizationId, ['TIPS'])

      // What a recorded guest tip tells the channel: the venue and its ancestors.
      api.platform.live.changes.tipsChanged([bistro.organizationId, group.organizationId])
      expect(await onVenue.next((m) => m.type === 'TIPS_CHANGED')).toEqual({ type: 'TIPS_CHANGED', organizationId: bistro.organizationId })
      expect(await onGroup.next((m) => m.type === 'TIPS_CHANGED')).toEqual({ type: 'TIPS_CHANGED', organizationId: group.organizationId })

      // A menu write afterwards reaches the MENU subscriber, which heard nothing of the tip.
      const requestId = `after-tip-${randomUUID()}`
      const created = ok(await bistro.post('/business/menus', { title: { en: 'After the tip' } }, { headers: { 'X-Request-Id': requestId } }))
      await menuOnly.next((m) => m.requestId === requestId)
      expect(menuOnly.messages.map((m) => m.type)).toEqual(['MENU_INCREMENTAL_STATE', 'MENU_INCREMENTAL_STATE'])
      // ...and no TIPS subscriber heard the menu write.
      expect(onVenue.messages.map((m) => m.type)).toEqual(['TIPS_CHANGED', 'TIPS_CHANGED'])
      expect(elsewhere.messages).toHaveLength(1)
      ok(await bistro.delete(`/business/menus/${created.body.id}`))
      for (const live of [onVenue, onGroup, menuOnly, elsewhere]) live.close()
    })
  })
})

function ok<T extends { status: number; text: string }>(response: T): T {
  if (response.status >= 300) throw new Error(`answered ${response.status}: ${response.text}`)
  return response
}

// Two instances on one Postgres: only where a Postgres server is given.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('the live channel across two instances on one Postgres', () => {
  const api = useHarness('postgres')
  let child: ChildProcess
  let childBase: string

  beforeAll(async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'tests/platform/live-instance.ts', api.platform.database.url!], {
      stdio: ['pipe', 'pipe', 'inherit'],
    })
    const lines = createInterface({ input: child.stdout! })
    const port = await new Promise<string>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`second instance exited with ${code}`)))
      lines.on('line', (line) => {
        const match = /^PORT (\d+)$/.exec(line)
        if (match) resolve(match[1]!)
      })
    })
    childBase = `http://127.0.0.1:${port}/api/v1`
  }, 60_000)

  afterAll(async () => {
    if (!child || child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.stdin!.end()
    await exited
  })

  it('a write on one instance reaches the subscribers of the other, and back', async () => {
    const admin = await menuClient(api, DEMO.admin, 'Old Town Bistro')
    const onSecond = await subscribedLive(childBase, admin.token, admin.organizationId)
    const onFirst = await subscribedLive(api.baseUrl, admin.token, admin.organizationId)

    const fromFirst = `first-${randomUUID()}`
    const created = ok(await admin.post('/business/menus', { title: { en: 'Across instances' } }, { headers: { 'X-Request-Id': fromFirst } }))
    const heard = await onSecond.live.next((m) => m.requestId === fromFirst)
    expect(heard.menus.map((m: Json) => m.title.en)).toContain('Across instances')
    await onFirst.live.next((m) => m.requestId === fromFirst)

    // The second instance's own write, heard on the first.
    const fromSecond = `second-${randomUUID()}`
    const answer = await fetch(`${childBase}/business/menus/${created.body.id}?organizationId=${admin.organizationId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${admin.token}`, 'X-Request-Id': fromSecond },
    })
    expect(answer.status).toBeLessThan(300)
    const back = await onFirst.live.next((m) => m.requestId === fromSecond)
    expect(back.menus.map((m: Json) => m.id)).not.toContain(created.body.id)
    onFirst.live.close()
    onSecond.live.close()
  })

  it('a tip recorded on one instance reaches the TIPS subscribers of the other', async () => {
    const admin = await menuClient(api, DEMO.admin, 'Old Town Bistro')
    const onSecond = await openLive(childBase, admin.token, admin.organizationId)
    onSecond.send({ type: 'SUBSCRIBE', scopes: ['TIPS'] })
    await onSecond.next((m) => m.type === 'TIPS_CHANGED')
    api.platform.live.changes.tipsChanged([admin.organizationId])
    expect(await onSecond.next((m) => m.type === 'TIPS_CHANGED')).toEqual({ type: 'TIPS_CHANGED', organizationId: admin.organizationId })
    onSecond.close()
  })
})
