/**
 * The subscription calls (contract/billing.ts): the subscription, its card, the card set-up,
 * the company billing details and the subscription invoices with their PDFs. Every call needs
 * MANAGE_BILLING on the organization named by `organizationId` (or X-Organization-Id): 403
 * otherwise, an unknown or malformed id too. The card provider is the configured one
 * (platform/providers/cards); while it is the embedded demo, its own endpoints are mounted too
 * (subscription-demo-cards.ts).
 */
import type { Context } from 'hono'
import { Hono } from 'hono'
import {
  cardAttachSchema,
  cardSetupRequestSchema,
  SUBSCRIPTION_BILLING_PATH,
  SUBSCRIPTION_CARD_PATH,
  SUBSCRIPTION_CARD_SETUP_PATH,
  SUBSCRIPTION_INVOICES_PATH,
  SUBSCRIPTION_PATH,
  subscriptionInvoicesQuerySchema,
} from '../../contract/billing.js'
import { attachCard, currentCard, removeCard, startCardSetup } from '../domain/billing/cards.js'
import { listSubscriptionInvoices, renderSubscriptionInvoice, subscriptionInvoice } from '../domain/billing/invoices.js'
import { requireSubscription, toSubscription, updateBilling } from '../domain/billing/subscription.js'
import { notFound } from '../domain/errors.js'
import { receiptLanguage } from '../domain/receipt-text.js'
import { createCardProvider } from '../providers/cards/index.js'
import { DemoCardProvider } from '../providers/cards/demo.js'
import type { PlatformDeps, PlatformEnv } from './context.js'
import { namedOrganization } from './named-organization.js'
import { pdfResponse } from './pdf.js'
import { readJson, readJsonValue, readQuery } from './read.js'
import { demoCardRoutes } from './subscription-demo-cards.js'

/** The named organization when the caller holds MANAGE_BILLING there, else 403. */
export const billingOrganization = (deps: PlatformDeps, c: Context<PlatformEnv>) =>
  namedOrganization(deps, c, (held) => held.includes('MANAGE_BILLING'))

/** `invoice-{number}.pdf` → the number, or null for any other file name. */
function invoiceNumberOf(file: string): string | null {
  const match = /^invoice-(.+)\.pdf$/.exec(file)
  return match?.[1] ?? null
}

export function subscriptionRoutes(deps: PlatformDeps) {
  const app = new Hono<PlatformEnv>()
  const cards = createCardProvider(deps.db, deps.config.cards)

  app.get(SUBSCRIPTION_PATH, async (c) => {
    const { id } = await billingOrganization(deps, c)
    return c.json(toSubscription(await requireSubscription(deps.db, id)))
  })

  app.get(SUBSCRIPTION_CARD_PATH, async (c) => {
    const { id } = await billingOrganization(deps, c)
    return c.json({ card: await currentCard(deps.db, id) })
  })

  app.post(SUBSCRIPTION_CARD_SETUP_PATH, async (c) => {
    const { id } = await billingOrganization(deps, c)
    const { returnUrl } = await readJson(c, cardSetupRequestSchema)
    return c.json(await startCardSetup(deps.db, cards, id, returnUrl))
  })

  app.put(SUBSCRIPTION_CARD_PATH, async (c) => {
    const { id } = await billingOrganization(deps, c)
    const attach = await readJson(c, cardAttachSchema)
    return c.json(await attachCard(deps.db, cards, id, attach))
  })

  app.delete(SUBSCRIPTION_CARD_PATH, async (c) => {
    const { id } = await billingOrganization(deps, c)
    await removeCard(deps.db, cards, id)
    return c.body(null, 204)
  })

  app.put(SUBSCRIPTION_BILLING_PATH, async (c) => {
    const { id } = await billingOrganization(deps, c)
    return c.json(await updateBilling(deps.db, id, await readJsonValue(c)))
  })

  app.get(SUBSCRIPTION_INVOICES_PATH, async (c) => {
    const { id } = await billingOrganization(deps, c)
    return c.json(await listSubscriptionInvoices(deps.db, id, readQuery(c, subscriptionInvoicesQuerySchema)))
  })

  app.get(`${SUBSCRIPTION_INVOICES_PATH}/:invoiceId/:file`, async (c) => {
    const { id, row } = await billingOrganization(deps, c)
    const number = invoiceNumberOf(c.req.param('file'))
    if (!number) throw notFound('Invoice')
    const found = await subscriptionInvoice(deps.db, id, c.req.param('invoiceId'), number)
    const pdf = await renderSubscriptionInvoice(found, row.timeZone, receiptLanguage(c.req.query('lang'), c.req.header('accept-language')))
    return pdfResponse(pdf, `invoice-${found.invoice.number.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`)
  })

  if (cards instanceof DemoCardProvider) app.route('/', demoCardRoutes(deps, cards))
  return app
}
