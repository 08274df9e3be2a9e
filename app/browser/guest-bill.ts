/**
 * A table's page (browser/islands/guest.ts; features/guest/table-view.tsx): the sum beside each
 * part, the fee the guest may add and the total on Pay follow the choices as they change, by the
 * very rules the server charges by (features/guest/bill-part.ts). The typed amounts take the
 * mask; typing in a part's field chooses that part (one tap less); each tip percentage shows
 * its amount of the part chosen; a typed tip unchecks the percentages. When the bill region is read again (refresh.ts) the sums follow what is left now, and
 * so do the chosen items, keeping what the guest ticked and typed: a line someone else has paid in
 * full is unticked and cannot be chosen, with the server's note why (and comes back if their
 * payment fails); a line partly paid offers only the units left, the typed count lowered to them;
 * the lines of a new order are taken from the page read, as the server draws them.
 */
import { guestFees } from '#contract/fees'
import { formatMoney } from '#contract/money'
import { billTipOfPercent } from '#contract/bill-math'
import { maskAmount } from '~/features/guest/amounts'
import { billTip, partAmount, unitsLeft, type BillFacts, type BillPartKind, type ChosenLine } from '~/features/guest/bill-part'
import { REGIONS_SWAPPED, type RegionsSwapped } from './page-regions'
import { guest, read, readJson, readNumber } from './protocol'

const money = (minor: number, currency: string) => formatMoney(minor, currency).replace(/ /g, '\u00a0')

/** The part a field belongs to: typing in it chooses that part. */
const PART_OF: Record<string, BillPartKind> = { people: 'SHARE', shares: 'SHARE', amount: 'AMOUNT', pick: 'ITEMS' }

export function guestBills(root: ParentNode = document) {
  const form = [...root.querySelectorAll<HTMLFormElement>(`form[${guest.form}]`)].find((f) => f.elements.namedItem('part'))
  const setup = form && readJson(form, guest.form)
  if (!form || !setup) return
  const value = (name: string) => {
    const field = form.elements.namedItem(name)
    return field instanceof HTMLInputElement ? field.value : ''
  }
  const checked = (name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value
  const billFacts = () => {
    const region = document.querySelector(`[${guest.bill}]`)
    return region ? readJson(region, guest.bill) : undefined
  }
  const update = () => {
    const facts = billFacts()
    if (!facts) return
    const lines: ChosenLine[] = [...form.querySelectorAll<HTMLInputElement>('input[name="pick"]:checked')].map((pick) => ({
      orderItemId: pick.value,
      count: Number(value(`count-${pick.value}`)) || 0,
      splitBetween: Number(value(`split-${pick.value}`)) || 1,
    }))
    const choice = { people: Number(value('people')), shares: Number(value('shares')), amount: value('amount'), lines }
    for (const slot of form.querySelectorAll(`[${guest.part}]`)) {
      slot.textContent = money(partAmount(facts, { kind: read(slot, guest.part) as BillPartKind, ...choice }) ?? 0, setup.currency)
    }
    const part = partAmount(facts, { kind: (checked('part') ?? 'FULL') as BillPartKind, ...choice }) ?? 0
    for (const share of form.querySelectorAll(`[${guest.tipShare}]`)) {
      share.textContent = money(billTipOfPercent(part, readNumber(share, guest.tipShare) ?? 0), setup.currency)
    }
    const tip = billTip(checked('tip'), value('tipCustom'), part) ?? 0
    const cover = form.querySelector<HTMLInputElement>('input[name="coverFee"]')?.checked ?? false
    for (const fee of form.querySelectorAll(`[${guest.fee}]`)) fee.textContent = money(guestFees(part, tip, true).guestFee, setup.currency)
    for (const total of form.querySelectorAll(`[${guest.total}]`)) total.textContent = money(guestFees(part, tip, cover).chargeAmount, setup.currency)
    const seen = form.elements.namedItem('seen')
    if (seen instanceof HTMLInputElement) seen.value = String(facts.left)
  }
  form.addEventListener('input', (event) => {
    const field = event.target
    if (!(field instanceof HTMLInputElement)) return
    if (field.name === 'amount' || field.name === 'tipCustom') {
      const masked = maskAmount(field.value)
      if (masked !== field.value) field.value = masked
    }
    if (field.name === 'tipCustom' && field.value !== '') for (const tip of form.querySelectorAll<HTMLInputElement>('input[name="tip"]')) tip.checked = false
    if (field.name === 'tip') {
      const custom = form.elements.namedItem('tipCustom')
      if (custom instanceof HTMLInputElement) custom.value = ''
    }
    const part = PART_OF[field.name] ?? (/^(count|split)-/.test(field.name) ? 'ITEMS' : undefined)
    const radio = part && form.querySelector<HTMLInputElement>(`input[name="part"][value="${part}"]`)
    if (radio) radio.checked = true
    update()
  })
  form.addEventListener('change', update)
  document.addEventListener(REGIONS_SWAPPED, (event) => {
    const facts = billFacts()
    if (facts) followLines(form, facts, (event as RegionsSwapped).detail, setup.currency)
    update()
  })
}

/** The chosen-items lines after the bill was read again (see the top); `page` is the page read, when there is one. */
function followLines(form: HTMLFormElement, facts: BillFacts, page: Document | undefined, currency: string) {
  const list = form.querySelector(`[${guest.lines}]`)
  if (!list) return
  const shown = new Set<string>()
  for (const line of list.querySelectorAll<HTMLElement>(`[${guest.line}]`)) {
    const id = read(line, guest.line) ?? ''
    shown.add(id)
    const item = facts.items[id]
    const gone = !item || item.left <= 0
    for (const input of line.querySelectorAll('input')) {
      input.disabled = gone
      if (gone && input.name === 'pick') input.checked = false
    }
    const note = line.querySelector<HTMLElement>(`[${guest.lineGone}]`)
    if (note) note.hidden = !gone
    if (!item || gone) continue
    const left = line.querySelector(`[${guest.lineLeft}]`)
    if (left) left.textContent = money(item.left, currency)
    const count = form.elements.namedItem(`count-${id}`)
    if (count instanceof HTMLInputElement && count.type === 'number') {
      const max = unitsLeft(item)
      count.max = String(max)
      if (Number(count.value) > max) count.value = String(max)
    }
  }
  for (const fresh of page?.querySelectorAll(`[${guest.lines}] [${guest.line}]`) ?? []) {
    if (!shown.has(read(fresh, guest.line) ?? '')) list.append(document.adoptNode(fresh))
  }
}
