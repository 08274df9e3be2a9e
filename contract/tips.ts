/**
 * /api/v1 tips calls: boxes, members, activities, statistics, tip links, verification
 * (SPEC.md sections 3 and 7 "Organization, verification, boxes" and "Statistics").
 * Shapes the spec leaves open are fixed here and documented in docs/api.md.
 */
import { z } from 'zod'
import { int, isoDateTime, queryInt, text, uuid } from './primitives.js'
import { msisdnSchema } from './session.js'

export const BOX_MODES = ['PERSONAL', 'GROUP', 'INDIVIDUAL'] as const
export const boxModeSchema = z.enum(BOX_MODES)
export type BoxMode = z.infer<typeof boxModeSchema>

export const MEMBER_ROLES = ['MEMBER', 'ADMIN'] as const
export const memberRoleSchema = z.enum(MEMBER_ROLES)
export type MemberRole = z.infer<typeof memberRoleSchema>

export const REACTION_TAGS = ['food', 'hospitality', 'interior', 'mood'] as const
export const reactionTagSchema = z.enum(REACTION_TAGS)

/** A tip box card ID, shown as GT ID: six digits. */
export const tokenSchema = z.string().regex(/^\d{6}$/, 'validation.token')

export const boxStatisticsSchema = z.object({
  totalAmount: z.number().int(),
  count: z.number().int(),
  avgRating: z.number().nullable(),
})

export const memberSchema = z.object({
  id: z.string(),
  memberId: z.string(),
  boxId: z.string(),
  name: z.string(),
  msisdn: z.string(),
  role: memberRoleSchema,
  externalId: z.string().nullable(),
  token: z.string().nullable(),
  onboarded: z.boolean(),
  page: z.object({ imageUrl: z.string().nullable() }),
  url: z.string(),
  previewUrl: z.string(),
  avgRating: z.number().nullable(),
  totalAmount: z.number().int(),
  count: z.number().int(),
})
export type Member = z.infer<typeof memberSchema>

export const boxSchema = z.object({
  id: z.string(),
  organizationId: z.string(),
  name: z.string().nullable(),
  mode: boxModeSchema,
  token: z.string().nullable(),
  url: z.string(),
  /** Pooled money not yet distributed to members (GROUP and INDIVIDUAL boxes), minor units. */
  balance: z.number().int(),
  currency: z.string(),
  members: z.array(memberSchema),
  statistics: boxStatisticsSchema,
})
export type Box = z.infer<typeof boxSchema>

export const boxCreateSchema = z.object({
  name: text(100, { trim: true }).optional().default(''),
  mode: boxModeSchema,
  token: tokenSchema.optional().nullable(),
})

export const memberCreateSchema = z.object({
  name: text(100, { trim: true, min: 1 }),
  msisdn: msisdnSchema,
  role: memberRoleSchema.default('MEMBER'),
  token: tokenSchema.optional().nullable(),
  externalId: text(100, { trim: true }).optional().nullable(),
})
export const memberUpdateSchema = z.object({
  name: text(100, { trim: true, min: 1 }),
  role: memberRoleSchema,
  token: tokenSchema.optional().nullable(),
  externalId: text(100, { trim: true }).optional().nullable(),
})

export const pageCardSchema = z.object({
  title: z.string(),
  description: z.string().nullable(),
  /** Hex colour without '#'. */
  backgroundColor: z.string(),
  logoUrl: z.string().nullable(),
})

export const availableTokensSchema = z.object({ tokens: z.array(z.string()) })

export const tipLinkRequestSchema = z.object({
  type: z.literal('BANK_TRANSFER'),
  currency: z.string().regex(/^[A-Z]{3}$/),
  feeMode: z.literal('STAFF'),
  tipAmount: int(1, 99_999_99),
  token: tokenSchema,
})
export const tipLinkResponseSchema = z.object({ link: z.string() })

export const ACTIVITY_STATUSES = ['COMPLETED', 'PENDING'] as const
export const activitySchema = z.object({
  id: z.string(),
  ts: z.string(),
  /**
   * The same moment on the venue's clock ('YYYY-MM-DDTHH:mm' in the activity's organization's
   * time zone), worked out by the database so that no screen does zone arithmetic per row.
   */
  localTime: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/),
  rating: z.number().int().min(0).max(5).nullable(),
  review: z.string().nullable(),
  likes: z.array(reactionTagSchema),
  amount: z.number().int(),
  billAmount: z.number().int().nullable(),
  boxId: z.string(),
  boxName: z.string().nullable(),
  memberName: z.string().nullable(),
  memberId: z.string().nullable(),
  placementTitle: z.string().nullable(),
  status: z.enum(ACTIVITY_STATUSES),
  currency: z.string(),
})
export type Activity = z.infer<typeof activitySchema>
export const activitiesSchema = z.array(activitySchema)
export const activityUpdateSchema = z.object({ memberId: uuid() })

export const ratingStatisticsSchema = z.object({
  avg: z.number().nullable(),
  count: z.number().int(),
  /** '0'..'5' → number of ratings. */
  countByRating: z.record(z.number().int()),
})
export const likesStatisticsSchema = z.object({ likes: z.record(z.number().int()) })
export const chartStatisticsSchema = z.object({
  /** 'YYYY-MM-DD' (business time zone) → minor units. */
  amountByDays: z.record(z.number().int()),
  totalAmount: z.number().int(),
  avgAmount: z.number().int(),
  count: z.number().int(),
})
export const memberStatisticsRowSchema = z.object({
  memberId: z.string(),
  name: z.string(),
  totalAmount: z.number().int(),
  count: z.number().int(),
  avgRating: z.number().nullable(),
})
export const boxStatisticsRowSchema = z.object({
  boxId: z.string(),
  name: z.string().nullable(),
  token: z.string().nullable(),
  mode: boxModeSchema,
  balance: z.number().int(),
  totalAmount: z.number().int(),
  count: z.number().int(),
  avgRating: z.number().nullable(),
})
export type OrganizationStatisticsRow = z.infer<typeof organizationStatisticsRowSchema>
export const organizationStatisticsRowSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  address: z.string().nullable(),
  totalAmount: z.number().int(),
  count: z.number().int(),
  avgRating: z.number().nullable(),
})

export const KYB_STATUSES = ['NOT_STARTED', 'PENDING', 'ACTION_REQUIRED', 'VERIFIED', 'DISABLED'] as const
export const kybStatusSchema = z.object({ status: z.enum(KYB_STATUSES) })
export const kybStartRequestSchema = z.object({ refreshUrl: text(2000).pipe(z.string().url()), returnUrl: text(2000).pipe(z.string().url()) })
export const kybStartResponseSchema = z.object({ status: z.enum(KYB_STATUSES), url: z.string() })

/**
 * Query strings of the tips reads. An empty value counts as absent; anything else must be
 * well formed, so a rating of 1234567 or a date in year 0 is a VALIDATION error, not a
 * database error. The platform still checks that finish_ts follows start_ts within 400 days.
 */
const optional = <T extends z.ZodTypeAny>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional())

export const scopeQuerySchema = z.object({
  organization_id: optional(uuid()),
  box_id: optional(uuid()),
  member_id: optional(uuid()),
})
export const rangeQuerySchema = z.object({ start_ts: isoDateTime(), finish_ts: isoDateTime() })
export const optionalRangeQuerySchema = z.object({ start_ts: optional(isoDateTime()), finish_ts: optional(isoDateTime()) })
export const statisticsQuerySchema = scopeQuerySchema.merge(rangeQuerySchema)
/** Activities are listed from the newest, at most this many of a period (SPEC.md section 9). */
export const ACTIVITIES_LIMIT = 1000
/** Answer header of `GET /business/activities?offset=`: how many of the period's latest 1000 match. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count'

export const activitiesQuerySchema = statisticsQuerySchema.extend({
  limit: optional(queryInt(1, ACTIVITIES_LIMIT)),
  /**
   * Skip this many (a screen's page of the latest 1000). With it, the answer says in
   * X-Total-Count how many there are to page through, so a screen reads one page, not 1000.
   */
  offset: optional(queryInt(0, ACTIVITIES_LIMIT - 1)),
  rating_min: optional(queryInt(0, 5)),
  rating_max: optional(queryInt(0, 5)),
  orders_only: optional(z.enum(['true', 'false'])),
})
