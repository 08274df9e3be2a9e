/**
 * Country flags as SVG (country-flag-icons), not regional-indicator emoji, which Windows and
 * some Chromium builds draw as two letters in boxes. Only the countries the product serves
 * (SPEC.md section 9: ES, LT, PL) are bundled, a few hundred bytes each, because the sign-in
 * page carries them (its first visit is weighed by bench/report.mjs); another country gets no flag, its name and
 * code still say which it is.
 */
import { ES, LT, PL } from 'country-flag-icons/string/3x2'
import { getSelectProps, type FieldMetadata } from '@conform-to/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { cx } from '~/components/ui/cx'
import { inputClass } from '~/components/ui/field'
import { attr, countryFilter, styles } from '~/browser/protocol'

const FLAGS: Record<string, string> = { ES, LT, PL }

/** The flag of a two-letter country code, 24×16, decorative (the country's name is beside it). */
export function CountryFlag({ code, className }: { code: string; className?: string }) {
  const svg = FLAGS[code.toUpperCase()]
  if (!svg) return null
  return (
    <span
      aria-hidden="true"
      {...attr(styles.flag, code.toUpperCase())}
      className={cx('inline-block h-4 w-6 overflow-hidden rounded-sm ring-1 ring-slate-300 [&>svg]:block [&>svg]:h-full [&>svg]:w-full', className)}
      // The markup is the package's own constant SVG, not user input.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  )
}

/**
 * A native country <select> (passed as children, with room on its left: `pl-11`) with the
 * chosen country's flag drawn over that room. An <option> cannot hold an image, so every
 * flag is drawn and CSS shows the one whose option is :checked (app/tailwind.css), which
 * follows the select with and without JavaScript.
 */
function FlaggedSelect({ codes, children }: { codes: string[]; children: ReactNode }) {
  return (
    <div className="country-picker relative">
      <span className="pointer-events-none absolute left-3 top-1/2 flex -translate-y-1/2">
        {codes.map((code) => (
          <CountryFlag key={code} code={code} />
        ))}
      </span>
      {children}
    </div>
  )
}

/**
 * The search over a long country select: hidden until an island shows it (browser/country-filter.ts);
 * without JavaScript the native select, sorted by name, finds a country as its name is typed.
 */
function CountryFilter({ selectId }: { selectId: string }) {
  const { t } = useTranslation()
  return (
    <input
      type="search"
      hidden
      {...attr(countryFilter.input, selectId)}
      aria-label={t('login.countrySearch')}
      placeholder={t('login.countrySearch')}
      autoComplete="off"
      // `hidden` as a class too: the input's own `block` would show it otherwise.
      className={cx(inputClass(), 'hidden')}
    />
  )
}

/**
 * The phone's country (sign-in, inviting an employee): its label, the search over it, and the
 * select with the countries' flags, each option named with its calling code.
 */
export function PhoneCountrySelect({
  field,
  countries,
  className,
}: {
  field: FieldMetadata<string | undefined>
  countries: { code: string; name: string; phoneCode: string }[]
  className?: string
}) {
  const { t } = useTranslation()
  return (
    <div className={cx('space-y-1', className)}>
      <label htmlFor={field.id} className="block text-sm font-medium text-slate-700">
        {t('login.country')}
      </label>
      <CountryFilter selectId={field.id} />
      <FlaggedSelect codes={countries.map((c) => c.code)}>
        <select {...getSelectProps(field)} className={cx(inputClass(), 'pl-11')}>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {`${c.name} (${c.phoneCode})`}
            </option>
          ))}
        </select>
      </FlaggedSelect>
    </div>
  )
}
