/** GET /business/organizations/{id}/boxes/{boxId}: one box with its members' statistics over a range. */
import { describe, expect, it } from 'vitest'
import { boxSchema } from '../../contract/tips.js'
import { DEMO, expectError, forEachDatabase, login, useHarness } from './harness.js'

forEachDatabase((kind) => {
  describe(`one box on ${kind}`, () => {
    const api = useHarness(kind)

    it('answers the box with members whose totals add up to the box statistics', async () => {
      const token = await login(api, DEMO.admin)
      const orgs = (await api.fetchJson('/business/organizations', { token })).body as { id: string; name: string; boxes: { id: string; name: string | null }[] }[]
      const bistro = orgs.find((o) => o.name === 'Old Town Bistro')!
      const team = bistro.boxes.find((b) => b.name === 'Team tips')!
      const finish = new Date()
      const start = new Date(finish.getTime() - 60 * 86_400_000)
      const range = `start_ts=${start.toISOString()}&finish_ts=${finish.toISOString()}`
      const response = await api.fetchJson(`/business/organizations/${bistro.id}/boxes/${team.id}?${range}`, { token })
      expect(response.status, response.text).toBe(200)
      const box = boxSchema.parse(response.body)
      expect(box).toMatchObject({ id: team.id, name: 'Team tips', mode: 'GROUP', token: '111111', balance: 12550, currency: 'EUR' })
      expect(box.members.map((m) => m.name).sort()).toEqual(['Aistė Petrauskaitė', 'Jonas Kazlauskas', 'Marta Nowak'])
      // Every tip with a recipient belongs to one member; PENDING ones to nobody yet.
      const chart = await api.fetchJson(`/business/statistics/chart?box_id=${team.id}&${range}`, { token })
      const pending = (await api.fetchJson(`/business/activities?box_id=${team.id}&${range}`, { token })).body.filter(
        (a: { status: string }) => a.status === 'PENDING',
      )
      const membersTotal = box.members.reduce((sum, m) => sum + m.totalAmount, 0)
      const pendingTotal = pending.reduce((sum: number, a: { amount: number }) => sum + a.amount, 0)
      expect(membersTotal + pendingTotal).toBe(chart.body.totalAmount)
      expect(box.statistics.totalAmount).toBe(chart.body.totalAmount)
    })

    it('answers 404 for a box of another organization and 403 without VIEW_BOXES', async () => {
      const token = await login(api, DEMO.admin)
      const orgs = (await api.fetchJson('/business/organizations', { token })).body as { id: string; name: string; boxes: { id: string }[] }[]
      const bistro = orgs.find((o) => o.name === 'Old Town Bistro')!
      const riverside = orgs.find((o) => o.name === 'Riverside Bar')!
      expectError(await api.fetchJson(`/business/organizations/${bistro.id}/boxes/${riverside.boxes[0]!.id}`, { token }), 404, 'NOT_FOUND')
      const viewer = await login(api, DEMO.stopListViewer)
      expectError(await api.fetchJson(`/business/organizations/${bistro.id}/boxes/${bistro.boxes[0]!.id}`, { token: viewer }), 403, 'FORBIDDEN')
    })
  })
})
