/**
 * Issue 12, the add-card dialog's Stripe path with JavaScript (app/browser/stripe-setup.ts): with
 * no network, a stand-in for Stripe.js records what the island asks of it and answers as Stripe
 * documents confirmSetup's results, so the steps are checked: the Payment Element mounted with
 * the client secret, the set-up confirmed with `redirect: 'if_required'`, the payment method id
 * handed on only for a succeeded set-up, and Stripe's own words shown only for card problems.
 */
import { describe, expect, it, vi } from 'vitest'
import { confirmCard, mountPaymentElement, type ElementsLike, type SetupIntentResultLike, type StripeLike } from '../../app/browser/stripe-setup'

/** A Stripe stand-in whose confirmSetup answers `result` (or throws it when it is an Error). */
function fakeStripe(result: SetupIntentResultLike | Error) {
  const calls: { elements: unknown[]; create: unknown[]; mounted: unknown[]; confirm: unknown[] } = { elements: [], create: [], mounted: [], confirm: [] }
  const element = { mount: (node: unknown) => void calls.mounted.push(node), destroy: vi.fn(), on: vi.fn() }
  const elements: ElementsLike = { create: (type, options) => (calls.create.push([type, options]), element) }
  const stripe: StripeLike = {
    elements: (options) => (calls.elements.push(options), elements),
    confirmSetup: async (options) => {
      calls.confirm.push(options)
      if (result instanceof Error) throw result
      return result
    },
  }
  return { stripe, elements, element, calls }
}

const RETURN = 'http://127.0.0.1:3000/organizations/o1/billing/card-return'

describe('mountPaymentElement', () => {
  it('mounts the Payment Element for the client secret in the user’s language', () => {
    const { stripe, element, calls } = fakeStripe({})
    const node = { id: 'card-node' } as unknown as HTMLElement
    const mounted = mountPaymentElement(stripe, 'seti_1_secret_2', node, 'lt')
    expect(calls.elements).toEqual([{ clientSecret: 'seti_1_secret_2', locale: 'lt' }])
    expect(calls.create).toEqual([['payment', { layout: 'tabs' }]])
    expect(calls.mounted).toEqual([node])
    expect(mounted.element).toBe(element)
  })

  it('lets Stripe choose for a language it is not given', () => {
    const { stripe, calls } = fakeStripe({})
    mountPaymentElement(stripe, 'seti_secret', {} as HTMLElement, 'xx')
    expect(calls.elements).toEqual([{ clientSecret: 'seti_secret', locale: 'auto' }])
  })
})

describe('confirmCard', () => {
  it('confirms without leaving the page and hands on the payment method of a succeeded set-up', async () => {
    const { stripe, elements, calls } = fakeStripe({ setupIntent: { status: 'succeeded', payment_method: 'pm_card_visa' } })
    await expect(confirmCard(stripe, elements, RETURN)).resolves.toEqual({ ok: true, paymentMethodId: 'pm_card_visa' })
    expect(calls.confirm).toEqual([{ elements, redirect: 'if_required', confirmParams: { return_url: RETURN } }])
  })

  it('reads an expanded payment method too', async () => {
    const { stripe, elements } = fakeStripe({ setupIntent: { status: 'succeeded', payment_method: { id: 'pm_expanded' } } })
    await expect(confirmCard(stripe, elements, RETURN)).resolves.toEqual({ ok: true, paymentMethodId: 'pm_expanded' })
  })

  it('shows Stripe’s message for a declined card or an incomplete form, ours for anything else', async () => {
    const silence = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const declined = fakeStripe({ error: { type: 'card_error', message: 'Your card was declined.' } })
      await expect(confirmCard(declined.stripe, declined.elements, RETURN)).resolves.toEqual({ ok: false, message: 'Your card was declined.' })
      const incomplete = fakeStripe({ error: { type: 'validation_error', message: 'Your card number is incomplete.' } })
      await expect(confirmCard(incomplete.stripe, incomplete.elements, RETURN)).resolves.toEqual({ ok: false, message: 'Your card number is incomplete.' })
      const api = fakeStripe({ error: { type: 'api_error', message: 'Internal detail' } })
      await expect(confirmCard(api.stripe, api.elements, RETURN)).resolves.toEqual({ ok: false, message: null })
      // Every failure is logged (SPEC.md 8).
      expect(silence).toHaveBeenCalledTimes(3)
    } finally {
      silence.mockRestore()
    }
  })

  it('attaches nothing when the set-up did not succeed or Stripe.js failed', async () => {
    const silence = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      for (const result of [
        { setupIntent: { status: 'requires_action', payment_method: 'pm_1' } },
        { setupIntent: { status: 'succeeded', payment_method: null } },
        {},
        new Error('network down'),
      ] as const) {
        const { stripe, elements } = fakeStripe(result)
        await expect(confirmCard(stripe, elements, RETURN)).resolves.toEqual({ ok: false, message: null })
      }
    } finally {
      silence.mockRestore()
    }
  })
})
