/**
 * Guest ordering in the browser (browser/islands/guest-order.ts): the item page's "Add to order"
 * says the price of the options chosen as they change (features/guest/item-price.ts, the same
 * sum the server drew it with), and the cart's small forms (−, +, Remove) are posted without
 * leaving the page: the answer is the cart page as the server draws it now, and its live regions
 * replace this page's (browser/page-regions.ts). Without this the same forms work as plain ones.
 */
import { formatMoney } from '#contract/money'
import { unitPrice } from '~/features/guest/item-price'
import { REGIONS_SWAPPED, snapshotRegions, swapLiveRegions } from '~/browser/page-regions'
import { guestOrder, read, readJson } from '~/browser/protocol'

// The server writes money with no-break spaces (utils/format.ts): the amount never wraps.
const money = (minor: number, currency: string) => formatMoney(minor, currency).replace(/ /g, '\u00a0')

export function itemPrices(root: ParentNode = document) {
  for (const form of root.querySelectorAll<HTMLFormElement>(`form[${guestOrder.price}]`)) {
    const setup = readJson(form, guestOrder.price)
    if (!setup) continue
    const update = () => {
      const chosen = [...form.querySelectorAll<HTMLInputElement>(`input[${guestOrder.option}]`)].map((input) => ({
        optionId: read(input, guestOrder.option) ?? '',
        count: input.type === 'number' ? Math.max(0, Math.floor(Number(input.value) || 0)) : input.checked ? 1 : 0,
      }))
      const quantity = form.elements.namedItem('quantity')
      const count = quantity instanceof HTMLInputElement ? Math.max(1, Math.floor(Number(quantity.value) || 1)) : 1
      for (const total of form.querySelectorAll(`[${guestOrder.total}]`)) total.textContent = money(unitPrice(setup, chosen) * count, setup.currency)
    }
    form.addEventListener('input', update)
    form.addEventListener('change', update)
  }
}

/** Posts `form[data-guest-order-in-place]` with fetch and puts the answer's regions in place; any failure sends the plain form. */
export function inPlaceForms(root: Document = document) {
  const drawn = snapshotRegions(root)
  root.addEventListener('submit', (event) => {
    const form = event.target
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute(guestOrder.inPlace)) return
    event.preventDefault()
    const submitter = event.submitter instanceof HTMLButtonElement ? event.submitter : null
    if (submitter) submitter.disabled = true
    fetch(form.action, { method: 'POST', body: new FormData(form), credentials: 'same-origin', headers: { accept: 'text/html' } })
      .then(async (answer) => {
        // A refusal is drawn on the page too (409 with its message); anything else is left to the plain form.
        if (!answer.ok && answer.status !== 409) throw new Error(`status ${answer.status}`)
        swapLiveRegions(new DOMParser().parseFromString(await answer.text(), 'text/html'), drawn)
        root.dispatchEvent(new Event(REGIONS_SWAPPED))
      })
      .catch(() => form.submit())
  })
}
