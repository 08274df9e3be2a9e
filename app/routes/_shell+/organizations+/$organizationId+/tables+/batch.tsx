/**
 * Batch update (MANAGE_TABLES; SPEC.md 2 "Tables"): every table without a POS table, each with
 * a choice of the POS tables no table maps to. On opening, a table whose number is a POS
 * table's title (case ignored) has it chosen already, each POS table for one table only. A
 * POS table chosen twice is 'Duplicate value' on those rows. Saving maps every chosen one in
 * one call, all or nothing. With JavaScript the button waits for a first choice; without, a
 * submission of no choice answers a message and changes nothing.
 */
import { getFormProps, getInputProps, getSelectProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useTranslation } from 'react-i18next'
import type { PosTable } from '#contract/menu-reference'
import type { Table } from '#contract/tables'
import { Banner } from '~/components/ui/banner'
import { Button } from '~/components/ui/button'
import { BackToField, Dialog, FormActions } from '~/components/ui/dialog'
import { ErrorList, inputClass } from '~/components/ui/field'
import { useAppForm } from '~/components/ui/use-app-form'
import { listUnmappedTables, mapTables } from '~/features/tables/tables.server'
import { readForm } from '~/services/form.server'
import { redirectWithToast } from '~/services/toast.server'
import { batchFormSchema } from '~/features/tables/tables-schemas'
import { PosTableOptions } from './__table-editor'
import { backToTables, freePosTables, tableRefusalReply, tablesScreen } from './__tables.server'
import { requireTables } from '~/features/tables/tables-guard.server'
import type { TitleHandle } from '~/utils/document-title'
import { DialogStartField } from '~/components/ui/dialog-start'
import { attr, needs } from '~/browser/protocol'

/** The Tables guard, plus MANAGE_TABLES: without it, back to the Tables screen. */
async function requireBatch(args: LoaderFunctionArgs) {
  const found = await requireTables(args)
  if (!found.organization.permissions.includes('MANAGE_TABLES')) throw redirect(tablesScreen(found.organization.id, found.url))
  return found
}

/** Each table's POS table chosen on opening: the one titled like its number, each POS table once. */
function preMatch(tables: Table[], choices: PosTable[]) {
  const used = new Set<string>()
  const key = (text: string) => text.trim().toLocaleLowerCase()
  return tables.map((table) => {
    const match = choices.find((choice) => !used.has(choice.id) && key(choice.title) === key(table.number))
    if (match) used.add(match.id)
    return { id: table.id, posId: match?.id ?? '' }
  })
}

export async function loader(args: LoaderFunctionArgs) {
  const { api, organization } = await requireBatch(args)
  const pos = await freePosTables(api, organization, null)
  const tables = pos ? await listUnmappedTables(api, organization.id) : []
  return json({
    tables: tables.map((t) => ({ id: t.id, number: t.number })),
    rows: preMatch(tables, pos?.choices ?? []),
    choices: pos?.choices ?? [],
    noPos: pos === null,
    posFailed: pos?.failed ?? false,
  })
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args
  const form = await readForm(request)
  const { api, organization } = await requireBatch(args)
  const submission = parseWithZod(form, { schema: batchFormSchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  // Only the rows with a choice are sent; the platform names them by their place in what it got.
  const chosen = submission.value.tables.flatMap((row, index) => (row.posId ? [{ id: row.id, posId: row.posId, index }] : []))
  try {
    await mapTables(api, organization.id, chosen.map(({ id, posId }) => ({ id, posId })))
  } catch (error) {
    return tableRefusalReply(submission, error, 'errors.unableToUpdateTable', (field) => {
      const [, sent, name] = /^tables\.(\d+)\.(\w+)$/.exec(field) ?? []
      const row = sent === undefined ? undefined : chosen[Number(sent)]
      return row ? `tables[${row.index}].${name}` : null
    })
  }
  const toast = chosen.length === 1 ? { key: 'tables.batch.mappedOne' } : { key: 'tables.batch.mappedMany', values: { count: chosen.length } }
  return redirectWithToast(request, backToTables(request, form, organization.id), { type: 'success', ...toast })
}

export default function BatchUpdateDialog() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const lastResult = useActionResult<typeof action>()
  const [form, fields] = useAppForm({ id: 'tables-batch', schema: batchFormSchema, lastResult, defaultValue: { tables: data.rows } })
  const numbers = new Map(data.tables.map((table) => [table.id, table.number]))
  const rows = fields.tables.getFieldList()
  return (
    <Dialog title={t('tables.batch.title')} width={400}>
      {data.noPos ? (
        <Banner tone="info">{t('tables.errors.noPosIntegration')}</Banner>
      ) : data.tables.length === 0 ? (
        <p className="text-slate-700">{t('tables.batch.none')}</p>
      ) : (
        <Form method="post" {...getFormProps(form)} className="space-y-4">
          <BackToField />
          <p className="text-sm text-slate-600">{t('tables.batch.help')}</p>
          {data.posFailed ? <Banner tone="error">{t('tables.posLoadFailed')}</Banner> : null}
          <ul className="max-h-[60vh] space-y-3 overflow-y-auto">
            {rows.map((row) => {
              const { id, posId } = row.getFieldset()
              const number = numbers.get(String(id.initialValue ?? '')) ?? '—'
              return (
                <li key={row.key} className="space-y-1" data-testid="batch-row">
                  <input {...getInputProps(id, { type: 'hidden' })} />
                  <label htmlFor={posId.id} className="block text-sm font-medium text-slate-700 [overflow-wrap:anywhere]">
                    {t('tables.batch.posFor', { number })}
                  </label>
                  <DialogStartField>
                    {(autoFocus) => (
                      <select {...getSelectProps(posId)} autoFocus={autoFocus} className={inputClass(Boolean(posId.errors))}>
                        <PosTableOptions choices={data.choices} />
                      </select>
                    )}
                  </DialogStartField>
                  <ErrorList errors={posId.errors} />
                </li>
              )
            })}
          </ul>
          <ErrorList id={form.errorId} errors={form.errors} />
          <FormActions>
            {/* Without JavaScript the server answers an empty choice; with it (the shell island's
                data-needs), nothing to send waits here. */}
            <Button {...attr(needs.fields, 'select')}>
              {t('tables.batch.submit')}
            </Button>
          </FormActions>
        </Form>
      )}
    </Dialog>
  )
}

export const handle: TitleHandle = { title: 'tables.batch.title' }
