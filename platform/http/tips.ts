/**
 * Tips calls: boxes, members, payment page card, tokens, tip links, activities, statistics
 * and business verification (SPEC.md section 7). Every call checks VIEW_BOXES, and writes
 * MANAGE_BOXES, on the organization concerned.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { ErrorCode } from '../../contract/errors.js'
import {
  activitiesQuerySchema,
  activityUpdateSchema,
  boxCreateSchema,
  kybStartRequestSchema,
  memberCreateSchema,
  memberUpdateSchema,
  optionalRangeQuerySchema,
  rangeQuerySchema,
  statisticsQuerySchema,
  tipLinkRequestSchema,
  type Activity,
} from '../../contract/tips.js'
import { activities, boxes, boxMembers, organizations } from '../db/schema.js'
import {
  availableTokens,
  boxView,
  createBox,
  findBox,
  findMember,
  isTokenTaken,
  listBoxes,
  memberById,
  memberExists,
  profileForPhone,
  tokenTaken,
  type Links,
} from '../domain/boxes.js'
import { organizationsWith, permissionsOn } from '../domain/organizations.js'
import { normalizeMsisdn } from '../domain/phone.js'
import { parseRange, resolveScope, UUID, type Range } from '../domain/scope.js'
import {
  boxStatistics,
  chartStatistics,
  likesStatistics,
  memberStatistics,
  organizationStatistics,
  ratingStatistics,
} from '../domain/statistics.js'
import { requireProfile } from './auth.js'
import type { PlatformDeps, PlatformEnv } from './context.js'
import type { Database } from '../db/client.js'
import { ApiError, forbidden, notFound, parseWith, readJson, readJsonValue, readQuery } from './errors.js'
import type { Permission } from '../../contract/organizations.js'

export interface TipsDeps extends PlatformDeps {
  links: Links
  kyb: { startUrl(organizationId: string, returnUrl: string): string }
}

export function tipsRoutes(deps: TipsDeps) {
  const { db, links } = deps
  const app = new Hono<PlatformEnv>()
  const auth = requireProfile(deps)
  app.use('/business/organizations/:organizationId/*', auth)
  app.use('/business/statistics/*', auth)
  app.use('/business/activities', auth)
  app.use('/business/activities/*', auth)
  app.use('/business/tip-links', auth)

  /**
   * The organization's permissions after checking the caller holds `needed` there. Writes
   * (MANAGE_BOXES) also need VIEW_BOXES: nobody changes boxes they cannot see.
   */
  const requireOn = async (profileId: string, organizationId: string, needed: Permission) => {
    if (!UUID.test(organizationId)) throw notFound('Organization')
    const permissions = await permissionsOn(db, profileId, organizationId)
    if (!permissions || !permissions.includes(needed) || !permissions.includes('VIEW_BOXES')) throw forbidden()
    return permissions
  }
  const boxIn = async (organizationId: string, boxId: string) => {
    if (!UUID.test(boxId)) throw notFound('Box')
    const box = await findBox(db, boxId)
    if (!box || box.organizationId !== organizationId) throw notFound('Box')
    return box
  }
  const currencyOf = async (organizationId: string) =>
    (await db.select({ c: organizations.currency }).from(organizations).where(eq(organizations.id, organizationId)))[0]?.c ?? 'EUR'
  const optionalRange = (c: Context): Range | undefined => {
    const q = readQuery(c, optionalRangeQuerySchema)
    return q.start_ts || q.finish_ts ? parseRange(q.start_ts, q.finish_ts) : undefined
  }

  /**
   * Runs a write in a transaction that holds a lock on the token, so two requests with one
   * token cannot both pass the "is it taken" check (tokens are unique across boxes and
   * members, which no single index can say). A unique violation that still happens (the
   * same phone twice in a box) answers 409, not 500.
   */
  const withTokenLock = async <T>(token: string | null | undefined, write: (tx: Database) => Promise<T>): Promise<T> => {
    try {
      return await db.transaction(async (tx) => {
        if (token) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`token:${token}`}))`)
        return write(tx as unknown as Database)
      })
    } catch (error) {
      const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code
      const constraint = String((error as { constraint?: string; cause?: { constraint?: string } }).constraint ?? (error as { cause?: { constraint?: string } }).cause?.constraint ?? '')
      if (code === '23505') throw constraint.includes('profile') ? memberExists() : tokenTaken()
      throw error
    }
  }

  // --- boxes -------------------------------------------------------------------------------
  app.get('/business/organizations/:organizationId/boxes', async (c) => {
    const organizationId = c.req.param('organizationId')
    await requireOn(c.get('profile').id, organizationId, 'VIEW_BOXES')
    return c.json(await listBoxes(db, organizationId, links, optionalRange(c)))
  })

  app.post('/business/organizations/:organizationId/boxes', async (c) => {
    const organizationId = c.req.param('organizationId')
    await requireOn(c.get('profile').id, organizationId, 'MANAGE_BOXES')
    const input = await readJson(c, boxCreateSchema)
    const row = await withTokenLock(input.token, (tx) => createBox(tx, organizationId, input))
    return c.json(boxView(row, await currencyOf(organizationId), [], { totalAmount: 0, count: 0, avgRating: null }, links), 201)
  })

  app.get('/business/organizations/:organizationId/boxes/:boxId', async (c) => {
    const organizationId = c.req.param('organizationId')
    await requireOn(c.get('profile').id, organizationId, 'VIEW_BOXES')
    const box = await boxIn(organizationId, c.req.param('boxId'))
    const [view] = await listBoxes(db, organizationId, links, optionalRange(c), box.id)
    return c.json(view)
  })

  app.get('/business/organizations/:organizationId/available-tokens', async (c) => {
    await requireOn(c.get('profile').id, c.req.param('organizationId'), 'VIEW_BOXES')
    return c.json({ tokens: await availableTokens(db) })
  })

  app.get('/business/organizations/:organizationId/boxes/:boxId/page', async (c) => {
    const organizationId = c.req.param('organizationId')
    await requireOn(c.get('profile').id, organizationId, 'VIEW_BOXES')
    const box = await boxIn(organizationId, c.req.param('boxId'))
    const [org] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId))
    return c.json({
      title: box.pageTitle ?? box.name ?? org?.name ?? '',
      description: box.pageDescription,
      backgroundColor: box.pageBackgroundColor,
      logoUrl: box.pageLogoUrl,
    })
  })

  // --- members -----------------------------------------------------------------------------
  app.get('/business/organizations/:organizationId/boxes/:boxId/members', async (c) => {
    const organizationId = c.req.param('organizationId')
    await requireOn(c.get('profile').id, organizationId, 'VIEW_BOXES')
    const box = await boxIn(organizationId, c.req.param('boxId'))
    const [view] = await listBoxes(db, organizationId, links, optionalRange(c), box.id)
    return c.json(view?.members ?? [])
  })

  app.post('/business/organizations/:organizationId/boxes/:boxId/members', async (c) => {
    const organizationId = c.req.param('organizationId')
    await requireOn(c.get('profile').id, organizationId, 'MANAGE_BOXES')
    const box = await boxIn(organizationId, c.req.param('boxId'))
    const raw = await readJsonValue(c)
    const input = parseWith(memberCreateSchema, raw && typeof raw === 'object' ? { ...raw, msisdn: normalizeMsisdn(String((raw as { msisdn?: unknown }).msisdn ?? '')) } : raw)
    // SPEC.md section 6: the admin switch exists on invite only for GROUP boxes.
    if (input.role === 'ADMIN' && box.mode !== 'GROUP') {
      throw new ApiError(400, ErrorCode.VALIDATION, 'Admins can be invited to GROUP boxes only', { fields: { role: ['Not allowed'] } })
    }
    const row = await withTokenLock(input.token, async (tx) => {
      if (input.token && (await isTokenTaken(tx, input.token))) throw tokenTaken()
      const profileId = await profileForPhone(tx, input.msisdn)
      const [existing] = await tx
        .select({ id: boxMembers.id })
        .from(boxMembers)
        .where(and(eq(boxMembers.boxId, box.id), eq(boxMembers.profileId, profileId)))
      if (existing) throw memberExists()
      const [created] = await tx
        .insert(boxMembers)
        .values({ boxId: box.id, profileId, name: input.name, role: input.role, token: input.token || null, externalId: input.externalId || null })
        .returning()
      return created!
    })
    return c.json(await memberById(db, row.id, links), 201)
  })

  app.put('/business/organizations/:organizationId/boxes/:boxId/members/:memberId', async (c) => {
    const organizationId = c.req.param('organizationId')
    await requireOn(c.get('profile').id, organizationId, 'MANAGE_BOXES')
    const box = await boxIn(organizationId, c.req.param('boxId'))
    const memberId = c.req.param('memberId')
    if (!UUID.test(memberId)) throw notFound('Member')
    const member = await findMember(db, box.id, memberId)
    if (!member) throw notFound('Member')
    const input = await readJson(c, memberUpdateSchema)
    if (input.role === 'ADMIN' && member.role !== 'ADMIN' && box.mode === 'INDIVIDUAL') {
      throw new ApiError(400, ErrorCode.VALIDATION, 'INDIVIDUAL boxes have no admins', { fields: { role: ['Not allowed'] } })
    }
    await withTokenLock(input.token !== member.token ? input.token : null, async (tx) => {
      if (input.token && input.token !== member.token && (await isTokenTaken(tx, input.token, member.id))) throw tokenTaken()
      await tx
        .update(boxMembers)
        .set({ name: input.name, role: input.role, token: input.token || null, externalId: input.externalId || null })
        .where(eq(boxMembers.id, member.id))
    })
    return c.json(await memberById(db, member.id, links))
  })

  app.delete('/business/organizations/:organizationId/boxes/:boxId/members/:memberId', async (c) => {
    const organizationId = c.req.param('organizationId')
    await requireOn(c.get('profile').id, organizationId, 'MANAGE_BOXES')
    const box = await boxIn(organizationId, c.req.param('boxId'))
    const memberId = c.req.param('memberId')
    if (!UUID.test(memberId)) throw notFound('Member')
    const deleted = await db
      .delete(boxMembers)
      .where(and(eq(boxMembers.id, memberId), eq(boxMembers.boxId, box.id)))
      .returning({ id: boxMembers.id })
    if (deleted.length === 0) throw notFound('Member')
    return c.json({ removed: true })
  })

  // --- tip links ---------------------------------------------------------------------------
  app.post('/business/tip-links', async (c) => {
    // The spec's client sends this as text/plain; readJson reads JSON whatever the content type.
    const input = await readJson(c, tipLinkRequestSchema)
    const [box] = await db.select({ id: boxes.id, organizationId: boxes.organizationId }).from(boxes).where(eq(boxes.token, input.token))
    const [member] = box
      ? []
      : await db
          .select({ id: boxMembers.id, organizationId: boxes.organizationId })
          .from(boxMembers)
          .innerJoin(boxes, eq(boxes.id, boxMembers.boxId))
          .where(eq(boxMembers.token, input.token))
    const target = box ?? member
    // A token of an organization the caller may not see answers exactly like one nobody
    // uses: otherwise the answer would tell which of the million tokens exist.
    const permissions = target ? await permissionsOn(db, c.get('profile').id, target.organizationId) : null
    if (!target || !permissions?.includes('VIEW_BOXES')) throw notFound('Token')
    const currency = await currencyOf(target.organizationId)
    if (input.currency !== 'EUR' || currency !== 'EUR') {
      throw new ApiError(400, ErrorCode.VALIDATION, 'Bank transfer links are for EUR only', { fields: { currency: ['EUR only'] } })
    }
    const link = `${links.paymentPageUrl}/t/${input.token}?a=${input.tipAmount}&method=bank-transfer&fee=${input.feeMode}`
    return c.json({ link })
  })

  // --- activities --------------------------------------------------------------------------
  app.get('/business/activities', async (c) => {
    const q = readQuery(c, activitiesQuerySchema)
    const scope = await resolveScope(db, c.get('profile').id, {
      organizationId: q.organization_id,
      boxId: q.box_id,
      memberId: q.member_id,
    })
    const range = parseRange(q.start_ts, q.finish_ts)
    const rows = await selectActivities(
      sql`${scope.activities}
        and a.ts >= ${range.start.toISOString()}::timestamptz and a.ts < ${range.finish.toISOString()}::timestamptz
        ${q.orders_only === 'true' ? sql`and a.order_number is not null` : sql``}
        ${q.rating_min !== undefined ? sql`and a.rating >= ${q.rating_min}` : sql``}
        ${q.rating_max !== undefined ? sql`and a.rating <= ${q.rating_max}` : sql``}`,
      q.limit ?? 1000,
    )
    return c.json(rows)
  })

  app.get('/business/activities/:id', async (c) => {
    const id = c.req.param('id')
    if (!UUID.test(id)) throw notFound('Activity')
    const [activity] = await db.select({ organizationId: activities.organizationId }).from(activities).where(eq(activities.id, id))
    if (!activity) throw notFound('Activity')
    await requireOn(c.get('profile').id, activity.organizationId, 'VIEW_BOXES')
    const [row] = await selectActivities(sql`a.id = ${id}`, 1)
    return c.json(row)
  })

  app.put('/business/activities/:id', async (c) => {
    const id = c.req.param('id')
    if (!UUID.test(id)) throw notFound('Activity')
    const [activity] = await db.select().from(activities).where(eq(activities.id, id))
    if (!activity) throw notFound('Activity')
    await requireOn(c.get('profile').id, activity.organizationId, 'MANAGE_BOXES')
    const input = await readJson(c, activityUpdateSchema)
    const member = await findMember(db, activity.boxId, input.memberId)
    if (!member) {
      throw new ApiError(400, ErrorCode.VALIDATION, 'The recipient must be a member of the box', { fields: { memberId: ['Not in this box'] } })
    }
    if (activity.status !== 'PENDING') {
      throw new ApiError(409, ErrorCode.CONFLICT, 'Only a PENDING activity can change its recipient')
    }
    const changed = await db
      .update(activities)
      .set({ memberId: member.id, memberName: member.name, status: 'COMPLETED' })
      .where(and(eq(activities.id, id), eq(activities.status, 'PENDING')))
      .returning({ id: activities.id })
    // Someone else reassigned it between our read and this write.
    if (changed.length === 0) throw new ApiError(409, ErrorCode.CONFLICT, 'Only a PENDING activity can change its recipient')
    return c.json({ id, memberId: member.id, status: 'COMPLETED' })
  })

  // --- statistics --------------------------------------------------------------------------
  const statistic = (name: string, compute: (scope: Awaited<ReturnType<typeof resolveScope>>, range: Range) => Promise<unknown>) =>
    app.get(`/business/statistics/${name}`, async (c) => {
      const q = readQuery(c, statisticsQuerySchema)
      const scope = await resolveScope(db, c.get('profile').id, {
        organizationId: q.organization_id,
        boxId: q.box_id,
        memberId: q.member_id,
      })
      return c.json(await compute(scope, parseRange(q.start_ts, q.finish_ts)))
    })
  statistic('rating', (scope, range) => ratingStatistics(db, scope, range))
  statistic('likes', (scope, range) => likesStatistics(db, scope, range))
  statistic('chart', (scope, range) => chartStatistics(db, scope, range))
  statistic('members', (scope, range) => memberStatistics(db, scope, range))
  statistic('boxes', (scope, range) => boxStatistics(db, scope, range))

  app.get('/business/statistics/organizations', async (c) => {
    const q = readQuery(c, rangeQuerySchema)
    const range = parseRange(q.start_ts, q.finish_ts)
    return c.json(await organizationStatistics(db, await organizationsWith(db, c.get('profile').id, 'VIEW_BOXES'), range))
  })

  // --- business verification (KYB) ---------------------------------------------------------
  app.get('/business/organizations/:organizationId/kyb', async (c) => {
    const organizationId = c.req.param('organizationId')
    await requireOn(c.get('profile').id, organizationId, 'VIEW_BOXES')
    const [org] = await db.select({ status: organizations.kybStatus }).from(organizations).where(eq(organizations.id, organizationId))
    return c.json({ status: org?.status ?? 'NOT_STARTED' })
  })

  app.post('/business/organizations/:organizationId/kyb', async (c) => {
    const organizationId = c.req.param('organizationId')
    await requireOn(c.get('profile').id, organizationId, 'VIEW_BOXES')
    const input = await readJson(c, kybStartRequestSchema)
    const [org] = await db.select({ status: organizations.kybStatus }).from(organizations).where(eq(organizations.id, organizationId))
    if (org?.status === 'VERIFIED' || org?.status === 'DISABLED') {
      throw new ApiError(409, ErrorCode.CONFLICT, `Verification is ${org.status}`)
    }
    await db.update(organizations).set({ kybStatus: 'PENDING' }).where(eq(organizations.id, organizationId))
    return c.json({ status: 'PENDING', url: deps.kyb.startUrl(organizationId, input.returnUrl) })
  })

  async function selectActivities(where: SQL, limit: number): Promise<Activity[]> {
    const result = (await db.execute(sql`
      select a.id, a.ts, a.rating, a.review, a.likes, a.amount, a.bill_amount, a.box_id, b.name as box_name,
             coalesce(m.name, a.member_name) as member_name, a.member_id, a.placement_title, a.status, o.currency
      from activities a
      join boxes b on b.id = a.box_id
      join organizations o on o.id = a.organization_id
      left join box_members m on m.id = a.member_id
      where ${where}
      order by a.ts desc
      limit ${limit}`)) as unknown as { rows: Record<string, unknown>[] }
    return result.rows.map(activityView)
  }

  return app
}

function activityView(r: Record<string, unknown>): Activity {
  const likes = Array.isArray(r.likes) ? r.likes : String(r.likes ?? '{}').replace(/[{}]/g, '').split(',').filter(Boolean)
  return {
    id: String(r.id),
    ts: new Date(r.ts as string).toISOString(),
    rating: r.rating === null ? null : Number(r.rating),
    review: (r.review as string | null) ?? null,
    likes: likes as Activity['likes'],
    amount: Number(r.amount),
    billAmount: r.bill_amount === null ? null : Number(r.bill_amount),
    boxId: String(r.box_id),
    boxName: (r.box_name as string | null) ?? null,
    memberName: (r.member_name as string | null) ?? null,
    memberId: (r.member_id as string | null) ?? null,
    placementTitle: (r.placement_title as string | null) ?? null,
    status: r.status as Activity['status'],
    currency: String(r.currency),
  }
}

