/**
 * Where a user lands and what a section they may not open says (issue 25 items 9 and 10), run
 * as Remix runs the loaders against a real platform: the stop-list viewer (VIEW_STOP_LIST only)
 * is at home on the stop list, every other section answers 403 (the error boundary's Access
 * forbidden) at its own address instead of a redirect, and a profile without organizations is
 * told which number to have invited.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import * as organizationsIndex from '../../app/routes/_shell+/organizations+/_index'
import * as organizationHome from '../../app/routes/_shell+/organizations+/$organizationId+/_index'
import * as billing from '../../app/routes/_shell+/organizations+/$organizationId+/billing+/_layout'
import * as boxes from '../../app/routes/_shell+/organizations+/$organizationId+/boxes+/_list+/_layout'
import * as invoices from '../../app/routes/_shell+/organizations+/$organizationId+/invoices+/_layout'
import * as menus from '../../app/routes/_shell+/organizations+/$organizationId+/menu+/_list+/_layout'
import * as modifiers from '../../app/routes/_shell+/organizations+/$organizationId+/menu-modifiers+/_layout'
import * as stopList from '../../app/routes/_shell+/organizations+/$organizationId+/menu-stoplist+/_layout'
import * as orders from '../../app/routes/_shell+/organizations+/$organizationId+/orders+/_layout'
import * as payments from '../../app/routes/_shell+/organizations+/$organizationId+/payments+/_layout'
import * as payouts from '../../app/routes/_shell+/organizations+/$organizationId+/payouts+/_layout'
import * as tables from '../../app/routes/_shell+/organizations+/$organizationId+/tables+/_layout'
import * as textSections from '../../app/routes/_shell+/organizations+/$organizationId+/text-sections+/_layout'
import type { Organization } from '../../contract/organizations'
import { DEMO, login, register, useHarness } from './harness.js'
import { run, signedIn, type RouteClient } from './route-harness.js'

describe('access to sections, run as Remix runs them', () => {
  const api = useHarness('pglite')
  let viewer: RouteClient
  let bistro: string

  beforeAll(async () => {
    viewer = await signedIn(api, DEMO.stopListViewer)
    const token = await login(api, DEMO.stopListViewer)
    bistro = ((await api.fetchJson('/business/organizations', { token })).body as Organization[])[0]!.id
  })

  it('sends the stop-list viewer home to the stop list, from Organizations and from the organization', async () => {
    for (const [loader, path, params] of [
      [organizationsIndex.loader, '/organizations', {}],
      [organizationHome.loader, `/organizations/${bistro}`, { organizationId: bistro }],
    ] as const) {
      const answer = await run(loader, viewer.get(path), viewer, params)
      expect(answer.status, path).toBe(302)
      expect(answer.headers.get('location'), path).toBe(`/organizations/${bistro}/menu-stoplist`)
    }
    const home = await run(stopList.loader, viewer.get(`/organizations/${bistro}/menu-stoplist`), viewer, { organizationId: bistro })
    expect(home.status).toBe(200)
  })

  it('answers 403 on every section the stop-list viewer lacks, with no redirect', async () => {
    const sections = {
      'text-sections': textSections.loader,
      menu: menus.loader,
      'menu-modifiers': modifiers.loader,
      tables: tables.loader,
      orders: orders.loader,
      payments: payments.loader,
      invoices: invoices.loader,
      payouts: payouts.loader,
      boxes: boxes.loader,
      billing: billing.loader,
    }
    for (const [section, loader] of Object.entries(sections)) {
      const answer = await run(loader, viewer.get(`/organizations/${bistro}/${section}`), viewer, { organizationId: bistro })
      expect(answer.status, section).toBe(403)
      expect(answer.headers.get('location'), section).toBeNull()
    }
  })

  it('tells a profile without organizations which number to have invited', async () => {
    const fresh = await register(api, undefined, 'fresh-password-1')
    const client = await signedIn(api, fresh.msisdn, 'fresh-password-1')
    const answer = await run(organizationsIndex.loader, client.get('/organizations'), client)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ phone: fresh.msisdn })
  })
})
