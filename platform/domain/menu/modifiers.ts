/**
 * Modifiers and their options (SPEC.md sections 3 to 5): validation, the type-change and RADIO
 * default rules (contract/modifier-rules.ts), and the price modifier a modifier's option prices
 * depend on. Options are stored inside the modifier with ids of their own.
 */
import { randomUUID } from 'node:crypto'
import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { hasApprovedText, MENU_ERRORS, type Localized, type modifierInputSchema } from '../../../contract/menu.js'
import { changeType, settleDefaults } from '../../../contract/modifier-rules.js'
import type { Database } from '../../db/client.js'
import { menuItems, menuModifiers } from '../../db/schema/index.js'
import { DomainError, invalid, notFound } from '../errors.js'
import { isUuid } from '../ids.js'
import { containsPattern } from '../search.js'
import { markChanged, withDraft, type Tx } from './draft.js'
import type { MenuOrganization } from './organization.js'
import { sameJson } from '../../../contract/same-json.js'
import { modifierView, type ModifierRow, type StoredOption } from './views.js'
import { checkRevision } from './revision.js'
import { ErrorCode } from '../../../contract/errors.js'

type ModifierInput = z.output<typeof modifierInputSchema>
type Fields = Record<string, string[]>

export async function modifierIn(db: Database | Tx, organizationId: string, id: string): Promise<ModifierRow> {
  const [row] = isUuid(id) ? await db.select().from(menuModifiers).where(eq(menuModifiers.id, id)) : []
  if (!row || row.organizationId !== organizationId) throw notFound('Modifier')
  return row
}

export async function modifiersOf(db: Database | Tx, organizationId: string): Promise<Map<string, ModifierRow>> {
  const rows = await db.select().from(menuModifiers).where(eq(menuModifiers.organizationId, organizationId))
  return new Map(rows.map((r) => [r.id, r]))
}

/** A page of the organization's modifiers by name, optionally those whose name contains `q`. */
export async function listModifiers(db: Database, org: MenuOrganization, q: string | undefined, limit: number, offset: number) {
  const where = q?.trim()
    ? and(eq(menuModifiers.organizationId, org.id), ilike(menuModifiers.name, containsPattern(q.trim())))
    : eq(menuModifiers.organizationId, org.id)
  const [rows, [total]] = await Promise.all([
    db.select().from(menuModifiers).where(where).orderBy(asc(menuModifiers.name), asc(menuModifiers.id)).limit(limit).offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(menuModifiers).where(where),
  ])
  return { items: rows.map((r) => modifierView(r, org.languages)), total: total?.n ?? 0 }
}

/** An option is enabled when it maps to the POS or has an enabled price (SPEC.md 5). */
const enabled = (o: StoredOption) => o.posMapping.length > 0 || o.prices.some((p) => p.enabled)

function validate(input: ModifierInput, options: StoredOption[], priceModifier: ModifierRow | null, org: MenuOrganization): Fields {
  const fields: Fields = {}
  const add = (key: string, message: string) => (fields[key] ??= []).push(message)
  if (!input.name) add('name', MENU_ERRORS.required)
  options.forEach((o, i) => {
    const sized = !!o.size && (!!o.size.value || !!o.size.multiplier)
    if (!hasApprovedText(o.title) && !sized) add(`options.${i}.title`, MENU_ERRORS.optionTitleRequired)
    const known = new Set((priceModifier?.options as StoredOption[] | undefined)?.map((p) => p.id) ?? [])
    const required = [...o.prices.flatMap((p) => p.requiredOptions), ...Object.keys(o.posMappingByPriceModifierOption)]
    if (required.some((id) => !known.has(id))) add(`options.${i}.prices`, MENU_ERRORS.invalidPriceModifier)
  })
  if (input.type === 'RADIO' && options.length > 0 && !options.some(enabled) && !org.posIntegrationEnabled) {
    add('options', MENU_ERRORS.enableAtLeastOneOption)
  }
  if (input.minOptions !== null && input.maxOptions !== null && input.minOptions > input.maxOptions) add('minOptions', MENU_ERRORS.minAboveMax)
  if (input.minCount !== null && input.maxCount !== null && input.minCount > input.maxCount) add('minCount', MENU_ERRORS.minAboveMax)
  return fields
}

/**
 * The modifier as it will be stored: option ids kept or given, the RADIO default settled, the
 * guest title filled with the name for the first menu language when it has none (SPEC.md 5),
 * POS integration's option prices sent empty.
 */
function normalize(input: ModifierInput, previous: ModifierRow | null, org: MenuOrganization) {
  const known = new Set(((previous?.options ?? []) as StoredOption[]).map((o) => o.id))
  let options: StoredOption[] = input.options.map((o) => ({
    id: o.id && known.has(o.id) ? o.id : randomUUID(),
    title: o.title,
    description: o.description,
    defaultCount: o.defaultCount,
    maxCount: o.maxCount,
    tags: o.tags,
    size: o.size && (o.size.value || o.size.multiplier) ? o.size : null,
    prices: org.posIntegrationEnabled ? o.prices.map((p) => ({ ...p, price: null })) : o.prices,
    hidden: o.hidden,
    posMapping: o.posMapping,
    posMappingByPriceModifierOption: o.posMappingByPriceModifierOption,
  }))
  let shape = { type: input.type, minOptions: input.minOptions, maxOptions: input.maxOptions, minCount: input.minCount, maxCount: input.maxCount, options }
  if (previous && previous.type !== input.type) {
    // The rule again on what the editor sent (it applies it too; applying it twice is harmless).
    shape = changeType({ ...shape, type: previous.type as ModifierInput['type'] }, input.type)
  }
  options = settleDefaults(shape.type, shape.options)
  const language = org.languages[0] ?? 'en'
  const title: Localized = hasApprovedText(input.title) ? input.title : { ...input.title, [language]: input.name }
  return {
    name: input.name,
    title,
    description: input.description,
    type: shape.type,
    priceModifierId: input.priceModifierId,
    minOptions: shape.minOptions,
    maxOptions: shape.maxOptions,
    minCount: shape.minCount,
    maxCount: shape.maxCount,
    options,
  }
}

async function priceModifierFor(tx: Tx, org: MenuOrganization, input: ModifierInput, selfId: string | null): Promise<ModifierRow | null> {
  if (!input.priceModifierId) return null
  const [row] = await tx.select().from(menuModifiers).where(eq(menuModifiers.id, input.priceModifierId))
  if (!row || row.organizationId !== org.id || row.id === selfId || !['PRICE', 'RADIO'].includes(row.type)) {
    throw invalid('Invalid price modifier', { priceModifierId: [MENU_ERRORS.invalidPriceModifier] })
  }
  return row
}

async function prepare(tx: Tx, org: MenuOrganization, input: ModifierInput, previous: ModifierRow | null) {
  const priceModifier = await priceModifierFor(tx, org, input, previous?.id ?? null)
  const values = normalize(input, previous, org)
  const fields = validate(input, values.options, priceModifier, org)
  if (Object.keys(fields).length > 0) throw invalid('Invalid modifier', fields)
  return values
}

export function createModifier(db: Database, org: MenuOrganization, input: ModifierInput) {
  return withDraft(db, org.id, async (tx) => {
    const values = await prepare(tx, org, input, null)
    const [row] = await tx.insert(menuModifiers).values({ organizationId: org.id, ...values }).returning()
    await markChanged(tx, org.id)
    return modifierView(row!, org.languages)
  })
}

export function updateModifier(db: Database, org: MenuOrganization, id: string, input: ModifierInput) {
  return withDraft(db, org.id, async (tx) => {
    const previous = await modifierIn(tx, org.id, id)
    checkRevision(previous.revision, input.revision)
    const values = await prepare(tx, org, input, previous)
    if (sameJson(values, pick(previous))) return modifierView(previous, org.languages)
    const [row] = await tx
      .update(menuModifiers)
      .set({ ...values, revision: previous.revision + 1 })
      .where(eq(menuModifiers.id, id))
      .returning()
    await markChanged(tx, org.id)
    return modifierView(row!, org.languages)
  })
}

const pick = (row: ModifierRow) => ({
  name: row.name,
  title: row.title,
  description: row.description,
  type: row.type,
  priceModifierId: row.priceModifierId,
  minOptions: row.minOptions,
  maxOptions: row.maxOptions,
  minCount: row.minCount,
  maxCount: row.maxCount,
  options: row.options,
})

/**
 * Deletes a modifier and takes it off every item. Refused while another modifier names it as
 * its price modifier (their option prices would lose their meaning).
 */
export function deleteModifier(db: Database, org: MenuOrganization, id: string) {
  return withDraft(db, org.id, async (tx) => {
    const row = await modifierIn(tx, org.id, id)
    const dependants = await tx
      .select({ id: menuModifiers.id, name: menuModifiers.name })
      .from(menuModifiers)
      .where(and(eq(menuModifiers.organizationId, org.id), eq(menuModifiers.priceModifierId, row.id)))
    if (dependants.length > 0) {
      throw new DomainError(ErrorCode.PRICE_MODIFIER_IN_USE, 'Remove dependant modifiers first', { modifiers: dependants })
    }
    const users = await tx
      .select({ id: menuItems.id, modifiers: menuItems.modifiers, revision: menuItems.revision })
      .from(menuItems)
      .where(and(eq(menuItems.organizationId, org.id), sql`${menuItems.modifiers} @> ${JSON.stringify([{ id }])}::jsonb`))
    for (const user of users) {
      const kept = (user.modifiers as { id: string }[]).filter((m) => m.id !== id)
      await tx.update(menuItems).set({ modifiers: kept, revision: user.revision + 1 }).where(eq(menuItems.id, user.id))
    }
    await tx.delete(menuModifiers).where(eq(menuModifiers.id, id))
    await markChanged(tx, org.id)
  })
}

/** The modifiers with these ids that belong to the organization. */
export async function modifiersById(tx: Database | Tx, organizationId: string, ids: string[]): Promise<Map<string, ModifierRow>> {
  if (ids.length === 0) return new Map()
  const rows = await tx
    .select()
    .from(menuModifiers)
    .where(and(eq(menuModifiers.organizationId, organizationId), inArray(menuModifiers.id, ids)))
  return new Map(rows.map((r) => [r.id, r]))
}
