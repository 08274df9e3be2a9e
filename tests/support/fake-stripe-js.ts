/**
 * A small Stripe.js for js.stripe.com in the browser tests (no network here): `Stripe(key)`
 * whose Payment Element is one card number field, plus the confirm calls a test gives as script
 * text, which see `key`, `secret` (the Elements group's client secret) and `input` (the field).
 * The guest island's test uses it (e2e/guest-pay-stripe.spec.ts); billing-stripe.spec.ts may too.
 */
export const fakeStripeJs = (confirmCalls: string) => `
window.Stripe = function (key) {
  var secret = null
  var input = null
  return {
    elements: function (options) {
      secret = options.clientSecret
      return { create: function () { return {
        mount: function (node) { node.innerHTML = '<label>Card number <input name="card-number" autocomplete="off"></label>'; input = node.querySelector('input') },
        destroy: function () {},
        on: function () {}
      } } }
    },
    ${confirmCalls}
  }
}
window.Stripe.version = 3
`
