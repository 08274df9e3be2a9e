/**
 * The venue's tables (contract/tables.ts, SPEC.md section 7): list, one table, create, update,
 * remove, and the batch that maps tables to POS tables in one transaction. Every call needs
 * VIEW_TABLES on a paymentsEnabled organization, the batch MANAGE_TABLES too
 * (http/tables-access.ts); the rules and their SQL are in domain/tables.ts.
 */
import { Hono } from 'hono'
import {
  TABLES_PATH,
  tableCreateSchema,
  tablesBatchSchema,
  tablesQuerySchema,
  tableUpdateSchema,
} from '../../contract/tables.js'
import { invalid } from '../domain/errors.js'
import { createTable, deleteTable, listTables, mapTables, tableOf, updateTable } from '../domain/tables.js'
import type { PlatformDeps, PlatformEnv } from './context.js'
import { readJson, readQuery } from './read.js'
import { tablesOrganization } from './tables-access.js'

/**
 * The spec's client repeats the organization (POST) and the table's id (a batch's PUT) in the
 * body: allowed, but they must be the ones the request is about.
 */
function sameAs(field: string, given: string | undefined, expected: string) {
  if (given !== undefined && given.toLowerCase() !== expected.toLowerCase()) {
    throw invalid(`${field} is not the one of the request`, { [field]: [`Must be ${expected}`] })
  }
}

export function tableRoutes(deps: PlatformDeps) {
  const { db } = deps
  const app = new Hono<PlatformEnv>()

  app.get(TABLES_PATH, async (c) => {
    const org = await tablesOrganization(deps, c)
    return c.json(await listTables(db, org, readQuery(c, tablesQuerySchema)))
  })

  app.get(`${TABLES_PATH}/:tableId`, async (c) => {
    const org = await tablesOrganization(deps, c)
    return c.json(await tableOf(db, org, c.req.param('tableId')))
  })

  app.post(TABLES_PATH, async (c) => {
    const org = await tablesOrganization(deps, c)
    const { organizationId, ...input } = await readJson(c, tableCreateSchema)
    sameAs('organizationId', organizationId, org.id)
    return c.json(await createTable(db, org, input), 201)
  })

  app.put(`${TABLES_PATH}/:tableId`, async (c) => {
    const org = await tablesOrganization(deps, c)
    const tableId = c.req.param('tableId')
    const { organizationId, id, ...input } = await readJson(c, tableUpdateSchema)
    sameAs('organizationId', organizationId, org.id)
    sameAs('id', id, tableId)
    return c.json(await updateTable(db, org, tableId, input))
  })

  app.delete(`${TABLES_PATH}/:tableId`, async (c) => {
    const org = await tablesOrganization(deps, c)
    await deleteTable(db, org, c.req.param('tableId'))
    return c.body(null, 204)
  })

  app.post(`${TABLES_PATH}/batch`, async (c) => {
    const org = await tablesOrganization(deps, c, 'MANAGE_TABLES')
    const { tables } = await readJson(c, tablesBatchSchema)
    return c.json({ tables: await mapTables(db, org, tables) })
  })

  return app
}
