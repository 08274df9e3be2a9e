/**
 * Active hours in the menu and category editors (SPEC.md 3 "Active hours", 5 "Time fields",
 * 6): custom hours on or off, what guests see outside them (HIDE or DISABLE), the default open
 * and close times (`##:##`, padded on leaving the field; the server pads them too), and, in the
 * full editor (menus; categories with CUSTOMIZE_MENU), the weekdays with their own times.
 * `locked`: hours with weekdays a user without CUSTOMIZE_MENU may only keep or switch off.
 * Without JavaScript every field is shown; with it the times hide while custom hours are off,
 * and the weekdays while they are not limited: the shell island does it (`data-shown-by`,
 * `data-pad-time`; ADR 0056).
 */
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import type { ActiveHours } from '#contract/menu'
import { ErrorList, inputClass } from '~/components/ui/field'
import { cx } from '~/components/ui/cx'
import { WEEKDAYS, type EditorValues } from '~/features/menu/menu-schemas'
import { attr, fields } from '~/browser/protocol'

export type HoursMode = 'full' | 'simple' | 'locked'

interface Props {
  formId: string
  mode: HoursMode
  values: EditorValues
  /** Field errors by name ('open', 'day3Close', 'limitDays'). */
  errors: Record<string, string[] | null | undefined>
  /** The hours as saved, summarized for the locked mode. */
  saved?: ActiveHours | null
}


export function ActiveHoursFields({ formId, mode, values, errors, saved }: Props) {
  const { t } = useTranslation()
  const id = (name: string) => `${formId}-${name}`
  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-3" data-testid="active-hours">
      <legend className="px-1 text-sm font-medium text-slate-700">{t('menu.hours.title')}</legend>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" id={id('hours')} name="hours" defaultChecked={values.hours === 'on'} />
        {t('menu.hours.custom')}
      </label>
      {mode === 'locked' ? (
        <p className="text-sm text-slate-600">
          {saved ? hoursSummary(saved, t) : null} {t('menu.hours.lockedHelp')}
        </p>
      ) : (
        <div className="space-y-3" {...attr(fields.shownBy, id('hours'))}>
          <div className="space-y-1">
            <label htmlFor={id('inactiveBehaviour')} className="block text-sm font-medium text-slate-700">
              {t('menu.hours.outside')}
            </label>
            <select id={id('inactiveBehaviour')} name="inactiveBehaviour" defaultValue={values.inactiveBehaviour ?? 'DISABLE'} className={inputClass()}>
              <option value="DISABLE">{t('menu.hours.DISABLE')}</option>
              <option value="HIDE">{t('menu.hours.HIDE')}</option>
            </select>
            <ErrorList errors={errors.inactiveBehaviour} />
          </div>
          <div className="flex flex-wrap gap-3">
            <TimeInput id={id('open')} name="open" label={t('menu.hours.open')} value={values.open} errors={errors.open} />
            <TimeInput id={id('close')} name="close" label={t('menu.hours.close')} value={values.close} errors={errors.close} />
          </div>
          {mode === 'full' ? (
            <div className="space-y-2">
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  id={id('limitDays')}
                  name="limitDays"
                  defaultChecked={values.limitDays === 'on'}
                />
                {t('menu.hours.limitDays')}
              </label>
              <ErrorList errors={errors.limitDays} />
              <ul className="space-y-2" aria-label={t('menu.hours.days')} {...attr(fields.shownBy, id('limitDays'))}>
                {WEEKDAYS.map((d) => (
                  <li key={d} className="flex flex-wrap items-end gap-3">
                    <label className="flex w-32 items-center gap-2 pb-2 text-sm">
                      <input type="checkbox" name={`day${d}`} defaultChecked={values[`day${d}`] === 'on'} />
                      {t(`menu.weekdays.${d}`)}
                    </label>
                    <TimeInput
                      id={id(`day${d}Open`)}
                      name={`day${d}Open`}
                      label={t('menu.hours.dayOpen', { day: t(`menu.weekdays.${d}`) })}
                      value={values[`day${d}Open`]}
                      errors={errors[`day${d}Open`]}
                      placeholder={t('menu.hours.sameAsDefault')}
                      compact
                    />
                    <TimeInput
                      id={id(`day${d}Close`)}
                      name={`day${d}Close`}
                      label={t('menu.hours.dayClose', { day: t(`menu.weekdays.${d}`) })}
                      value={values[`day${d}Close`]}
                      errors={errors[`day${d}Close`]}
                      placeholder={t('menu.hours.sameAsDefault')}
                      compact
                    />
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      )}
    </fieldset>
  )
}

function TimeInput(props: {
  id: string
  name: string
  label: string
  value: string | undefined
  errors?: string[] | null
  placeholder?: string
  compact?: boolean
}) {
  const errorId = props.errors?.length ? `${props.id}-error` : undefined
  return (
    <div className={cx('space-y-1', props.compact ? 'w-28' : 'w-36')}>
      <label htmlFor={props.id} className={props.compact ? 'sr-only' : 'block text-sm font-medium text-slate-700'}>
        {props.label}
      </label>
      <input
        id={props.id}
        name={props.name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={5}
        placeholder={props.placeholder ?? '00:00'}
        defaultValue={props.value ?? ''}
        {...attr(fields.padTime, true)}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        className={inputClass(Boolean(errorId))}
      />
      <ErrorList id={errorId} errors={props.errors} />
    </div>
  )
}

/**
 * The hours in one line: '10:00–22:00', 'Mon, Tue 10:00–22:00; Sat 12:00–23:00', with what
 * guests see outside them ('hidden outside' / 'unavailable outside').
 */
export function hoursSummary(hours: ActiveHours, t: TFunction): string {
  const span = (open: string, close: string) => `${open}–${close}`
  const outside = t(`menu.hours.outsideShort.${hours.inactiveBehaviour}`)
  if (!hours.days) return `${span(hours.default.open, hours.default.close)} (${outside})`
  // Days with the same times are named together, in weekday order.
  const groups = new Map<string, number[]>()
  for (const day of [...hours.days].sort((a, b) => a.day - b.day)) {
    const key = span(day.open ?? hours.default.open, day.close ?? hours.default.close)
    groups.set(key, [...(groups.get(key) ?? []), day.day])
  }
  const parts = [...groups].map(([times, days]) => `${days.map((d) => t(`menu.weekdaysShort.${d}`)).join(', ')} ${times}`)
  return `${parts.length ? parts.join('; ') : t('menu.hours.never')} (${outside})`
}
