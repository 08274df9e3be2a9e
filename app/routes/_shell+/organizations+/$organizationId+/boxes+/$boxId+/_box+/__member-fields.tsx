/**
 * The end of the invite and edit dialogs' member form (they differ in what comes before):
 * the admin choice where the box has admins, the token with its free ones, the external id,
 * the form's own errors and the submit button.
 */
import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'
import { FormActions } from '~/components/ui/dialog'
import { ErrorList, Field } from '~/components/ui/field'
import { TokenField } from '~/features/tips/token-field'

type AnyField = FieldMetadata<unknown, Record<string, unknown>, string[]>

export function MemberFormEnd({
  fields,
  form,
  showAdmin,
  freeTokens,
  submitLabel,
}: {
  fields: { admin: AnyField; token: AnyField; externalId: AnyField }
  form: { errorId: string; errors?: string[] }
  showAdmin: boolean
  freeTokens: string[]
  submitLabel: string
}) {
  const { t } = useTranslation()
  return (
    <>
      {showAdmin ? (
        <label className="flex items-center gap-2 text-sm">
          <input {...getInputProps(fields.admin, { type: 'checkbox' })} />
          {t('members.makeAdmin')}
        </label>
      ) : null}
      <TokenField inputProps={getInputProps(fields.token, { type: 'text' })} errors={fields.token.errors} freeTokens={freeTokens} />
      <Field label={t('members.externalId')} inputProps={getInputProps(fields.externalId, { type: 'text' })} errors={fields.externalId.errors} />
      <ErrorList id={form.errorId} errors={form.errors} />
      <FormActions>
        <Button>{submitLabel}</Button>
      </FormActions>
    </>
  )
}
