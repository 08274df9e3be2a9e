/**
 * Remix's route matching, patched (patches/@remix-run+router+1.23.3.patch, ADR 0049) to keep
 * each route array's ranked branches and each compiled path: the installed router carries the
 * patch (npm ci's postinstall applied it), and matching still ranks and reads params as before,
 * per route array.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

// The server loads the CommonJS build, as @remix-run/server-runtime and react-router require it.
const require = createRequire(import.meta.url)
const routerFile = require.resolve('@remix-run/router')
const { matchRoutes } = require(routerFile) as typeof import('@remix-run/router')

type Route = import('@remix-run/router').AgnosticRouteObject
const ids = (routes: Route[], path: string) => matchRoutes(routes, path)?.map((m) => m.route.id) ?? null

describe('the patched route matching', () => {
  it('is the installed CommonJS build', () => {
    expect(routerFile).toMatch(/router\.cjs\.js$/)
    expect(readFileSync(routerFile, 'utf8')).toContain('const rankedBranchesCache = new WeakMap()')
  })

  const routes: Route[] = [
    {
      id: 'root',
      path: '/',
      children: [
        { id: 'home', index: true },
        { id: 'boxes', path: 'organizations/:organizationId/boxes' },
        { id: 'new-box', path: 'organizations/:organizationId/boxes/new' },
        { id: 'box', path: 'organizations/:organizationId/boxes/:boxId' },
        { id: 'splat', path: '*' },
      ],
    },
  ]

  it('ranks static segments over dynamic ones and an index over the splat, call after call', () => {
    for (let i = 0; i < 3; i++) {
      expect(ids(routes, '/')).toEqual(['root', 'home'])
      expect(ids(routes, '/organizations/o1/boxes/new')).toEqual(['root', 'new-box'])
      expect(ids(routes, '/organizations/o1/boxes/b7')).toEqual(['root', 'box'])
      expect(ids(routes, '/nowhere/at/all')).toEqual(['root', 'splat'])
    }
  })

  it('reads the params of each URL, not of an earlier one', () => {
    expect(matchRoutes(routes, '/organizations/o1/boxes/b7')?.at(-1)?.params).toEqual({ organizationId: 'o1', boxId: 'b7' })
    expect(matchRoutes(routes, '/organizations/o2/boxes/b8')?.at(-1)?.params).toEqual({ organizationId: 'o2', boxId: 'b8' })
    expect(matchRoutes(routes, '/ORGANIZATIONS/o3/Boxes/b9')?.at(-1)?.params).toEqual({ organizationId: 'o3', boxId: 'b9' })
  })

  it('gives each call its own matches, so one request changing its params cannot reach the next', () => {
    const first = matchRoutes(routes, '/organizations/o5/boxes/b5')!
    ;(first.at(-1)!.params as Record<string, string>).boxId = 'changed'
    first.pop()
    const second = matchRoutes(routes, '/organizations/o5/boxes/b5')!
    expect(second.map((m) => m.route.id)).toEqual(['root', 'box'])
    expect(second.at(-1)?.params).toEqual({ organizationId: 'o5', boxId: 'b5' })
    expect(second.at(-1)?.route).toBe(routes[0]?.children?.[3])
  })

  it('keeps what it learnt per route array: another array with the same paths matches its own routes', () => {
    const other: Route[] = [{ id: 'other-root', path: '/', children: [{ id: 'other-box', path: 'organizations/:organizationId/boxes/:boxId' }] }]
    expect(ids(routes, '/organizations/o1/boxes/b7')).toEqual(['root', 'box'])
    expect(ids(other, '/organizations/o1/boxes/b7')).toEqual(['other-root', 'other-box'])
    expect(ids(other, '/organizations/o1/boxes/new')).toEqual(['other-root', 'other-box'])
    expect(ids(other, '/')).toEqual(['other-root'])
    expect(ids(other, '/elsewhere')).toBeNull()
  })
})

/**
 * The server render's routes (patches/@remix-run+react+2.17.5.patch and
 * patches/react-router-dom+6.30.4.patch, ADR 0049): made once per build instead of per request,
 * so the matching above finds them in its per-array cache.
 */
describe('the patched server render routes', () => {
  const { createStaticHandler } = require(routerFile) as typeof import('@remix-run/router')
  const { createStaticRouter } = require('react-router-dom/server') as typeof import('react-router-dom/server')
  const routes = [{ id: 'root', path: '/', children: [{ id: 'box', path: 'boxes/:boxId', loader: () => null }] }]

  async function routerFor(url: string, tree = routes) {
    const context = await createStaticHandler(tree).query(new Request(`http://localhost${url}`))
    if (context instanceof Response) throw new Error('unexpected response')
    return createStaticRouter(tree, context)
  }

  it('are the installed files', () => {
    expect(readFileSync(require.resolve('@remix-run/react/dist/server.js'), 'utf8')).toContain('function serverRoutesOf(')
    expect(readFileSync(require.resolve('react-router-dom/server'), 'utf8')).toContain('function staticDataRoutesOf(')
  })

  it('gives one route array the same data routes on every request, each with its own matches', async () => {
    const first = await routerFor('/boxes/b1')
    const second = await routerFor('/boxes/b2')
    expect(second.routes).toBe(first.routes)
    expect(first.state.matches.at(-1)?.params).toEqual({ boxId: 'b1' })
    expect(second.state.matches.at(-1)?.params).toEqual({ boxId: 'b2' })
    expect(second.state.matches.at(-1)?.route).toBe(second.routes[0]?.children?.[0])
  })

  it('gives another route array its own data routes', async () => {
    const other = [{ id: 'other', path: '/', children: [{ id: 'other-box', path: 'boxes/:boxId', loader: () => null }] }]
    const mine = await routerFor('/boxes/b1')
    const theirs = await routerFor('/boxes/b1', other)
    expect(theirs.routes).not.toBe(mine.routes)
    expect(theirs.state.matches.map((m) => m.route.id)).toEqual(['other', 'other-box'])
  })
})
