/**
 * Create tip link (SPEC.md sections 2, 5, 7): a payment page link with a preset amount
 * (built locally: the box's or member's url with ?a= in minor units) or, for EUR only, a
 * bank-transfer link from POST /business/tip-links. `?member=` targets one employee.
 */
import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData, useLocation } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'
import { CopyLink } from '~/components/ui/copy-link'
import { Dialog, FormActions } from '~/components/ui/dialog'
import { ErrorList, Field } from '~/components/ui/field'
import { TabPanel, Tabs } from '~/components/ui/tabs'
import { useAppForm } from '~/components/ui/use-app-form'
import { ApiError } from '~/services/api.server'
import { createBankTransferLink } from '~/features/tips/tip-links.server'
import { requireBox } from '~/features/tips/box-dialogs.server'
import { qrSvg } from '~/features/tips/qr.server'
import { formatMoney } from '~/utils/format'
import { encodeMessage, translateMessage } from '~/utils/messages'
import { TIP_AMOUNT_MAX_LENGTH, TIP_AMOUNT_PATTERN, tipLinkSchema } from '~/features/tips/tips-schemas'
import { readForm } from '~/services/form.server'
import { screenSearch } from '~/utils/dialog-url'
import type { TitleHandle } from '~/utils/document-title'
import { attr, liveCheck } from '~/browser/protocol'

function target(box: Awaited<ReturnType<typeof requireBox>>['box'], memberId: string | null) {
  const member = memberId ? box.members.find((m) => m.id === memberId) : undefined
  return member
    ? { kind: 'member' as const, id: member.id, name: member.name, url: member.url, token: member.token }
    : { kind: 'box' as const, id: box.id, name: box.name, url: box.url, token: box.token }
}

/** A link made: the link, its QR code and the amount it carries (minor units). */
interface Made {
  link: string
  qr: string
  amount: number
}

/**
 * The payment page tab is a GET form: its amount is in the URL (`?amount=`), so the loader
 * checks it with the same schema as the browser and builds the link locally (SPEC.md section 7).
 */
export async function loader(args: LoaderFunctionArgs) {
  const { organization, box } = await requireBox(args, 'VIEW_BOXES')
  const url = new URL(args.request.url)
  const to = target(box, url.searchParams.get('member'))
  const bank = url.searchParams.get('tab') === 'bank' && organization.currency === 'EUR'
  let result: SubmissionResult<string[]> | null = null
  let made: Made | null = null
  if (!bank && url.searchParams.has('amount')) {
    const submission = parseWithZod(url.searchParams, { schema: tipLinkSchema })
    result = submission.reply()
    if (submission.status === 'success') {
      const link = `${to.url}?a=${submission.value.amount}`
      made = { link, qr: await qrSvg(link), amount: submission.value.amount }
    }
  }
  return json({
    target: { kind: to.kind, name: to.name, hasToken: Boolean(to.token) },
    currency: organization.currency,
    bank,
    result,
    made,
  })
}

/** The bank transfer tab posts: the platform makes that link (POST /business/tip-links). */
export async function action(args: ActionFunctionArgs) {
  const { api, organization, box } = await requireBox(args, 'VIEW_BOXES')
  const submission = parseWithZod(await readForm(args.request), { schema: tipLinkSchema })
  if (submission.status !== 'success') return json({ result: submission.reply(), made: null }, { status: 400 })
  const to = target(box, new URL(args.request.url).searchParams.get('member'))
  if (organization.currency !== 'EUR' || !to.token) {
    return json({ result: submission.reply({ formErrors: ['tipLink.bankUnavailable'] }), made: null }, { status: 400 })
  }
  const amount = submission.value.amount
  try {
    const link = await createBankTransferLink(api, organization.id, { token: to.token, tipAmount: amount })
    return json({ result: submission.reply(), made: { link, qr: await qrSvg(link), amount } satisfies Made })
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    // SPEC.md section 8: a bank link failure clears the link without a message.
    return json({ result: submission.reply(), made: null }, { status: 400 })
  }
}

/** The dialog's own query parameters: whose link, which tab, what amount. */
const TIP_LINK_PARAMS = ['member', 'tab', 'amount']
const TIP_LINK_PANEL = 'tip-link-panel'

export default function TipLinkDialog() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const posted = useActionResult<typeof action>()
  const { pathname, search } = useLocation()
  const member = new URLSearchParams(search).get('member')
  // The screen's own query (range, page) rides along in the tabs and the amount form, so
  // closing the dialog at any point goes back to the screen as it was.
  const screen = [...new URLSearchParams(screenSearch(search, TIP_LINK_PARAMS))]
  const tab = (name: 'amount' | 'bank') =>
    `${pathname}?${new URLSearchParams([...screen, ...(member ? [['member', member]] : []), ...(name === 'bank' ? [['tab', 'bank']] : [])])}`
  const result = data.bank ? posted?.result ?? null : data.result
  const made = data.bank ? posted?.made ?? null : data.made
  return (
    <Dialog title={t('tipLink.title', { name: data.target.name || t('boxes.default') })} dialogParams={TIP_LINK_PARAMS} width={500}>
      <div className="space-y-4">
        {data.currency === 'EUR' ? (
          <Tabs
            label={t('tipLink.kind')}
            panel={TIP_LINK_PANEL}
            items={[
              { label: t('tipLink.amountTab'), to: tab('amount'), selected: !data.bank },
              { label: t('tipLink.bankTab'), to: tab('bank'), selected: data.bank },
            ]}
          />
        ) : null}
        <TabPanel id={data.currency === 'EUR' ? TIP_LINK_PANEL : null}>
          <div className="space-y-4">
            {/* One form per tab: a GET form for the payment page link, a POST form for the bank one. */}
            <AmountForm key={data.bank ? 'bank' : 'amount'} bank={data.bank} member={member} result={result} screen={screen} />
            {data.bank && !data.target.hasToken ? <ErrorList errors={['tipLink.bankUnavailable']} /> : null}
            {made ? (
              <div className="space-y-3 border-t border-slate-200 pt-3">
                <CopyLink link={made.link} caption={t('tipsUi.linkFor', { amount: formatMoney(made.amount, data.currency) })} />
                <div className="mx-auto w-48" aria-label={t('tipLink.qr')} role="img" dangerouslySetInnerHTML={{ __html: made.qr }} />
              </div>
            ) : null}
          </div>
        </TabPanel>
      </div>
    </Dialog>
  )
}

/**
 * The amount, masked as SPEC.md section 5 says: 7 characters, digits and one decimal comma.
 * The browser's own check is off (`noValidate`): the schema's translated message is what the
 * user reads, from the browser with JavaScript and from the server without.
 */
function AmountForm({
  bank,
  member,
  result,
  screen,
}: {
  bank: boolean
  member: string | null
  result: SubmissionResult<string[]> | null
  screen: string[][]
}) {
  const { t } = useTranslation()
  const { currency } = useLoaderData<typeof loader>()
  const [form, fields] = useAppForm({ id: bank ? 'tip-link-bank' : 'tip-link', schema: tipLinkSchema, lastResult: result })
  // SPEC.md section 5: the link button is disabled while the amount is empty or junk (with
  // JavaScript, through the shell island; without it the server says what is wrong).
  return (
    <Form method={bank ? 'post' : 'get'} preventScrollReset {...getFormProps(form)} noValidate {...attr(liveCheck.form, true)} className="space-y-3">
      {/* A GET form replaces the query: the screen's query and the employee ride along. */}
      {!bank
        ? screen.map(([name, value]) => <input key={`${name}=${value}`} type="hidden" name={name} value={value} />)
        : null}
      {!bank && member ? <input type="hidden" name="member" value={member} /> : null}
      <Field
        label={t('tipLink.amount', { currency })}
        help={t('tipsUi.amountHint', { max: TIP_AMOUNT_MAX_LENGTH })}
        inputProps={{
          ...getInputProps(fields.amount, { type: 'text' }),
          inputMode: 'decimal',
          maxLength: TIP_AMOUNT_MAX_LENGTH,
          pattern: TIP_AMOUNT_PATTERN,
          autoComplete: 'off',
          // The schema's messages as the shell island's live check says them (browser/live-check.ts).
          ...attr(liveCheck.required, translateMessage(t, 'validation.amount')),
          ...attr(liveCheck.tooLong, translateMessage(t, encodeMessage({ key: 'tipsUi.amountTooLong', values: { max: TIP_AMOUNT_MAX_LENGTH } }))),
          ...attr(liveCheck.formatMessage, translateMessage(t, 'tipsUi.amountInvalid')),
        }}
        errors={fields.amount.errors}
      />
      <ErrorList id={form.errorId} errors={form.errors} />
      <FormActions cancelLabel={t('common.close')}>
        {/* The live check (the shell island) keeps it disabled while the amount is blank or cannot be an amount. */}
        <Button>
          {t('tipLink.generate')}
        </Button>
      </FormActions>
    </Form>
  )
}

export const handle: TitleHandle = { title: 'documentTitles.tipLink' }
