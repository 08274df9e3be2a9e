/**
 * The two public reads the guest ordering pages add (issue 28): the guest menu says whether
 * order taking is open (the Orders screen's switch, a timed switch-off ending by itself), and a
 * venue's table is found by the number a guest types (ignoring case; only that venue's; junk
 * refused with 400, never a 500).
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { guestMenuSchema } from '../../contract/guest-menu.js'
import { organizations, venueTables } from '../../platform/db/schema/index.js'
import { DEMO, expectError, forEachDatabase, useHarness, type Harness } from './harness.js'
import { menuClient, ok } from './menu-client.js'

const ordering = async (api: Harness, organizationId: string) =>
  guestMenuSchema.parse(ok(await api.fetchJson(`/public/menus/${organizationId}`), 200).body).ordering

forEachDatabase((kind) => {
  describe(`guest ordering reads on ${kind}`, () => {
    const api = useHarness(kind)

    it('the guest menu says whether order taking is open, as the Orders screen switches it', async () => {
      const bistro = await menuClient(api, DEMO.admin, 'Old Town Bistro')
      const bar = await menuClient(api, DEMO.admin, 'Riverside Bar')
      expect(await ordering(api, bistro.organizationId)).toEqual({ state: 'OPEN', until: null })
      expect(await ordering(api, bar.organizationId)).toEqual({ state: 'NOT_OFFERED', until: null })

      const until = new Date(Date.now() + 3600_000)
      await api.db.update(organizations).set({ allowOrderDisabled: true, allowOrderDisabledUntil: until }).where(eq(organizations.id, bistro.organizationId))
      expect(await ordering(api, bistro.organizationId)).toEqual({ state: 'DISABLED', until: until.toISOString() })
      // A switch-off whose time has passed is over.
      await api.db
        .update(organizations)
        .set({ allowOrderDisabledUntil: new Date(Date.now() - 1000) })
        .where(eq(organizations.id, bistro.organizationId))
      expect(await ordering(api, bistro.organizationId)).toEqual({ state: 'OPEN', until: null })
      await api.db.update(organizations).set({ allowOrderDisabled: false, allowOrderDisabledUntil: null }).where(eq(organizations.id, bistro.organizationId))
    })

    it('finds a venue’s table by its number, and no other venue’s', async () => {
      const bistro = await menuClient(api, DEMO.admin, 'Old Town Bistro')
      const cafe = await menuClient(api, DEMO.admin, 'Station Café')
      const [five] = await api.db.select().from(venueTables).where(eq(venueTables.organizationId, bistro.organizationId))
      const lookup = (organizationId: string, number: string) =>
        api.fetchJson(`/public/tables?${new URLSearchParams({ organizationId, number }).toString()}`)
      expect(ok(await lookup(bistro.organizationId, ` ${five!.number.toUpperCase()} `), 200).body).toEqual({ id: five!.id, number: five!.number })
      expectError(await lookup(bistro.organizationId, '999'), 404, 'NOT_FOUND')
      const cafeTables = await api.db.select().from(venueTables).where(eq(venueTables.organizationId, cafe.organizationId))
      if (!cafeTables.some((t) => t.number.toLowerCase() === five!.number.toLowerCase())) {
        expectError(await lookup(cafe.organizationId, five!.number), 404, 'NOT_FOUND')
      }
      for (const junk of ['', 'x'.repeat(21), 'a\u0000b']) expectError(await lookup(bistro.organizationId, junk), 400, 'VALIDATION')
      expectError(await lookup('not-an-id', '5'), 400, 'VALIDATION')
      expectError(await api.fetchJson(`/public/tables?organizationId=${bistro.organizationId}&number=5&extra=1`), 400, 'VALIDATION')
    })
  })
})
