/**
 * The guest payment page (issue 27; DESIGN.md 5a), the one component the page at /pay and the
 * back-office preview draw (plan 2.5): the venue's card, the employee of a personal link, the
 * text sections, the amount, the rating, the reactions, the review, the fee the guest may add,
 * the recipient of an INDIVIDUAL box, and Pay. A plain HTML form: the page's island
 * (browser/islands/guest.ts) only keeps the amount and the total in step and stops a second
 * submit. Every word arrives in `labels`, drawn by the loader in the guest's language.
 */
import type { ReactNode } from 'react'
import type { GuestPayPage } from '#contract/guest-pay'
import type { TextSection } from '#contract/organizations'
import { REACTION_TAGS } from '#contract/tips'
import { cx } from '~/components/ui/cx'
import { cardTheme } from '~/utils/color'
import { formatMoney } from '~/utils/format'
import { localizedText } from '~/features/tips/text-sections'
import { attr, guest, marks } from '~/browser/protocol'
import { AMOUNT_MAX_LENGTH, AMOUNT_PATTERN, chosenAmount } from './amounts'
import { guestFees } from '#contract/fees'

export type ReactionTag = (typeof REACTION_TAGS)[number]

/** Where a money amount goes inside a sentence ("Pay {total}"), so the island can rewrite only the amount. */
export const MONEY_SLOT = '\u0001'

export interface PayLabels {
  tipFor: string
  amountLegend: string
  customAmount: string
  amountHint: string
  ratingLegend: string
  ratingValue: string[]
  likesLegend: string
  likes: Record<ReactionTag, string>
  review: string
  reviewHint: string
  recipientLegend: string
  recipientAnyone: string
  /** With MONEY_SLOT where the fee goes. */
  coverFee: string
  /** With MONEY_SLOT where the total goes. */
  pay: string
  noPayments: string
  sendRating: string
  previewInert: string
  details: string
}

/** What the form shows: its values (drawn fresh, or as the guest posted them) and the messages of a refusal. */
export interface PayFormState {
  attempt: string
  preset: number | null
  custom: string
  coverFee: boolean
  rating: number | null
  likes: ReactionTag[]
  review: string
  memberId: string | null
  formErrors: string[]
  fieldErrors: Record<string, string[]>
}

export interface GuestPayViewProps {
  page: GuestPayPage
  labels: PayLabels
  /** The content language: the text sections are read in it first. */
  language: string
  form: PayFormState
  /** The back-office preview and `?preview=true`: nothing can be sent. */
  preview: boolean
  /** The guest-stripe island's URL, when the page may mount Stripe's Payment Element. */
  stripeIsland?: string
  /** The page's route, whose action answers the island's data request. */
  routeId?: string
}

const money = (minor: number, currency: string) => formatMoney(minor, currency)

export const SUBMIT = 'w-full rounded-lg bg-brand-600 px-4 py-3 text-lg font-semibold text-white hover:bg-brand-700 disabled:opacity-60'

/**
 * Who receives the tip, for an INDIVIDUAL box (the page's `recipients`; nothing for other boxes):
 * "Anyone" (the tip waits for the venue to name someone) or one of its people. The tip page and a
 * table's page draw it; the platform checks the choice is one of the box's (recipient.ts).
 */
export function RecipientChoices({
  recipients,
  labels,
  checked,
}: {
  recipients: GuestPayPage['recipients']
  labels: Pick<PayLabels, 'recipientLegend' | 'recipientAnyone'>
  checked: string | null
}) {
  if (recipients.length === 0) return null
  return (
    <fieldset className="space-y-2">
      <legend className="text-base font-semibold text-slate-900">{labels.recipientLegend}</legend>
      <ul className="space-y-1">
        {[{ id: '', name: labels.recipientAnyone, imageUrl: null }, ...recipients].map((person) => (
          <li key={person.id}>
            <label className="flex cursor-pointer items-center gap-3 rounded-lg bg-white px-3 py-2 ring-1 ring-slate-200 has-[:checked]:ring-2 has-[:checked]:ring-brand-600">
              <input type="radio" name="memberId" value={person.id} defaultChecked={(checked ?? '') === person.id} />
              {person.imageUrl ? <img src={person.imageUrl} alt="" width={32} height={32} className="h-8 w-8 rounded-full object-cover" /> : null}
              <span className="min-w-0 [overflow-wrap:anywhere]">{person.name}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}

/** The recipient a guest chose, when it is one the page offered (anything else: nobody chosen). */
export const chosenRecipient = (recipients: GuestPayPage['recipients'], memberId: string | null | undefined): string | undefined =>
  memberId && recipients.some((r) => r.id === memberId) ? memberId : undefined

export function GuestPayView({ page, labels, language, form, preview, stripeIsland, routeId }: GuestPayViewProps) {
  const currency = page.organization.currency
  const amount = chosenAmount(form.preset ?? undefined, form.custom) ?? 0
  const fees = guestFees(0, amount, form.coverFee)
  const canPay = page.payments.provider !== 'none'
  const readIn = [language, ...page.organization.languages.filter((code) => code !== language)]
  const error = (field: string) => form.fieldErrors[field]?.[0]
  return (
    <div className="space-y-4 pt-4">
      <Sections sections={page.sections.header} languages={readIn} details={labels.details} place="header" />
      <Card card={page.card} member={page.member} tipFor={labels.tipFor} />
      <form
        method="post"
        className="space-y-5"
        aria-describedby={preview ? 'pay-preview-note' : undefined}
        {...attr(guest.form, { currency, provider: page.payments.provider, stripeIsland: stripeIsland ?? null, routeId: routeId ?? '', language })}
      >
        {preview ? (
          <p id="pay-preview-note" className="rounded-md bg-amber-100 px-3 py-2 text-sm text-amber-950">
            {labels.previewInert}
          </p>
        ) : null}
        <fieldset disabled={preview} className="space-y-5">
          <input type="hidden" name="attempt" value={form.attempt} />
          <input type="hidden" name="mode" value="redirect" />
          {page.member ? <input type="hidden" name="memberId" value={page.member.id} /> : null}
          {form.formErrors.length > 0 ? (
            <div role="alert" id="pay-form-errors" className="rounded-md bg-rose-50 px-3 py-2 text-sm text-rose-900 ring-1 ring-rose-200">
              {form.formErrors.map((message) => (
                <p key={message}>{message}</p>
              ))}
            </div>
          ) : null}
          {canPay ? (
            <TipChoices
              legend={labels.amountLegend}
              name="preset"
              options={page.amounts.presets.map((preset) => ({ value: preset, label: money(preset, currency) }))}
              checked={form.preset}
              columns={3}
              custom={{ id: 'pay-custom', name: 'custom', label: labels.customAmount, value: form.custom, hint: labels.amountHint, error: error('custom') }}
            />
          ) : (
            <p className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700">{labels.noPayments}</p>
          )}
          <RecipientChoices recipients={page.recipients} labels={labels} checked={form.memberId} />
          <FeedbackFields idPrefix="pay" labels={labels} rating={form.rating} likes={form.likes} review={form.review} reviewError={error('review')} />
          {canPay ? (
            <>
              <label className="flex items-start gap-2 text-sm text-slate-800">
                <input type="checkbox" name="coverFee" defaultChecked={form.coverFee} className="mt-0.5" />
                <span>
                  <Slotted text={labels.coverFee} value={money(guestFees(0, amount, true).guestFee, currency)} slot="fee" />
                </span>
              </label>
              <div {...attr(guest.element, true)} />
              <button
                type="submit"
                name="intent"
                value="pay"
                className={SUBMIT}
              >
                <Slotted text={labels.pay} value={money(fees.chargeAmount, currency)} slot="total" />
              </button>
            </>
          ) : (
            <button
              type="submit"
              name="intent"
              value="feedback"
              className={SUBMIT}
            >
              {labels.sendRating}
            </button>
          )}
        </fieldset>
      </form>
      <Sections sections={page.sections.footer} languages={readIn} details={labels.details} place="footer" />
    </div>
  )
}

/** A typed amount (SPEC.md 5): the mask's characters only, the island masking it as it is typed. */
export function AmountInput({ id, name, value, describedBy, invalid }: { id: string; name: string; value: string; describedBy: string; invalid: boolean }) {
  return (
    <input
      id={id}
      name={name}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      maxLength={AMOUNT_MAX_LENGTH}
      pattern={AMOUNT_PATTERN}
      defaultValue={value}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900"
    />
  )
}

/**
 * The tip's choices (the tip page's amounts; a table's "No tip" and percentages of the part, each
 * with its amount under it): buttons, then an amount typed in, with its hint or message.
 */
export function TipChoices({
  legend,
  name,
  options,
  checked,
  columns,
  custom,
}: {
  legend: string
  name: string
  options: { value: number; label: string; amount?: ReactNode }[]
  checked: number | null
  columns: 2 | 3
  custom: { id: string; name: string; label: string; value: string; hint: string; error: string | undefined }
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-base font-semibold text-slate-900">{legend}</legend>
      <div className={cx('grid gap-2', columns === 3 ? 'grid-cols-3' : 'grid-cols-2')}>
        {options.map((option) => (
          <label
            key={option.value}
            className="relative flex cursor-pointer items-center justify-center rounded-lg bg-white px-2 py-3 font-semibold text-slate-900 ring-1 ring-slate-300 has-[:checked]:bg-brand-600 has-[:checked]:text-white has-[:checked]:ring-brand-600 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500"
          >
            <input type="radio" name={name} value={option.value} defaultChecked={checked === option.value} className="sr-only" />
            <span className="flex flex-col items-center">
              <span className="whitespace-nowrap">{option.label}</span>
              {option.amount ? <span className="whitespace-nowrap text-sm font-normal">{option.amount}</span> : null}
            </span>
          </label>
        ))}
      </div>
      <label htmlFor={custom.id} className="block text-sm font-medium text-slate-700">
        {custom.label}
      </label>
      <AmountInput id={custom.id} name={custom.name} value={custom.value} describedBy={`${custom.id}-${custom.error ? 'error' : 'hint'}`} invalid={!!custom.error} />
      <p id={`${custom.id}-${custom.error ? 'error' : 'hint'}`} className={cx('text-sm', custom.error ? 'text-rose-800' : 'text-slate-600')}>
        {custom.error ?? custom.hint}
      </p>
    </fieldset>
  )
}

export type FeedbackLabels = Pick<PayLabels, 'ratingLegend' | 'ratingValue' | 'likesLegend' | 'likes' | 'review' | 'reviewHint'>

/** The rating, the reactions and the review a guest may leave with a tip or a bill (the platform records them on the tip). */
export function FeedbackFields({
  idPrefix,
  labels,
  rating,
  likes,
  review,
  reviewError,
}: {
  idPrefix: string
  labels: FeedbackLabels
  rating: number | null
  likes: readonly string[]
  review: string
  reviewError: string | undefined
}) {
  return (
    <>
      <fieldset>
        <legend className="text-base font-semibold text-slate-900">{labels.ratingLegend}</legend>
        <div className="mt-2 flex gap-1">
          {[1, 2, 3, 4, 5].map((value) => (
            <label
              key={value}
              className="cursor-pointer rounded-md px-1 text-3xl leading-none text-slate-400 has-[:checked]:text-amber-600 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500"
            >
              <input type="radio" name="rating" value={value} defaultChecked={rating === value} className="sr-only" />
              <span aria-hidden="true">★</span>
              <span className="sr-only">{labels.ratingValue[value - 1]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-base font-semibold text-slate-900">{labels.likesLegend}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {REACTION_TAGS.map((tag) => (
            <label
              key={tag}
              className="flex cursor-pointer items-center gap-2 rounded-full bg-white px-3 py-1.5 text-sm text-slate-800 ring-1 ring-slate-300 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-600"
            >
              <input type="checkbox" name="likes" value={tag} defaultChecked={likes.includes(tag)} />
              {labels.likes[tag]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="space-y-1">
        <label htmlFor={`${idPrefix}-review`} className="block text-base font-semibold text-slate-900">
          {labels.review}
        </label>
        <textarea
          id={`${idPrefix}-review`}
          name="review"
          rows={3}
          maxLength={500}
          defaultValue={review}
          aria-describedby={`${idPrefix}-review-hint`}
          aria-invalid={reviewError ? true : undefined}
          className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900"
        />
        <p id={`${idPrefix}-review-hint`} className={cx('text-sm', reviewError ? 'text-rose-800' : 'text-slate-600')}>
          {reviewError ?? labels.reviewHint}
        </p>
      </div>
    </>
  )
}

/** A sentence with an amount the island rewrites in place, whatever the language's word order. */
export function Slotted({ text, value, slot }: { text: string; value: string; slot: 'fee' | 'total' }) {
  const [before = '', after = ''] = text.split(MONEY_SLOT)
  return (
    <>
      {before}
      <span className="whitespace-nowrap" {...(slot === 'fee' ? attr(guest.fee, true) : attr(guest.total, true))}>
        {value}
      </span>
      {after}
    </>
  )
}

/** The venue's card; with the employee of a personal link. */
export function Card({ card, member = null, tipFor = '' }: { card: GuestPayPage['card']; member?: GuestPayPage['member']; tipFor?: string }) {
  const dark = cardTheme(card.backgroundColor) === 'dark'
  return (
    <div
      style={{ backgroundColor: `#${card.backgroundColor}` }}
      className={cx('rounded-xl p-5 shadow-sm ring-1 ring-slate-200 [overflow-wrap:anywhere]', dark ? 'text-white' : 'text-slate-900')}
    >
      {card.logoUrl ? (
        <img src={card.logoUrl} alt="" width={48} height={48} loading="eager" className="mb-3 h-12 w-12 rounded-full object-cover" />
      ) : null}
      <h1 className="text-xl font-semibold">{card.title}</h1>
      {card.description ? <p className="mt-2 text-sm">{card.description}</p> : null}
      {member ? (
        <div className="mt-4 flex items-center gap-3">
          {member.imageUrl ? (
            <img src={member.imageUrl} alt="" width={48} height={48} loading="eager" className="h-12 w-12 rounded-full object-cover" />
          ) : null}
          <p className="font-medium">{tipFor}</p>
        </div>
      ) : null}
    </div>
  )
}

/** Text sections as text (never HTML); a section with a detail action opens in place. */
export function Sections({ sections, languages, details, place }: { sections: TextSection[]; languages: string[]; details: string; place: 'header' | 'footer' }) {
  if (sections.length === 0) return null
  return (
    <div className="space-y-2" {...attr(marks.previewSections, place)}>
      {sections.map((section, index) => {
        const title = localizedText(section.title, languages)
        const body = localizedText(section.text, languages)
        const action = localizedText(section.detailAction, languages)
        const detail = section.detail ? localizedText(section.detail.content, languages) : ''
        return (
          <section key={index} className="rounded-lg bg-white p-3 text-sm shadow-sm ring-1 ring-slate-200 [overflow-wrap:anywhere]">
            {title ? <h2 className="font-semibold text-slate-900">{title}</h2> : null}
            {body ? <p className="whitespace-pre-line text-slate-700">{body}</p> : null}
            {action || detail ? (
              <details className="mt-1">
                <summary className="cursor-pointer font-medium text-brand-700">{action || details}</summary>
                {detail ? <p className="mt-1 whitespace-pre-line text-slate-700">{detail}</p> : null}
              </details>
            ) : null}
          </section>
        )
      })}
    </div>
  )
}
