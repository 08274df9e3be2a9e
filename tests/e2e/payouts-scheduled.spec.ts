/**
 * A guest's card tip on the Payouts screen (issue 27, ADR 0080), with JavaScript and without: a
 * signed-out guest tips 5 € to Old Town Bistro's "Team tips"; page 1 of the venue's payouts
 * then opens with a "Scheduled" payout and the day it arrives, and its days list today's
 * transfer grown by the tip less the staff fee. In English and Lithuanian, on a 360 px phone.
 */
import { guestFees } from '../../contract/fees'
import type { Payout } from '../../contract/payments'
import { formatDay } from '../../app/features/payments/payment-view'
import { formatMoney } from '../../app/utils/format'
import { expect, open } from './fixtures/base'
import { dayIn } from './fixtures/dates'
import { expectFits, phonePage } from './fixtures/fits'
import { GUEST_TIP, payGuestTip } from './fixtures/guest-tip'
import { bistroOf } from './fixtures/payments'
import { tipsTest as test, type PlatformClient, type TipsOrganization } from './fixtures/tips'

/** The scheduled payout of page 1 that carries `day`, if there is one yet. */
async function scheduledWith(platform: PlatformClient, venue: TipsOrganization, day: string): Promise<Payout | undefined> {
  const { payouts } = await platform.get<{ payouts: Payout[] }>('/business/payouts', { organizationId: venue.id, page: 0, size: 10 })
  return payouts.find((p) => p.status === 'SCHEDULED' && day in p.dates)
}

test('a guest tip paid today is on page 1 in a scheduled payout, with its arrival, in English and Lithuanian', async ({ browser, adminState, platform }, testInfo) => {
  const bistro = await bistroOf(platform)
  const box = bistro.boxes.find((b) => b.name === 'Team tips')!
  const today = dayIn(bistro.timeZone)
  const before = (await scheduledWith(platform, bistro, today))?.dates[today]?.transferAmount ?? 0

  await payGuestTip(browser, testInfo, box.id, `Scheduled payout ${testInfo.project.name} ${Date.now()}`)

  const payout = await scheduledWith(platform, bistro, today)
  expect(payout, `a scheduled payout carrying ${today}`).toBeDefined()
  const transfer = payout!.dates[today]!.transferAmount
  // The venue passes the whole tip on to its staff, less the platform's staff fee (no order, no guest fee).
  expect(transfer - before).toBe(GUEST_TIP - guestFees(0, GUEST_TIP, false).staffFee)

  const words = [
    { locale: 'en-US', payouts: 'Payouts', scheduled: 'Scheduled', arrives: `arrives ${formatDay(payout!.arrivalDate)}` },
    { locale: 'lt-LT', payouts: 'Išmokos', scheduled: 'Suplanuota', arrives: `gaunama ${formatDay(payout!.arrivalDate)}` },
  ]
  for (const w of words) {
    const page = await phonePage(browser, adminState, testInfo, w.locale)
    await open(page, testInfo, `/organizations/${bistro.id}/payouts`)
    const row = page
      .getByRole('table', { name: w.payouts, exact: true })
      .locator('tbody tr.data-row')
      .filter({ has: page.getByTestId('payout-days').locator('summary', { hasText: w.arrives }) })
    await expect(row).toHaveCount(1)
    // The row's own cells (the days' table sits inside the second).
    const cells = row.locator(':scope > td')
    await expect(cells.first()).toHaveText(formatDay(payout!.arrivalDate))
    const summary = row.getByTestId('payout-days').locator('summary')
    await expect(summary).toHaveText(`${w.scheduled} ${w.arrives}`)
    await expect(cells.last()).toHaveText(formatMoney(payout!.amount, payout!.currency))

    await summary.click()
    const day = row.getByTestId('payout-day').filter({ hasText: formatDay(today) })
    await expect(day).toHaveCount(1)
    await expect(day.locator('td').nth(1)).toHaveText(formatMoney(transfer, payout!.currency))
    await expectFits(page, undefined, `what does not fit the Payouts screen in ${w.locale}`)
    await page.context().close()
  }
})
