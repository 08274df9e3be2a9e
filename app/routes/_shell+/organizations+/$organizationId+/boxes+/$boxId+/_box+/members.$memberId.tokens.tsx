/**
 * Employee token list (SPEC.md section 2 "Dialogs"): the employee's GT ID and free six-digit
 * tokens to choose from; each choice is its own small form, so it works without JavaScript.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { parseWithZod } from '@conform-to/zod'
import { Button, buttonClass } from '~/components/ui/button'
import { BackToField, Dialog, DialogBackLink } from '~/components/ui/dialog'
import { ErrorList, resultMessages } from '~/components/ui/field'
import { availableTokens, updateMember } from '~/features/tips/boxes.server'
import { requireBox } from '~/features/tips/box-dialogs.server'
import { returnFromDialog } from '~/services/dialog.server'
import { redirectWithToast } from '~/services/toast.server'
import { readForm } from '~/services/form.server'
import { replyFromApiError } from '~/services/form-errors.server'
import type { TitleHandle } from '~/utils/document-title'
import { DialogFooter } from '~/components/ui/dialog-start'

export async function loader(args: LoaderFunctionArgs) {
  const { api, organization, member } = await requireBox(args, 'MANAGE_BOXES')
  const tokens = await availableTokens(api, organization.id)
  return json({ name: member!.name, token: member!.token, tokens })
}

/** A free GT ID, or none (the 'Remove' button posts an empty token). */
const choiceSchema = z.object({ token: z.string().regex(/^\d{6}$/, 'validation.token').optional() })

export async function action(args: ActionFunctionArgs) {
  const { api, organization, box, member } = await requireBox(args, 'MANAGE_BOXES')
  const form = await readForm(args.request)
  const submission = parseWithZod(form, { schema: choiceSchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  try {
    await updateMember(api, organization.id, box.id, member!.id, {
      name: member!.name,
      role: member!.role,
      externalId: member!.externalId,
      token: submission.value.token ?? null,
    })
  } catch (error) {
    return replyFromApiError(submission, error, { TOKEN_TAKEN: ['', 'errors.tokenTaken'], '*': ['', 'errors.unableToUpdateMember'] })
  }
  return redirectWithToast(args.request, returnFromDialog(args.request, form), { type: 'success', key: 'members.saved' })
}

export default function TokensDialog() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const result = useActionResult<typeof action>()
  return (
    <Dialog title={t('tokens.title', { name: data.name })} width={400}>
      <div className="space-y-4">
        <p className="text-sm">{data.token ? t('tokens.current', { token: data.token }) : t('tokens.none')}</p>
        <ErrorList errors={resultMessages(result)} />
        <p className="text-sm font-medium text-slate-700">{t('tokens.free')}</p>
        {/* As many columns as fit: 'Выбрать' and 'Naudoti' next to a token need more than half a phone. */}
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-2">
          {data.tokens.map((token, index) => (
            <li key={token}>
              <Form method="post" className="flex flex-wrap items-center justify-between gap-x-2 rounded border border-slate-200 px-2 py-1">
                <BackToField />
                <span className="font-mono">{token}</span>
                {/* Focus starts on the last submit button (browser/dialog.ts): Clear, else the last Use. */}
                <DialogFooter disabled={Boolean(data.token) || index < data.tokens.length - 1}>
                  <Button variant="ghost" name="token" value={token} className="min-h-8 px-2 py-1">
                    {t('tokens.use')}
                  </Button>
                </DialogFooter>
              </Form>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap justify-between gap-2">
          {data.token ? (
            <Form method="post">
              <BackToField />
              <DialogFooter>
                <Button variant="secondary" name="token" value="">
                  {t('tokens.clear')}
                </Button>
              </DialogFooter>
            </Form>
          ) : (
            <span />
          )}
          <DialogBackLink className={buttonClass('secondary')}>
            {t('common.close')}
          </DialogBackLink>
        </div>
      </div>
    </Dialog>
  )
}

export const handle: TitleHandle = { title: 'documentTitles.tokens' }
