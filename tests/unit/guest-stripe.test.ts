/**
 * Issue 27, the guest payment page's Stripe step (app/browser/guest-stripe.ts): with no network, a
 * stand-in for Stripe.js answers confirmPayment as Stripe documents it (it leaves the page when the
 * payment goes through, so an answer is a failure). Checked: the payment confirmed with the page's
 * return address, Stripe's own words shown only for card problems, and the island's words in the
 * guest's language.
 */
import { describe, expect, it, vi } from 'vitest'
import { confirmGuestPayment, guestStripeLabels, type GuestStripeLike, type PaymentResultLike } from '../../app/browser/guest-stripe'
import type { ElementsLike } from '../../app/browser/stripe-setup'

function fakeStripe(result: PaymentResultLike | Error) {
  const confirm: unknown[] = []
  const elements: ElementsLike = { create: () => ({ mount: vi.fn(), destroy: vi.fn(), on: vi.fn() }) }
  const stripe: GuestStripeLike = {
    elements: () => elements,
    confirmSetup: () => Promise.reject(new Error('a guest payment never confirms a set-up')),
    confirmPayment: async (options) => {
      confirm.push(options)
      if (result instanceof Error) throw result
      return result
    },
  }
  return { stripe, elements, confirm }
}

const RETURN = 'https://tips.example.com/pay/return/3f0c6f0e-8f4e-4a57-9d1c-2a3b4c5d6e7f'

describe('confirmGuestPayment', () => {
  it('confirms the Payment Element with the return address and shows a declined card in Stripe’s words', async () => {
    const { stripe, elements, confirm } = fakeStripe({ error: { type: 'card_error', message: 'Jūsų kortelė atmesta.' } })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await confirmGuestPayment(stripe, elements, RETURN)).toBe('Jūsų kortelė atmesta.')
    expect(confirm).toEqual([{ elements, confirmParams: { return_url: RETURN } }])
  })

  it('shows an incomplete form in Stripe’s words', async () => {
    const { stripe, elements } = fakeStripe({ error: { type: 'validation_error', message: 'Your card number is incomplete.' } })
    expect(await confirmGuestPayment(stripe, elements, RETURN)).toBe('Your card number is incomplete.')
  })

  it('keeps Stripe’s other errors and a failed call to itself: the page says its own words', async () => {
    expect(await confirmGuestPayment(fakeStripe({ error: { type: 'api_error', message: 'Internal: rate limited' } }).stripe, {} as ElementsLike, RETURN)).toBeNull()
    expect(await confirmGuestPayment(fakeStripe(new Error('network')).stripe, {} as ElementsLike, RETURN)).toBeNull()
  })
})

describe('guestStripeLabels', () => {
  it('words the Pay button in the guest’s language, English for another', () => {
    expect(['en', 'es', 'lt', 'pl', 'ru', 'de'].map((language) => guestStripeLabels(language).pay)).toEqual(['Pay', 'Pagar', 'Mokėti', 'Zapłać', 'Оплатить', 'Pay'])
  })
})
