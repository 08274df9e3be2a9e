/**
 * Employee token list (SPEC.md section 2 "Dialogs"): the employee's GT ID and free six-digit
 * tokens to choose from; each choice is its own small form, so it works without JavaScript.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { availableTokensSchema, memberSchema } from '#contract/tips'
import { Button, buttonClass } from '~/components/button'
import { BackToField, Dialog, useDialogParent } from '~/components/dialog'
import { ErrorList } from '~/components/field'
import { ApiError } from '~/services/api.server'
import { requireBox } from '~/services/box-dialogs.server'
import { returnFromDialog } from '~/services/dialog.server'
import { redirectWithToast } from '~/services/toast.server'
import { readForm } from '~/services/form.server'

export async function loader(args: LoaderFunctionArgs) {
  const { api, organization, member } = await requireBox(args, 'MANAGE_BOXES')
  const { tokens } = await api.get(`/business/organizations/${organization.id}/available-tokens`, availableTokensSchema, {
    organizationId: organization.id,
  })
  return json({ name: member!.name, token: member!.token, tokens })
}

const choiceSchema = z.object({ token: z.union([z.literal(''), z.string().regex(/^\d{6}$/)]) })

export async function action(args: ActionFunctionArgs) {
  const { api, organization, box, member } = await requireBox(args, 'MANAGE_BOXES')
  const form = await readForm(args.request)
  const choice = choiceSchema.safeParse(Object.fromEntries(form))
  if (!choice.success) return json({ errors: ['validation.token'] }, { status: 400 })
  try {
    await api.put(
      `/business/organizations/${organization.id}/boxes/${box.id}/members/${member!.id}`,
      { name: member!.name, role: member!.role, externalId: member!.externalId, token: choice.data.token || null },
      memberSchema,
      { organizationId: organization.id },
    )
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    return json({ errors: [error.errorCode === 'TOKEN_TAKEN' ? 'errors.tokenTaken' : 'errors.unableToUpdateMember'] }, { status: 400 })
  }
  return redirectWithToast(args.request, returnFromDialog(args.request, form), { type: 'success', key: 'members.saved' })
}

export default function TokensDialog() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const back = useDialogParent()
  return (
    <Dialog title={t('tokens.title', { name: data.name })} width={400}>
      <div className="space-y-4">
        <p className="text-sm">{data.token ? t('tokens.current', { token: data.token }) : t('tokens.none')}</p>
        <ErrorList errors={result?.errors} />
        <p className="text-sm font-medium text-slate-700">{t('tokens.free')}</p>
        {/* As many columns as fit: 'Выбрать' and 'Naudoti' next to a token need more than half a phone. */}
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-2">
          {data.tokens.map((token) => (
            <li key={token}>
              <Form method="post" className="flex flex-wrap items-center justify-between gap-x-2 rounded border border-slate-200 px-2 py-1">
                <BackToField />
                <span className="font-mono">{token}</span>
                <Button variant="ghost" name="token" value={token} className="min-h-8 px-2 py-1">
                  {t('tokens.use')}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap justify-between gap-2">
          {data.token ? (
            <Form method="post">
              <BackToField />
              <Button variant="secondary" name="token" value="">
                {t('tokens.clear')}
              </Button>
            </Form>
          ) : (
            <span />
          )}
          <Link to={back} preventScrollReset className={buttonClass('secondary')}>
            {t('common.close')}
          </Link>
        </div>
      </div>
    </Dialog>
  )
}
