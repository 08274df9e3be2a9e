/** /api/v1 organization calls and the permission names of SPEC.md section 6. */
import { z } from 'zod'
import { billingAlertSchema } from './billing.js'
import { int, isoDateTime, textProblem } from './primitives.js'
import { KYB_STATUSES } from './tips.js'

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
  /**
   * Not in the spec's entity: with VIEW_BOXES, the business verification state (what GET
   * .../kyb answers), null without it; carried here so the dashboard need not ask for it.
   */
  kybStatus: z.enum(KYB_STATUSES).nullable(),
  /**
   * Not in the spec's entity: with MANAGE_BILLING, what the Organization screen's billing alert
   * says is missing (SPEC.md section 4); null without the permission, without a subscription,
   * or when nothing is missing. The dashboard reads it here instead of the subscription and card.
   */
  billingAlert: billingAlertSchema.nullable(),
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
  /**
   * Not in the spec's entity: goes up by one on every write of either text section list. A
   * write of the lists names the revision it was read at, so a stale one answers 409 STALE
   * instead of dropping a section someone else saved meanwhile (ADR 0043).
   */
  textSectionsRevision: z.number().int(),
})
export type Organization = z.infer<typeof organizationSchema>
export const organizationsSchema = z.array(organizationSchema)

/**
 * Bounds of a text section as written (SPEC.md 5 and 9: the text at most 180 characters; the
 * others are ours: a title is a line, a detail action a button's label, the detail content a
 * short page). Each bound holds in every language; counted in UTF-16 units as the browser's
 * maxLength counts.
 */
export const TEXT_SECTION_LIMITS = {
  text: 180,
  title: 100,
  detailAction: 40,
  detailContent: 5_000,
  css: 10_000,
  /** Sections in each list (header, footer). */
  sections: 50,
  /** Languages in each localized field. */
  languages: 40,
  revisionMax: 2_000_000_000,
} as const

/** Message keys of the refusals of text sections (translated in locales/, `textSections.errors`). */
export const TEXT_SECTION_ERRORS = {
  textRequired: 'textSections.errors.textRequired',
  tooLong: 'textSections.errors.tooLong',
  invalidLanguage: 'textSections.errors.invalidLanguage',
  revisionRequired: 'textSections.errors.revisionRequired',
  stale: 'textSections.errors.stale',
} as const

/** `params.reason` of the 409 CONFLICT answered to a write of text sections read at an older revision. */
export const TEXT_SECTION_CONFLICTS = { stale: 'STALE' } as const

/** A language of a localized field: a lower-case ISO 639-1 code, as the menu languages are. */
export const TEXT_SECTION_LANGUAGE = /^[a-z]{2}$/

/** Acceptable text (contract/primitives.ts) of at most `max` characters, refused with our key. */
function sectionText(max: number) {
  return z
    .string()
    .max(max, TEXT_SECTION_ERRORS.tooLong)
    .superRefine((value, ctx) => {
      const problem = textProblem(value)
      if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem })
    })
}

/**
 * A localized field as a client writes it: each language's text at most `max` characters. A
 * language left blank (empty or only spaces) means no text in that language and is dropped,
 * so a blank never hides another language's text on the payment page.
 */
function localizedInput(max: number) {
  return z
    .record(z.string().regex(TEXT_SECTION_LANGUAGE, TEXT_SECTION_ERRORS.invalidLanguage), sectionText(max))
    .refine((value) => Object.keys(value).length <= TEXT_SECTION_LIMITS.languages, TEXT_SECTION_ERRORS.invalidLanguage)
    .transform((value) => Object.fromEntries(Object.entries(value).filter(([, v]) => v.trim() !== '')))
}

/** True when some language has text: SPEC.md 5 "text required" (in at least one language). */
export function hasSectionText(value: Record<string, string> | null | undefined): boolean {
  return Object.values(value ?? {}).some((v) => v.trim() !== '')
}

/** A text section as a client writes it: every string acceptable text of bounded length, and some text. */
export const textSectionInputSchema = z
  .object({
    title: localizedInput(TEXT_SECTION_LIMITS.title).default({}),
    text: localizedInput(TEXT_SECTION_LIMITS.text).default({}),
    detailAction: localizedInput(TEXT_SECTION_LIMITS.detailAction).default({}),
    detail: z
      .object({ content: localizedInput(TEXT_SECTION_LIMITS.detailContent).default({}), css: sectionText(TEXT_SECTION_LIMITS.css).default('') })
      .nullable()
      .default(null),
  })
  .superRefine((section, ctx) => {
    if (!hasSectionText(section.text)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['text'], message: TEXT_SECTION_ERRORS.textRequired })
  })
export type TextSectionInput = z.input<typeof textSectionInputSchema>

const textSectionListSchema = z.array(textSectionInputSchema).max(TEXT_SECTION_LIMITS.sections, TEXT_SECTION_ERRORS.tooLong)

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
    headerTextSections: textSectionListSchema,
    footerTextSections: textSectionListSchema,
    /**
     * The revision the text sections were read at (the answer's textSectionsRevision); needed
     * whenever headerTextSections or footerTextSections change (ADR 0043).
     */
    textSectionsRevision: int(0, TEXT_SECTION_LIMITS.revisionMax),
  })
  .partial()
  .passthrough()
