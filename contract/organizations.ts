/** /api/v1 organization calls and the permission names of SPEC.md section 6. */
import { z } from 'zod'
import { isoDateTime, text } from './primitives.js'

export const PERMISSIONS = [
  'VIEW_BOXES',
  'MANAGE_BOXES',
  'MANAGE_TEXT_SECTIONS',
  'VIEW_MENU',
  'VIEW_STOP_LIST',
  'VIEW_TABLES',
  'MANAGE_TABLES',
  'VIEW_ORDERS',
  'VIEW_PAYMENTS',
  'MANAGE_INVOICES',
  'VIEW_ORGANIZATION_INVOICES',
  'VIEW_PAYOUTS',
  'MANAGE_BILLING',
  'CUSTOMIZE_MENU',
] as const
export const permissionSchema = z.enum(PERMISSIONS)
export type Permission = z.infer<typeof permissionSchema>

export const CURRENCIES = ['EUR', 'PLN'] as const

const localizedSchema = z.record(z.string())
export const textSectionSchema = z.object({
  title: localizedSchema.default({}),
  text: localizedSchema.default({}),
  detailAction: localizedSchema.default({}),
  detail: z.object({ content: localizedSchema.default({}), css: z.string().default('') }).nullable().default(null),
})
export type TextSection = z.infer<typeof textSectionSchema>

export const menuLanguageSchema = z.object({
  code: z.string(),
  title: z.string(),
  iconUrl: z.string().nullable(),
})

export const organizationSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  currency: z.string(),
  address: z.string().nullable(),
  /** IANA time zone; the tips screens' days and ranges are its calendar days. */
  timeZone: z.string(),
  permissions: z.array(permissionSchema),
  menuEnabled: z.boolean(),
  paymentsEnabled: z.boolean(),
  posIntegrationEnabled: z.boolean(),
  posMenuMapped: z.boolean(),
  posTablesMapped: z.boolean(),
  menuLanguages: z.array(menuLanguageSchema),
  supportedLanguages: z.array(z.string()),
  publishedMenuUrl: z.string().nullable(),
  /**
   * Not in the spec's entity: the menu draft differs from what guests see (the drawer's
   * 'Unpublished' badge), carried here so the shell need not read the menu on every page.
   */
  menuUnpublished: z.boolean(),
  draftMenuUrl: z.string().nullable(),
  /** The tip boxes, unnamed first then by name (the drawer's Tips sub-entries). */
  boxes: z.array(z.object({ id: z.string(), name: z.string().nullable() })),
  dotyposConnectLink: z.string().nullable(),
  allowCustomization: z.boolean(),
  allowOrder: z.boolean(),
  allowOrderDisabled: z.boolean(),
  allowOrderDisabledUntil: z.string().nullable(),
  allowBillPayment: z.boolean(),
  allowBillPaymentDisabled: z.boolean(),
  allowBillPaymentDisabledUntil: z.string().nullable(),
  headerTextSections: z.array(textSectionSchema),
  footerTextSections: z.array(textSectionSchema),
})
export type Organization = z.infer<typeof organizationSchema>
export const organizationsSchema = z.array(organizationSchema)

/** A text section as a client writes it: every string acceptable text of bounded length. */
const localizedInputSchema = z.record(z.string().max(10), text(10_000))
const textSectionInputSchema = z.object({
  title: localizedInputSchema.default({}),
  text: localizedInputSchema.default({}),
  detailAction: localizedInputSchema.default({}),
  detail: z
    .object({ content: localizedInputSchema.default({}), css: text(10_000).default('') })
    .nullable()
    .default(null),
})

/**
 * PUT /business/organizations/{id} takes the whole organization object; only these fields
 * are writable, everything else is ignored (SPEC.md section 7).
 */
export const organizationUpdateSchema = z
  .object({
    allowOrderDisabled: z.boolean(),
    allowOrderDisabledUntil: isoDateTime().nullable(),
    allowBillPaymentDisabled: z.boolean(),
    allowBillPaymentDisabledUntil: isoDateTime().nullable(),
    headerTextSections: z.array(textSectionInputSchema).max(50),
    footerTextSections: z.array(textSectionInputSchema).max(50),
  })
  .partial()
  .passthrough()
