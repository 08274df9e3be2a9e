/**
 * The payment page's amount (browser/islands/guest.ts): the custom field takes the mask as it is
 * typed, a preset and a typed amount never both stand (typing unchecks the presets, a preset
 * empties the field), and the fee the guest may add and the total on Pay follow the amount.
 * Without JavaScript the server does the same: a typed amount wins, and Pay says the total of
 * the amount the page was drawn with.
 */
import { guestFees } from '#contract/fees'
import { formatMoney } from '#contract/money'
import { chosenAmount, maskAmount } from '~/features/guest/amounts'
import { guest, readJson } from '~/browser/protocol'

// The server writes money with no-break spaces (utils/format.ts): the amount never wraps.
const money = (minor: number, currency: string) => formatMoney(minor, currency).replace(/ /g, '\u00a0')

export function guestAmounts(root: ParentNode = document) {
  for (const form of root.querySelectorAll<HTMLFormElement>(`form[${guest.form}]`)) {
    const setup = readJson(form, guest.form)
    if (!setup) continue
    const custom = form.elements.namedItem('custom')
    const coverFee = form.elements.namedItem('coverFee')
    if (!(custom instanceof HTMLInputElement)) continue
    const presets = [...form.querySelectorAll<HTMLInputElement>('input[name="preset"]')]
    const update = () => {
      const checked = presets.find((p) => p.checked)
      const amount = chosenAmount(checked ? Number(checked.value) : undefined, custom.value) ?? 0
      const cover = coverFee instanceof HTMLInputElement && coverFee.checked
      for (const fee of form.querySelectorAll(`[${guest.fee}]`)) fee.textContent = money(guestFees(0, amount, true).guestFee, setup.currency)
      for (const total of form.querySelectorAll(`[${guest.total}]`)) total.textContent = money(guestFees(0, amount, cover).chargeAmount, setup.currency)
    }
    custom.addEventListener('input', () => {
      const masked = maskAmount(custom.value)
      if (masked !== custom.value) custom.value = masked
      if (masked !== '') for (const preset of presets) preset.checked = false
      update()
    })
    for (const preset of presets)
      preset.addEventListener('change', () => {
        custom.value = ''
        update()
      })
    if (coverFee instanceof HTMLInputElement) coverFee.addEventListener('change', update)
  }
}
