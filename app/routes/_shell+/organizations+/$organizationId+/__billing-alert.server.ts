/**
 * The Organization screen's billing alert (SPEC.md 2, 4 "Billing alert"): with MANAGE_BILLING,
 * when the company billing name or the card's last4 is missing (`needsBillingAlert`). Only those
 * users' pages read the subscription and the card; a read that fails is logged and shows no
 * alert (SPEC.md 8: billing load errors are only logged), and an organization without a
 * subscription (404) has none either.
 */
import { needsBillingAlert } from '#contract/billing'
import type { Organization } from '#contract/organizations'
import { getCard, getSubscription } from '~/models/billing.server'
import type { Api } from '~/services/api.server'
import { isAbsent, isLoggedFailure, logBillingFailure } from './billing+/__billing.server'

export interface BillingAlert {
  noName: boolean
  noCard: boolean
}

export async function billingAlertOf(api: Api, organization: Pick<Organization, 'id' | 'permissions'>): Promise<BillingAlert | null> {
  if (!organization.permissions.includes('MANAGE_BILLING')) return null
  try {
    const [subscription, card] = await Promise.all([getSubscription(api, organization.id), getCard(api, organization.id)])
    if (!needsBillingAlert(subscription, card)) return null
    return { noName: !subscription.billing.name, noCard: !card?.last4 }
  } catch (error) {
    if (!isLoggedFailure(error)) throw error
    // No subscription (a group above its venues) has nothing to alert about.
    if (!isAbsent(error)) logBillingFailure('reading the billing alert', organization.id, error)
    return null
  }
}
