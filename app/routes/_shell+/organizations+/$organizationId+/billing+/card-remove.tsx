/**
 * Remove the card (SPEC.md 2 "Billing": a confirmation first, width 400). DELETE
 * /business/subscription/card; a refusal (no card any more, the provider away) is logged and
 * the dialog says the card was not removed.
 */
import { parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { resultMessages } from '~/components/ui/field'
import { getCard, removeCard } from '~/features/billing/billing.server'
import { returnFromDialog } from '~/services/dialog.server'
import { readForm } from '~/services/form.server'
import { redirectWithToast } from '~/services/toast.server'
import { cardView } from '~/features/billing/billing-view'
import { isLoggedFailure, logBillingFailure, loggedRead, requireBilling } from './__billing.server'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import type { TitleHandle } from '~/utils/document-title'

export async function loader(args: LoaderFunctionArgs) {
  const { api, organization } = await requireBilling(args)
  const card = await loggedRead('reading the card', organization.id, getCard(api, organization.id))
  return json({ card: card ? cardView(card) : null })
}

export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args.request)
  const { api, organization } = await requireBilling(args)
  const submission = parseWithZod(form, { schema: z.object({}) })
  try {
    await removeCard(api, organization.id)
  } catch (error) {
    if (!isLoggedFailure(error)) throw error
    logBillingFailure('removing the card', organization.id, error)
    return json(submission.reply({ formErrors: ['billing.card.notRemoved'] }), { status: 400 })
  }
  return redirectWithToast(args.request, returnFromDialog(args.request, form), { type: 'success', key: 'billing.card.removed' })
}

export default function RemoveCardDialog() {
  const { t } = useTranslation()
  const { card } = useLoaderData<typeof loader>()
  const result = useActionResult<typeof action>()
  return (
    <ConfirmDialog title={t('billing.card.removeTitle')} confirmLabel={t('billing.card.removeSubmit')} errors={resultMessages(result)}>
      <p>{card ? t('billing.card.removeMessage', { brand: card.brand, last4: card.last4 }) : t('billing.card.removeMessageUnknown')}</p>
    </ConfirmDialog>
  )
}

export const handle: TitleHandle = { title: 'billing.card.removeTitle' }
