/**
 * The custom period dialog's server side, the same for every screen that has a period (Orders,
 * Payments): the fields it starts from, and the action that checks them (the browser's schema)
 * and sends the user back to the screen with the period in its address, the rest of the query
 * kept, page 1. Posting it changes nothing anywhere.
 */
import { parseWithZod } from '@conform-to/zod'
import { json, redirect } from '@remix-run/node'
import { safeRedirectPath } from '#contract/safe-redirect'
import { returnFromDialog } from '~/services/dialog.server'
import {
  customPeriodSchema,
  orderPeriodParams,
  PERIOD_PARAMS,
  periodToFields,
  readScreenPeriod,
  type PeriodChoices,
  type ScreenPeriod,
} from '~/features/orders/order-periods'

/** What the dialog's loader answers: the zone and the fields of the period the screen shows. */
export function periodDialogData(url: URL, timeZone: string, choices: PeriodChoices) {
  const { period } = readScreenPeriod(url.searchParams, timeZone, choices)
  return { timeZone, fields: periodToFields(period, timeZone, new Date()) }
}

/** The screen the dialog was opened over, with `period` instead of its own, back at page 1. */
function screenWithPeriod(back: string, period: ScreenPeriod, choices: PeriodChoices): string {
  const url = new URL(back, 'http://same-origin.invalid')
  for (const name of [...PERIOD_PARAMS, 'page']) url.searchParams.delete(name)
  for (const [name, value] of orderPeriodParams(period, choices)) url.searchParams.set(name, value)
  return safeRedirectPath(url.pathname + url.search, url.pathname)
}

export function periodDialogAction(request: Request, form: FormData, timeZone: string, choices: PeriodChoices) {
  const submission = parseWithZod(form, { schema: customPeriodSchema(timeZone) })
  if (submission.status !== 'success' || !submission.value) return json(submission.reply(), { status: 400 })
  return redirect(screenWithPeriod(returnFromDialog(request, form), submission.value, choices))
}
