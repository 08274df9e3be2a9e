/**
 * Every `data-` attribute of the markup, defined once (ADR 0072). A group is a string enum whose
 * members are the attribute names: the islands' build (esbuild) writes each use as the string
 * itself, so a page's script carries no table of definitions. The server's components write an
 * attribute by spreading `attr(definition, value)`; the browser modules (app/browser/) find it by
 * `[${definition}]` and read it with `read`, `readNumber` or `readJson`. A name lives only here,
 * so the markup and the script cannot drift: tests/unit/browser-protocol.test.ts fails on a
 * `data-` name written anywhere else, on an attribute no component writes and on one nothing reads.
 *
 * A value is text unless `Values` (declared beside each group) says it is a flag (there or not),
 * a number or JSON; the helpers below take only the definitions of their kind. `readers` says
 * who reads an attribute when not (only) the browser modules: the stylesheet (app/tailwind.css or
 * a `data-[…]:` class) or the browser tests (the `marks` below, which name rows and parts for
 * them as `data-testid` does; `data-testid` itself stays Playwright's).
 *
 * Only types are imported here.
 */
import type { StripeCardSetup } from '~/browser/card-entry'
import type { CropperSetup } from '~/browser/cropper'
import type { SortableStrings } from '~/browser/drag-list'
import type { GuestFormSetup } from '~/browser/guest-submit'
import type { BillFacts } from '~/features/guest/bill-part'
import type { ItemPriceSetup } from '~/features/guest/item-price'
import type { PhoneCountry } from '~/browser/phone-mask'

/** Every definition. */
export type Attribute =
  | autosubmit
  | dialog
  | filter
  | search
  | rowLink
  | snackbar
  | needs
  | copy
  | refresh
  | reload
  | downloadLink
  | liveCheck
  | languagePicker
  | counter
  | fields
  | preview
  | calmPaste
  | countryFilter
  | live
  | sortable
  | cropper
  | stripe
  | signIn
  | guest
  | guestOrder
  | page
  | styles
  | marks
type Reader = 'browser' | 'css' | 'tests'
/** An attribute's value: text unless `Values` says otherwise. */
export type Value<A extends Attribute> = A extends keyof Values ? Values[A] : string
/** The definitions whose value is a `V`. */
type Of<V> = { [A in Attribute]: Value<A> extends V ? A : never }[Attribute]
/** What a component spreads: `<input {...attr(filter.input, 'organization-list')} />`. */
export type DataProps = { [name: `data-${string}`]: string }

// A flag is written as '' when true and not at all when false.
const encode = (value: unknown) =>
  value === undefined || value === false ? undefined : value === true ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value)

/** The props a component spreads; none for `undefined` (or a flag that is false). */
export function attr<A extends Attribute>(attribute: A, value: Value<A> | undefined): DataProps {
  const text = encode(value)
  return text === undefined ? {} : { [attribute]: text }
}

/** Sets (or, with `undefined` or false, removes) the attribute: a state the browser keeps on the page. */
export function write<A extends Attribute>(element: Element, attribute: A, value: Value<A> | undefined) {
  const text = encode(value)
  if (text === undefined) element.removeAttribute(attribute)
  else element.setAttribute(attribute, text)
}

/** `[data-x="value"]`: the elements carrying that value. */
export const is = (attribute: Of<string>, value: string) => `[${attribute}="${CSS.escape(value)}"]`

/** The element's text, `undefined` when it does not carry the attribute. */
export const read = (element: Element, attribute: Of<string>) => element.getAttribute(attribute) ?? undefined

/** The element's number, `undefined` when it does not carry the attribute. */
export function readNumber(element: Element, attribute: Of<number>) {
  const text = element.getAttribute(attribute)
  return text === null ? undefined : Number(text)
}

/** The element's JSON value, `undefined` when it does not carry the attribute. */
export function readJson<A extends Of<object>>(element: Element, attribute: A) {
  const text = element.getAttribute(attribute)
  return text === null ? undefined : (JSON.parse(text) as Value<A>)
}

/** A field that sends its form as it changes, as its `apply` button (the way without JavaScript) would; the button goes. */
export enum autosubmit {
  field = 'data-autosubmit',
  apply = 'data-apply',
}
interface Values {
  [autosubmit.field]: boolean
  [autosubmit.apply]: boolean
}

/** A dialog's close link, followed on Esc. */
export enum dialog {
  close = 'data-dialog-close',
}
interface Values {
  [dialog.close]: boolean
}

/** A box that filters a list (`input`: the list's id) by each item's `text`, showing `empty` when none is left. */
export enum filter {
  input = 'data-filter',
  text = 'data-filter-text',
  empty = 'data-filter-empty',
}
interface Values {
  [filter.empty]: boolean
}

/** A GET search form that searches as one types, swapping in the region (its id) the answer draws. */
export enum search {
  results = 'data-search-results',
}

/** A table row that opens its address when clicked outside its links and buttons. */
export enum rowLink {
  to = 'data-to',
}

/** The snackbar's close button. */
export enum snackbar {
  frame = 'data-snackbar',
  dismiss = 'data-dismiss',
}
interface Values {
  [snackbar.frame]: boolean
  [snackbar.dismiss]: boolean
}

/** A button disabled while every field of its form that the selector names is blank. */
export enum needs {
  fields = 'data-needs',
}

/** A button (hidden in the HTML) that copies a field's text (its id), then shows `copied`. */
export enum copy {
  button = 'data-copy',
  copied = 'data-copied',
}
interface Values {
  [copy.copied]: boolean
}

/** A region read again every so many ms; `failed` and `rows` tell a failed read from rows shown. */
export enum refresh {
  region = 'data-refresh-region',
  every = 'data-refresh-every',
  failed = 'data-load-failed',
  rows = 'data-rows',
}
interface Values {
  [refresh.region]: boolean
  [refresh.every]: number
  [refresh.failed]: boolean
  [refresh.rows]: boolean
}

/** The whole page reloaded every so many ms while it is visible and nothing is typed. */
export enum reload {
  every = 'data-reload-every',
}
interface Values {
  [reload.every]: number
}

/** A link whose file is fetched first, so a refusal shows `failed` instead of the platform's error. */
export enum downloadLink {
  link = 'data-download',
  failed = 'data-download-failed',
}
interface Values {
  [downloadLink.link]: boolean
  [downloadLink.failed]: boolean
}

/** A form checked as it is typed: each field's messages, its longest length and its named format. */
export enum liveCheck {
  form = 'data-live-check',
  required = 'data-required-message',
  maxLength = 'data-max-length',
  tooLong = 'data-too-long-message',
  format = 'data-format',
  formatMessage = 'data-format-message',
}
interface Values {
  [liveCheck.form]: boolean
  [liveCheck.maxLength]: number
}

/** Language buttons that show their language's fields in place. */
export enum languagePicker {
  show = 'data-show-lang',
  block = 'data-lang',
}

/** A field's character counter (`<field id>-counter`) against its `max`; `over` marks it past the max. */
export enum counter {
  counter = 'data-counter',
  max = 'data-max',
  over = 'data-over',
}
interface Values {
  [counter.counter]: boolean
  [counter.max]: number
  [counter.over]: boolean
}

/** Fields that help each other: choose a radio, pad a time, fill a blank sibling, show a part while a box is ticked. */
export enum fields {
  chooses = 'data-chooses',
  padTime = 'data-pad-time',
  fills = 'data-fills',
  shownBy = 'data-shown-by',
}
interface Values {
  [fields.padTime]: boolean
}

/** A form posted as its preview button would, a moment after each change, swapping in the region (its id). */
export enum preview {
  form = 'data-previews',
  button = 'data-preview-button',
}
interface Values {
  [preview.button]: boolean
}

/** A form whose titles (fields named with this prefix) pasted in capitals go in as sentences. */
export enum calmPaste {
  form = 'data-calm-paste',
}

/** A country box filtering the long list of the select (its id). */
export enum countryFilter {
  input = 'data-country-filter',
}

/** The menu and tips screens' live channel: its status element, the regions it swaps, and the state it shows. */
export enum live {
  organization = 'data-live-organization',
  scope = 'data-live-scope',
  region = 'data-live-region',
  settles = 'data-live-settles',
  status = 'data-live-status',
  saving = 'data-saving',
  pending = 'data-pending',
  lastRequestId = 'data-last-request-id',
}
interface Values {
  [live.saving]: boolean
  [live.pending]: number
}

/** The menu lists' drag and drop (browser/drag-list.tsx). */
export enum sortable {
  list = 'data-sortable',
  island = 'data-sortable-island',
  id = 'data-sortable-id',
  name = 'data-sortable-name',
  move = 'data-move',
  slot = 'data-drag-slot',
  form = 'data-sortable-form',
  dragging = 'data-dragging',
  handle = 'data-drag-handle',
}
interface Values {
  [sortable.list]: SortableStrings
  [sortable.move]: Record<string, string>
  [sortable.slot]: boolean
  [sortable.form]: boolean
  [sortable.dragging]: boolean
  [sortable.handle]: boolean
}

/** The crop dialog's cropper (browser/cropper.tsx) and the marks it moves. */
export enum cropper {
  slot = 'data-cropper',
  island = 'data-cropper-island',
  mark = 'data-crop-mark',
}
interface Values {
  [cropper.slot]: CropperSetup
}

/** The add-card dialog's Stripe card entry (browser/card-entry.ts). */
export enum stripe {
  card = 'data-stripe-card',
  island = 'data-stripe-island',
  form = 'data-stripe-form',
  element = 'data-stripe-element',
  loading = 'data-stripe-loading',
  message = 'data-stripe-message',
  hide = 'data-stripe-hide',
  show = 'data-stripe-show',
}
interface Values {
  [stripe.card]: StripeCardSetup
  [stripe.form]: boolean
  [stripe.element]: boolean
  [stripe.loading]: boolean
  [stripe.message]: boolean
  [stripe.hide]: boolean
  [stripe.show]: boolean
}

/** The sign-in pages: the resend button's countdown, the phone field's masks. */
export enum signIn {
  countdownUntil = 'data-countdown-until',
  countdownWaiting = 'data-countdown-waiting',
  countdownReady = 'data-countdown-ready',
  phoneCountries = 'data-phone-countries',
}
interface Values {
  [signIn.phoneCountries]: PhoneCountry[]
}

/**
 * The guest payment page (features/guest/pay-view.tsx, browser/islands/guest.ts): its form and
 * what the island needs to know of it, the amounts it rewrites (the fee the guest may add, the
 * total on Pay) and where Stripe's Payment Element mounts; a table's page (features/guest/
 * table-view.tsx) adds the bill's facts its region carries, the sum beside each part, and the
 * chosen-items list: each line (its order item's id), what is left of it and the note shown when
 * someone else has paid it all (the island keeps the list in step when the bill is read again),
 * and the amount beside each tip percentage.
 */
export enum guest {
  form = 'data-guest-form',
  fee = 'data-guest-fee',
  total = 'data-guest-total',
  element = 'data-guest-element',
  bill = 'data-guest-bill',
  part = 'data-guest-part',
  lines = 'data-guest-lines',
  line = 'data-guest-line',
  lineLeft = 'data-guest-line-left',
  lineGone = 'data-guest-line-gone',
  tipShare = 'data-guest-tip-share',
}
interface Values {
  [guest.form]: GuestFormSetup
  [guest.fee]: boolean
  [guest.total]: boolean
  [guest.element]: boolean
  [guest.bill]: BillFacts
  [guest.lines]: boolean
  [guest.lineLeft]: boolean
  [guest.lineGone]: boolean
  /** The amount beside a bill's tip percentage: the percentage. */
  [guest.tipShare]: number
}

/**
 * Guest ordering (routes/m+/*, browser/guest-order.ts): the item form's prices and where its
 * total is written (each option's input names its option), and the cart's forms that are posted
 * without leaving the page (their answer's `live.region`s replace the page's).
 */
export enum guestOrder {
  price = 'data-guest-order-price',
  option = 'data-guest-order-option',
  total = 'data-guest-order-total',
  inPlace = 'data-guest-order-in-place',
}
interface Values {
  [guestOrder.price]: ItemPriceSetup
  [guestOrder.total]: boolean
  [guestOrder.inPlace]: boolean
}

/**
 * The page as a whole: the deployment it was drawn by (a new one reloads the page; the menu's
 * versions list names its rows by it too) and `island`, set when the page's script has run
 * (the browser tests wait for it).
 */
export enum page {
  version = 'data-version',
  island = 'data-island',
}

/** Hooks of the stylesheet: a table cell's label shown before it on a phone, a country's flag, the live dot. */
export enum styles {
  label = 'data-label',
  flag = 'data-flag',
  dot = 'data-dot',
}
interface Values {
  [styles.dot]: boolean
}

/** Names the browser tests find rows and parts by. */
export enum marks {
  category = 'data-category',
  item = 'data-item',
  menu = 'data-menu',
  language = 'data-language',
  section = 'data-section',
  cell = 'data-cell',
  modifier = 'data-modifier',
  option = 'data-option',
  suggestion = 'data-suggestion',
  entry = 'data-entry',
  previewSections = 'data-preview-sections',
}
interface Values {
  [marks.section]: boolean
}

/** Who reads an attribute when not only the browser modules (see the top). */
export const readers: { readonly [A in Attribute]?: readonly Reader[] } = {
  [counter.over]: ['css'],
  [live.status]: ['css'],
  [live.saving]: ['css'],
  [live.pending]: ['tests'],
  [live.lastRequestId]: ['tests'],
  [sortable.handle]: ['tests'],
  [page.version]: ['browser', 'tests'],
  [page.island]: ['tests'],
  [styles.label]: ['css'],
  [styles.flag]: ['css'],
  [styles.dot]: ['css'],
  [marks.category]: ['tests'],
  [marks.item]: ['tests'],
  [marks.menu]: ['tests'],
  [marks.language]: ['tests'],
  [marks.section]: ['tests'],
  [marks.cell]: ['tests'],
  [marks.modifier]: ['tests'],
  [marks.option]: ['tests'],
  [marks.suggestion]: ['tests'],
  [marks.entry]: ['tests'],
  [marks.previewSections]: ['tests'],
}
