/**
 * The table editor (SPEC.md 2 "Tables", width 400), the form of 'New table' and of a row's
 * edit: number (required); the tip box, chosen only when the venue has more than one (a new
 * table takes the first); the POS table, only with a POS integration, among those no other
 * table maps to, or none. A plain form: without JavaScript the server's answer shows the same
 * messages with what was typed kept.
 */
import { getFormProps, getInputProps, getSelectProps, type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { PosTable } from '#contract/menu-reference'
import { TABLE_LIMITS, type Table } from '#contract/tables'
import { Banner } from '~/components/ui/banner'
import { Button } from '~/components/ui/button'
import { BackToField, Dialog, FormActions } from '~/components/ui/dialog'
import { ErrorList, Field, inputClass } from '~/components/ui/field'
import { useAppForm } from '~/components/ui/use-app-form'
import { tableFormSchema } from '~/features/tables/tables-schemas'

export interface TableEditorProps {
  title: string
  table: Table | null
  boxes: { id: string; name: string | null }[]
  /** Null without a POS integration. */
  pos: { choices: PosTable[]; failed: boolean } | null
  lastResult: SubmissionResult<string[]> | null | undefined
}

export function TableEditor({ title, table, boxes, pos, lastResult }: TableEditorProps) {
  const { t } = useTranslation()
  const [form, fields] = useAppForm({
    id: 'table-editor',
    schema: tableFormSchema,
    lastResult,
    defaultValue: {
      number: table?.number ?? '',
      boxId: table ? table.boxId ?? undefined : boxes[0]?.id,
      posId: table?.posId ?? '',
      revision: table?.revision,
    },
  })
  const onlyBox = boxes.length === 1 ? boxes[0]! : null
  return (
    <Dialog title={title} width={400}>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <BackToField />
        {table ? <input {...getInputProps(fields.revision, { type: 'hidden' })} /> : null}
        <Field
          label={t('tables.number')}
          inputProps={{ ...getInputProps(fields.number, { type: 'text' }), maxLength: TABLE_LIMITS.number, autoComplete: 'off' }}
          errors={fields.number.errors}
        />
        {boxes.length > 1 ? (
          <div className="space-y-1">
            <label htmlFor={fields.boxId.id} className="block text-sm font-medium text-slate-700">
              {t('tables.box')}
            </label>
            <select {...getSelectProps(fields.boxId)} className={inputClass(Boolean(fields.boxId.errors))}>
              {boxes.map((box) => (
                <option key={box.id} value={box.id}>
                  {box.name || t('boxes.default')}
                </option>
              ))}
            </select>
            <ErrorList errors={fields.boxId.errors} />
          </div>
        ) : (
          <>
            {/* One box: every table's tips go there, nothing to choose. */}
            {onlyBox ? <input type="hidden" name={fields.boxId.name} value={table ? table.boxId ?? '' : onlyBox.id} /> : null}
            <ErrorList errors={fields.boxId.errors} />
          </>
        )}
        {pos ? (
          <div className="space-y-1">
            <label htmlFor={fields.posId.id} className="block text-sm font-medium text-slate-700">
              {t('tables.pos')}
            </label>
            <select {...getSelectProps(fields.posId)} className={inputClass(Boolean(fields.posId.errors))}>
              <PosTableOptions choices={pos.choices} />
            </select>
            <ErrorList errors={fields.posId.errors} />
            {pos.failed ? <Banner tone="error">{t('tables.posLoadFailed')}</Banner> : null}
          </div>
        ) : (
          <ErrorList errors={fields.posId.errors} />
        )}
        <ErrorList id={form.errorId} errors={form.errors} />
        <FormActions>
          <Button>{t('tables.save')}</Button>
        </FormActions>
      </Form>
    </Dialog>
  )
}

/** The options of a POS table choice: none, then the POS tables by the POS's order. */
export function PosTableOptions({ choices }: { choices: PosTable[] }) {
  const { t } = useTranslation()
  return (
    <>
      <option value="">{t('tables.noPos')}</option>
      {choices.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {choice.title}
        </option>
      ))}
    </>
  )
}
