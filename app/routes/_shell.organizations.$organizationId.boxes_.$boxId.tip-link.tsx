/**
 * Create tip link (SPEC.md sections 2, 5, 7): a payment page link with a preset amount
 * (built locally: the box's or member's url with ?a= in minor units) or, for EUR only, a
 * bank-transfer link from POST /business/tip-links. `?member=` targets one employee.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { tipLinkResponseSchema } from '../../contract/tips'
import { Button } from '../components/button'
import { CopyLink } from '../components/copy-link'
import { Dialog, FormActions } from '../components/dialog'
import { ErrorList, Field } from '../components/field'
import { Tabs } from '../components/tabs'
import { ApiError } from '../services/api.server'
import { requireBox } from '../services/box-dialogs.server'
import { qrSvg } from '../services/qr.server'
import { parseAmountToMinor } from '../utils/format'

/** SPEC.md section 5: amount fields are masked to 7 characters. */
const AMOUNT_MAX_LENGTH = 7

function target(box: Awaited<ReturnType<typeof requireBox>>['box'], memberId: string | null) {
  const member = memberId ? box.members.find((m) => m.id === memberId) : undefined
  return member
    ? { kind: 'member' as const, id: member.id, name: member.name, url: member.url, token: member.token }
    : { kind: 'box' as const, id: box.id, name: box.name, url: box.url, token: box.token }
}

export async function loader(args: LoaderFunctionArgs) {
  const { organization, box } = await requireBox(args, 'VIEW_BOXES')
  const url = new URL(args.request.url)
  const to = target(box, url.searchParams.get('member'))
  const bank = url.searchParams.get('tab') === 'bank' && organization.currency === 'EUR'
  const raw = url.searchParams.get('amount')
  const amount = raw === null || bank ? null : parseAmountToMinor(raw.slice(0, AMOUNT_MAX_LENGTH))
  const link = amount && amount > 0 ? `${to.url}?a=${amount}` : null
  return json({
    target: { kind: to.kind, name: to.name, hasToken: Boolean(to.token) },
    currency: organization.currency,
    bank,
    amountError: raw !== null && !bank && !link ? 'validation.amount' : null,
    amountValue: raw ?? '',
    link,
    qr: link ? await qrSvg(link) : null,
  })
}

export async function action(args: ActionFunctionArgs) {
  const { api, organization, box } = await requireBox(args, 'VIEW_BOXES')
  const form = await args.request.formData()
  const to = target(box, new URL(args.request.url).searchParams.get('member'))
  const raw = String(form.get('amount') ?? '')
  const amount = parseAmountToMinor(raw.slice(0, AMOUNT_MAX_LENGTH))
  if (!amount || amount <= 0) return json({ error: 'validation.amount', link: null, qr: null, amountValue: raw }, { status: 400 })
  if (organization.currency !== 'EUR' || !to.token) return json({ error: 'tipLink.bankUnavailable', link: null, qr: null, amountValue: raw }, { status: 400 })
  try {
    const { link } = await api.post(
      '/business/tip-links',
      { type: 'BANK_TRANSFER', currency: 'EUR', feeMode: 'STAFF', tipAmount: amount, token: to.token },
      tipLinkResponseSchema,
      { organizationId: organization.id },
    )
    return json({ error: null, link, qr: await qrSvg(link), amountValue: raw })
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    // SPEC.md section 8: a bank link failure clears the link without a message.
    return json({ error: null, link: null, qr: null, amountValue: raw }, { status: 400 })
  }
}

export default function TipLinkDialog() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const posted = useActionData<typeof action>()
  const { pathname, search } = useLocation()
  const params = new URLSearchParams(search)
  const member = params.get('member')
  const back = pathname.replace(/\/tip-link$/, '')
  const tab = (name: 'amount' | 'bank') => `${pathname}?${new URLSearchParams({ ...(member ? { member } : {}), ...(name === 'bank' ? { tab: 'bank' } : {}) })}`
  const link = data.bank ? posted?.link ?? null : data.link
  const qr = data.bank ? posted?.qr ?? null : data.qr
  const error = data.bank ? posted?.error : data.amountError
  // SPEC.md section 5: the link button is disabled while the amount is empty (with JavaScript;
  // without it the server answers 'Enter an amount').
  const [amount, setAmount] = useState<string>(posted?.amountValue ?? data.amountValue)
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return (
    <Dialog title={t('tipLink.title', { name: data.target.name || t('boxes.default') })} closeTo={back} width={500}>
      <div className="space-y-4">
        {data.currency === 'EUR' ? (
          <Tabs
            label={t('tipLink.kind')}
            items={[
              { label: t('tipLink.amountTab'), to: tab('amount'), end: true },
              { label: t('tipLink.bankTab'), to: tab('bank') },
            ]}
          />
        ) : null}
        <Form method={data.bank ? 'post' : 'get'} preventScrollReset className="space-y-3">
          {!data.bank && member ? <input type="hidden" name="member" value={member} /> : null}
          <Field
            label={t('tipLink.amount', { currency: data.currency })}
            inputProps={{
              id: 'tip-amount',
              name: 'amount',
              inputMode: 'decimal',
              maxLength: AMOUNT_MAX_LENGTH,
              defaultValue: posted?.amountValue ?? data.amountValue,
              onChange: (e) => setAmount(e.currentTarget.value),
              autoFocus: true,
            }}
            errors={error ? [error] : null}
          />
          {data.bank && !data.target.hasToken ? <ErrorList errors={['tipLink.bankUnavailable']} /> : null}
          <FormActions cancelTo={back} cancelLabel={t('common.close')}>
            <Button disabled={hydrated && !amount.trim()}>{t('tipLink.generate')}</Button>
          </FormActions>
        </Form>
        {link ? (
          <div className="space-y-3 border-t border-slate-200 pt-3">
            <CopyLink link={link} />
            {qr ? <div className="mx-auto w-48" aria-label={t('tipLink.qr')} role="img" dangerouslySetInnerHTML={{ __html: qr }} /> : null}
          </div>
        ) : null}
      </div>
    </Dialog>
  )
}
