/**
 * Add to the stop list (VIEW_STOP_LIST; SPEC.md 2 "Stop list", width 400): a GET search form
 * (`?find=`, case ignored by the platform; the screen under the dialog keeps its own `?q=`),
 * the items (with their menus and categories) and options (with their modifier's name) not
 * stopped now a page at a time (`?findPage=`), one of them chosen, and until when. Success
 * returns to the screen with the flash message of an item or an option, on the page that holds
 * the new entry, highlighted (its search and page dropped: utils/highlight.ts).
 */
import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData, useLocation } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { UUID_PATTERN } from '#contract/primitives'
import { STOP_LIST_ERRORS, STOP_LIST_LIMITS, type StopListCandidates, type StopListEntry } from '#contract/stop-list'
import { StopUntilFields } from '~/features/menu/stop-until-fields'
import { Badge } from '~/components/ui/badge'
import { Banner } from '~/components/ui/banner'
import { Button } from '~/components/ui/button'
import { BackToField, Dialog, FormActions } from '~/components/ui/dialog'
import { ErrorList, inputClass } from '~/components/ui/field'
import { SearchIcon } from '~/components/ui/icons'
import { PageLinks } from '~/components/ui/page-links'
import { useAppForm } from '~/components/ui/use-app-form'
import { addToStopList, listStopCandidates } from '~/features/menu/stop-list.server'
import { ApiError } from '~/services/api.server'
import { returnFromDialog } from '~/services/dialog.server'
import { readForm } from '~/services/form.server'
import { stopRefusalReply } from '~/features/menu/stop-list-form.server'
import { redirectWithToast } from '~/services/toast.server'
import { formatDateTime } from '~/utils/format'
import { highlightPath } from '~/utils/highlight'
import { pagingOf, readPage } from '~/utils/paging'
import { activeUntilOf, businessDayEnd, DEFAULT_STOP_UNTIL, refineStopUntil, stopUntilShape } from '~/features/menu/stop-until'
import { requireStopList, targetOfValue, targetView } from './__stop-list.server'
import type { TitleHandle } from '~/utils/document-title'
import { useDialogStart } from '~/components/ui/dialog-start'

/** The dialog's own query parameters, dropped on the way back to the screen. */
const DIALOG_PARAMS = ['find', 'findPage'] as const

export async function loader(args: LoaderFunctionArgs) {
  const { api, organization, url, lang } = await requireStopList(args)
  const find = (url.searchParams.get('find') ?? '').trim().slice(0, STOP_LIST_LIMITS.query)
  const requested = readPage(url.searchParams, 'findPage')
  let found: StopListCandidates | null = null
  try {
    found = await listStopCandidates(api, organization.id, { q: find, page: requested })
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
  }
  const { timeZone } = organization
  return json({
    find,
    timeZone,
    businessDayEnd: formatDateTime(businessDayEnd(new Date(), timeZone).toISOString(), timeZone),
    loadFailed: found === null,
    paging: pagingOf(found?.total ?? 0, requested, STOP_LIST_LIMITS.pageSize),
    candidates: (found?.candidates ?? []).map((c) => targetView(c, lang)),
  })
}

const ID = UUID_PATTERN.source.replace(/^\^|\$$/g, '')
const TARGET = new RegExp(`^(item:${ID}|option:${ID}:${ID})$`, 'i')

/** One item or option, and until when; a time is read on the organization's clock. */
function addSchema(timeZone: string) {
  return z
    .object({
      target: z.string({ required_error: STOP_LIST_ERRORS.chooseOne }).regex(TARGET, STOP_LIST_ERRORS.chooseOne),
      ...stopUntilShape,
    })
    .superRefine(refineStopUntil(timeZone))
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args
  const form = await readForm(request)
  const { api, organization } = await requireStopList(args)
  const submission = parseWithZod(form, { schema: addSchema(organization.timeZone) })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  const until = activeUntilOf(submission.value, organization.timeZone, new Date())
  // The schema has just checked the time: this only happens across the exact instant it passes.
  if ('errors' in until) {
    const fieldErrors = Object.fromEntries(Object.entries(until.errors).map(([field, key]) => [field, [key]]))
    return json(submission.reply({ fieldErrors }), { status: 400 })
  }
  const { kind, input } = targetOfValue(submission.value.target, until.activeUntil)
  let entry: StopListEntry
  try {
    entry = await addToStopList(api, organization.id, input)
  } catch (error) {
    return stopRefusalReply(submission, error, `stopList.${kind}.add.error`, 'target')
  }
  // The new entry is shown where it stands: its page, highlighted (issue 25 item 17).
  return redirectWithToast(request, highlightPath(returnFromDialog(request, form), entry.id), { type: 'success', key: `stopList.${kind}.add.success` })
}

export default function AddToStopListDialog() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const lastResult = useActionResult<typeof action>()
  const schema = useMemo(() => addSchema(data.timeZone), [data.timeZone])
  const [form, fields] = useAppForm({ id: 'stop-list-add', schema, lastResult, defaultValue: { until: DEFAULT_STOP_UNTIL } })
  const chosen = typeof fields.target.initialValue === 'string' ? fields.target.initialValue : null
  return (
    <Dialog title={t('stopList.addTitle')} width={400} dialogParams={DIALOG_PARAMS}>
      <div className="space-y-4">
        <FindForm find={data.find} />
        {data.loadFailed ? <Banner tone="error">{t('stopList.errors.loadFailed')}</Banner> : null}
        <Form method="post" {...getFormProps(form)} className="space-y-4">
          <BackToField />
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-700">{t('stopList.candidates')}</legend>
            {data.candidates.length === 0 && !data.loadFailed ? (
              <p className="text-sm text-slate-600">{data.find ? t('stopList.noCandidatesFound') : t('stopList.noCandidates')}</p>
            ) : (
              <ul className="max-h-80 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200">
                {data.candidates.map((c) => (
                  <li key={c.value}>
                    <label className="flex items-start gap-2 p-2 text-sm" data-testid="stop-candidate">
                      <input type="radio" name={fields.target.name} value={c.value} defaultChecked={chosen === c.value} className="mt-1" />
                      <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">
                        <span className="font-medium">{c.title || t('menu.untitled')}</span>{' '}
                        <Badge>{c.kind === 'ITEM' ? t('stopList.kind.item') : t('stopList.kind.option')}</Badge>
                        <span className="block text-slate-600">
                          {c.kind === 'ITEM' ? c.placements.map((p) => `${p.menu} › ${p.category}`).join(', ') : c.modifier}
                        </span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
            <PageLinks paging={data.paging} label={t('stopList.candidatePages')} param="findPage" />
            <ErrorList errors={fields.target.errors} />
          </fieldset>
          <StopUntilFields until={fields.until} date={fields.atDate} time={fields.atTime} businessDayEnd={data.businessDayEnd} timeZone={data.timeZone} />
          <ErrorList id={form.errorId} errors={form.errors} />
          <FormActions>
            <Button>{t('stopList.addSubmit')}</Button>
          </FormActions>
        </Form>
      </div>
    </Dialog>
  )
}

/** The dialog's search: a GET form that keeps the screen's own query (its search, page, language). */
function FindForm({ find }: { find: string }) {
  const { t } = useTranslation()
  const { search } = useLocation()
  const kept = [...new URLSearchParams(search)].filter(([name]) => !DIALOG_PARAMS.includes(name as (typeof DIALOG_PARAMS)[number]))
  const startsDialog = useDialogStart()
  return (
    // Named: the screen under the dialog has a search landmark of its own.
    <Form method="get" role="search" aria-label={t('stopList.find')} className="flex gap-2" preventScrollReset>
      {kept.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="stop-list-find" className="sr-only">
        {t('stopList.find')}
      </label>
      <input
        id="stop-list-find"
        type="search"
        name="find"
        defaultValue={find}
        placeholder={t('stopList.find')}
        maxLength={STOP_LIST_LIMITS.query}
        autoFocus={startsDialog}
        className={inputClass()}
      />
      <Button variant="secondary" aria-label={t('stopList.findSubmit')}>
        <SearchIcon />
      </Button>
    </Form>
  )
}

export const handle: TitleHandle = { title: 'stopList.addTitle' }
