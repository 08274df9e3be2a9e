/**
 * The tips screens' loaders and actions without a browser (issue 7, items 2, 3 and 7): what a
 * screen shows and what a form changes, against a real platform through `context.api`.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import * as shell from '../../app/routes/_shell+/_layout'
import * as boxScreen from '../../app/routes/_shell+/organizations+/$organizationId+/boxes+/$boxId+/_box+/_layout'
import * as removeMember from '../../app/routes/_shell+/organizations+/$organizationId+/boxes+/$boxId+/_box+/members.$memberId.remove'
import * as newBox from '../../app/routes/_shell+/organizations+/$organizationId+/boxes+/_list+/new'
import { DEMO, login, useHarness, type Harness } from './harness.js'
import { run, signedIn, type RouteClient } from './route-harness.js'

interface Org {
  id: string
  name: string
}
interface Box {
  id: string
  name: string | null
  token: string | null
  members: { id: string; name: string; token: string | null }[]
}

describe('tips routes, run as Remix runs them', () => {
  const api: Harness = useHarness('pglite')
  let admin: RouteClient
  let bistro: Org
  let team: Box

  const boxesOf = async (organizationId: string): Promise<Box[]> => {
    const token = await login(api, DEMO.admin)
    return (await api.fetchJson(`/business/organizations/${organizationId}/boxes`, { token })).body
  }

  beforeAll(async () => {
    admin = await signedIn(api, DEMO.admin)
    const token = await login(api, DEMO.admin)
    const organizations: Org[] = (await api.fetchJson('/business/organizations', { token })).body
    bistro = organizations.find((o) => o.name === 'Old Town Bistro')!
    team = (await boxesOf(bistro.id)).find((b) => b.name === 'Team tips')!
  })

  it('asks for the organization list once for the shell, the screen and its dialog of one page', async () => {
    const path = `/organizations/${bistro.id}/boxes/${team.id}/members/${team.members[0]!.id}/remove`
    const page = admin.page(path)
    const params = { organizationId: bistro.id, boxId: team.id, memberId: team.members[0]!.id }
    admin.resetCalls()
    // Remix hands the loaders of one document request copies of the Request and one context.
    const answers = await Promise.all([
      run(shell.loader, page, admin, params),
      run(boxScreen.loader, page, admin, params),
      run(removeMember.loader, page, admin, params),
    ])
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    expect(admin.calls.get('/business/organizations')).toBe(1)
  })

  it('draws the Box screen with its employees and numbers', async () => {
    const answer = await run(boxScreen.loader, admin.get(`/organizations/${bistro.id}/boxes/${team.id}`), admin, {
      organizationId: bistro.id,
      boxId: team.id,
    })
    expect(answer.status).toBe(200)
    const data = (await answer.json()) as { box: { name: string }; members: { name: string }[]; statistics: unknown }
    expect(data.box.name).toBe('Team tips')
    expect(data.members.map((m) => m.name).sort()).toEqual(team.members.map((m) => m.name).sort())
    expect(data.statistics).toBeTruthy()
  })

  it('answers 404 for a box id that cannot be one, and sends a user without VIEW_BOXES home', async () => {
    const malformed = await run(boxScreen.loader, admin.get(`/organizations/${bistro.id}/boxes/nope`), admin, {
      organizationId: bistro.id,
      boxId: 'nope',
    })
    expect(malformed.status).toBe(404)
    const viewer = await signedIn(api, DEMO.stopListViewer)
    const refused = await run(boxScreen.loader, viewer.get(`/organizations/${bistro.id}/boxes/${team.id}`), viewer, {
      organizationId: bistro.id,
      boxId: team.id,
    })
    // Access forbidden at the same address (ADR 0065), not a redirect.
    expect(refused.status).toBe(403)
    expect(refused.headers.get('location')).toBeNull()
  })

  it('refuses a GT ID in use with a message on that field and creates no box', async () => {
    const before = await boxesOf(bistro.id)
    const taken = before.flatMap((b) => [b.token, ...b.members.map((m) => m.token)]).find(Boolean)
    expect(taken, 'a demo box has a GT ID').toBeTruthy()
    const answer = await run(
      newBox.action,
      admin.post(`/organizations/${bistro.id}/boxes/new`, { name: 'Terrace', mode: 'GROUP', token: taken! }),
      admin,
      { organizationId: bistro.id },
    )
    expect(answer.status).toBe(400)
    const reply = (await answer.json()) as { status: string; error: Record<string, string[]> }
    expect(reply.status).toBe('error')
    expect(reply.error.token).toEqual(['errors.tokenTaken'])
    expect((await boxesOf(bistro.id)).length).toBe(before.length)
  })

  it('creates a box and returns to the screen under the dialog, range kept, but never elsewhere', async () => {
    const created = await run(
      newBox.action,
      admin.post(`/organizations/${bistro.id}/boxes/new?month=2026-05`, {
        name: 'Terrace',
        mode: 'GROUP',
        backTo: `/organizations/${bistro.id}/boxes?month=2026-05`,
      }),
      admin,
      { organizationId: bistro.id },
    )
    expect(created.status).toBe(302)
    // Back on the screen under the dialog, the new box highlighted (issue 25 item 17).
    const terrace = (await boxesOf(bistro.id)).find((b) => b.name === 'Terrace')
    expect(terrace).toBeDefined()
    expect(created.headers.get('location')).toBe(`/organizations/${bistro.id}/boxes?month=2026-05&highlight=${terrace!.id}#row-${terrace!.id}`)

    for (const backTo of ['https://evil.example/', '//evil.example', `/organizations/${bistro.id}/boxes/new/deeper`, '/elsewhere']) {
      const answer = await run(
        newBox.action,
        admin.post(`/organizations/${bistro.id}/boxes/new?month=2026-05`, { name: `Box ${backTo.length}`, mode: 'GROUP', backTo }),
        admin,
        { organizationId: bistro.id },
      )
      expect(answer.headers.get('location')?.split('&highlight=')[0], backTo).toBe(`/organizations/${bistro.id}/boxes?month=2026-05`)
    }
  })
})
