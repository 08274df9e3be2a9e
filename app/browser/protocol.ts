/**
 * Every `data-` attribute of the markup, defined once (ADR 0072). The server's components write
 * an attribute by spreading its `props(value)`; the browser modules (app/browser/) find it by its
 * `selector` and read it with `read(element)`. A name lives only here, so the markup and the
 * script cannot drift: tests/unit/browser-protocol.test.ts fails on a `data-` name written
 * anywhere else, on an attribute no component writes and on one nothing reads.
 *
 * `readers` says who reads an attribute: the browser modules (the default), the stylesheet
 * (app/tailwind.css or a `data-[…]:` class), or only the browser tests (the `marks` below, which
 * name rows and parts for them as `data-testid` does; `data-testid` itself stays Playwright's).
 *
 * Only types are imported here, and the islands' build drops the definitions an island does not
 * read (scripts/build-islands.mjs).
 */
import type { StripeCardSetup } from '~/browser/card-entry'
import type { CropperSetup } from '~/browser/cropper'
import type { SortableStrings } from '~/browser/drag-list'
import type { PhoneCountry } from '~/browser/phone-mask'

type Reader = 'browser' | 'css' | 'tests'
type Name = `data-${string}`
/** What a component spreads: `<input {...filter.input.props('organization-list')} />`. */
export type DataProps = { [name: Name]: string }

interface Codec<V> {
  encode(value: V): string | undefined
  decode(text: string): V
}

/** One attribute: its name, who reads it, and how its value is written and read. */
export class Attribute<V> {
  /** `[data-x]`: every element that carries it, whatever its value. */
  readonly selector: string
  constructor(readonly name: Name, private readonly codec: Codec<V>, readonly readers: readonly Reader[] = ['browser']) {
    this.selector = `[${name}]`
  }

  /** The props a component spreads; none for `undefined` (or a flag that is false). */
  props(value: V | undefined): DataProps {
    const text = value === undefined ? undefined : this.codec.encode(value)
    return text === undefined ? {} : { [this.name]: text }
  }

  /** `[data-x="value"]`: the elements carrying that value. */
  is(value: string): string {
    return `[${this.name}="${CSS.escape(value)}"]`
  }

  /** The element's value, `undefined` when it does not carry the attribute. */
  read(element: Element): V | undefined {
    const text = element.getAttribute(this.name)
    return text === null ? undefined : this.codec.decode(text)
  }

  /** Sets (or, with `undefined`, removes) the attribute: a state the browser keeps on the page. */
  write(element: Element, value: V | undefined) {
    const text = value === undefined ? undefined : this.codec.encode(value)
    if (text === undefined) element.removeAttribute(this.name)
    else element.setAttribute(this.name, text)
  }
}

const TEXT: Codec<string> = {
  encode: (value) => value,
  decode: (text) => text,
}
const NUMBER: Codec<number> = { encode: String, decode: Number }
// A flag is there (`true`) or not; false writes nothing.
const FLAG: Codec<boolean> = {
  encode: (on) => (on ? '' : undefined),
  decode: () => true,
}
const json = <V>(): Codec<V> => ({
  encode: (value) => JSON.stringify(value),
  decode: (text) => JSON.parse(text) as V,
})

// Every call of these is marked pure (`/*#__PURE__*/`): an island's build then drops the
// definitions it does not read.
const textAttr = (name: Name, ...readers: Reader[]) => new Attribute(name, TEXT, readers.length ? readers : undefined)
const numberAttr = (name: Name, ...readers: Reader[]) => new Attribute(name, NUMBER, readers.length ? readers : undefined)
const flagAttr = (name: Name, ...readers: Reader[]) => new Attribute(name, FLAG, readers.length ? readers : undefined)
const jsonAttr = <V>(name: Name) => new Attribute(name, json<V>())

/** A field that sends its form as it changes, as its `apply` button (the way without JavaScript) would; the button goes. */
export const autosubmit = {
  field: /*#__PURE__*/ flagAttr('data-autosubmit'),
  apply: /*#__PURE__*/ flagAttr('data-apply'),
}

/** A dialog's close link, followed on Esc. */
export const dialog = {
  close: /*#__PURE__*/ flagAttr('data-dialog-close'),
}

/** A box that filters a list (`input`: the list's id) by each item's `text`, showing `empty` when none is left. */
export const filter = {
  input: /*#__PURE__*/ textAttr('data-filter'),
  text: /*#__PURE__*/ textAttr('data-filter-text'),
  empty: /*#__PURE__*/ flagAttr('data-filter-empty'),
}

/** A GET search form that searches as one types, swapping in the region (its id) the answer draws. */
export const search = {
  results: /*#__PURE__*/ textAttr('data-search-results'),
}

/** A table row that opens its address when clicked outside its links and buttons. */
export const rowLink = { to: /*#__PURE__*/ textAttr('data-to') }

/** The snackbar's close button. */
export const snackbar = { dismiss: /*#__PURE__*/ flagAttr('data-dismiss') }

/** A button disabled while every field of its form that the selector names is blank. */
export const needs = { fields: /*#__PURE__*/ textAttr('data-needs') }

/** A button (hidden in the HTML) that copies a field's text (its id), then shows `copied`. */
export const copy = {
  button: /*#__PURE__*/ textAttr('data-copy'),
  copied: /*#__PURE__*/ flagAttr('data-copied'),
}

/** A region read again every so many ms; `failed` and `rows` tell a failed read from rows shown. */
export const refresh = {
  region: /*#__PURE__*/ flagAttr('data-refresh-region'),
  every: /*#__PURE__*/ numberAttr('data-refresh-every'),
  failed: /*#__PURE__*/ flagAttr('data-load-failed'),
  rows: /*#__PURE__*/ flagAttr('data-rows'),
}

/** The whole page reloaded every so many ms while it is visible and nothing is typed. */
export const reload = { every: /*#__PURE__*/ numberAttr('data-reload-every') }

/** A link whose file is fetched first, so a refusal shows `failed` instead of the platform's error. */
export const downloadLink = {
  link: /*#__PURE__*/ flagAttr('data-download'),
  failed: /*#__PURE__*/ flagAttr('data-download-failed'),
}

/** A form checked as it is typed: each field's messages, its longest length and its named format. */
export const liveCheck = {
  form: /*#__PURE__*/ flagAttr('data-live-check'),
  required: /*#__PURE__*/ textAttr('data-required-message'),
  maxLength: /*#__PURE__*/ numberAttr('data-max-length'),
  tooLong: /*#__PURE__*/ textAttr('data-too-long-message'),
  format: /*#__PURE__*/ textAttr('data-format'),
  formatMessage: /*#__PURE__*/ textAttr('data-format-message'),
}

/** Language buttons that show their language's fields in place. */
export const languagePicker = {
  show: /*#__PURE__*/ textAttr('data-show-lang'),
  block: /*#__PURE__*/ textAttr('data-lang'),
}

/** A field's character counter (`<field id>-counter`) against its `max`; `over` marks it past the max. */
export const counter = {
  counter: /*#__PURE__*/ flagAttr('data-counter'),
  max: /*#__PURE__*/ numberAttr('data-max'),
  over: /*#__PURE__*/ flagAttr('data-over', 'css'),
}

/** Fields that help each other: choose a radio, pad a time, fill a blank sibling, show a part while a box is ticked. */
export const fields = {
  chooses: /*#__PURE__*/ textAttr('data-chooses'),
  padTime: /*#__PURE__*/ flagAttr('data-pad-time'),
  fills: /*#__PURE__*/ textAttr('data-fills'),
  shownBy: /*#__PURE__*/ textAttr('data-shown-by'),
}

/** A form posted as its preview button would, a moment after each change, swapping in the region (its id). */
export const preview = {
  form: /*#__PURE__*/ textAttr('data-previews'),
  button: /*#__PURE__*/ flagAttr('data-preview-button'),
}

/** A form whose titles (fields named with this prefix) pasted in capitals go in as sentences. */
export const calmPaste = { form: /*#__PURE__*/ textAttr('data-calm-paste') }

/** A country box filtering the long list of the select (its id). */
export const countryFilter = {
  input: /*#__PURE__*/ textAttr('data-country-filter'),
}

/** The menu screens' live channel: its status element, the regions it swaps, and the state it shows. */
export const live = {
  organization: /*#__PURE__*/ textAttr('data-live-organization'),
  region: /*#__PURE__*/ textAttr('data-live-region'),
  settles: /*#__PURE__*/ textAttr('data-live-settles'),
  status: /*#__PURE__*/ textAttr('data-live-status', 'css'),
  saving: /*#__PURE__*/ flagAttr('data-saving', 'css'),
  pending: /*#__PURE__*/ numberAttr('data-pending', 'tests'),
  lastRequestId: /*#__PURE__*/ textAttr('data-last-request-id', 'tests'),
}

/** The menu lists' drag and drop (browser/drag-list.tsx). */
export const sortable = {
  list: /*#__PURE__*/ jsonAttr<SortableStrings>('data-sortable'),
  island: /*#__PURE__*/ textAttr('data-sortable-island'),
  id: /*#__PURE__*/ textAttr('data-sortable-id'),
  name: /*#__PURE__*/ textAttr('data-sortable-name'),
  move: jsonAttr<Record<string, string>>('data-move'),
  slot: /*#__PURE__*/ flagAttr('data-drag-slot'),
  form: /*#__PURE__*/ flagAttr('data-sortable-form'),
  dragging: /*#__PURE__*/ flagAttr('data-dragging'),
  handle: /*#__PURE__*/ flagAttr('data-drag-handle', 'tests'),
}

/** The crop dialog's cropper (browser/cropper.tsx) and the marks it moves. */
export const cropper = {
  slot: /*#__PURE__*/ jsonAttr<CropperSetup>('data-cropper'),
  island: /*#__PURE__*/ textAttr('data-cropper-island'),
  mark: /*#__PURE__*/ textAttr('data-crop-mark'),
}

/** The add-card dialog's Stripe card entry (browser/card-entry.ts). */
export const stripe = {
  card: /*#__PURE__*/ jsonAttr<StripeCardSetup>('data-stripe-card'),
  island: /*#__PURE__*/ textAttr('data-stripe-island'),
  form: /*#__PURE__*/ flagAttr('data-stripe-form'),
  element: /*#__PURE__*/ flagAttr('data-stripe-element'),
  loading: /*#__PURE__*/ flagAttr('data-stripe-loading'),
  message: /*#__PURE__*/ flagAttr('data-stripe-message'),
  hide: /*#__PURE__*/ flagAttr('data-stripe-hide'),
  show: /*#__PURE__*/ flagAttr('data-stripe-show'),
}

/** The sign-in pages: the resend button's countdown, the phone field's masks. */
export const signIn = {
  countdownUntil: /*#__PURE__*/ textAttr('data-countdown-until'),
  countdownWaiting: /*#__PURE__*/ textAttr('data-countdown-waiting'),
  countdownReady: /*#__PURE__*/ textAttr('data-countdown-ready'),
  phoneCountries: /*#__PURE__*/ jsonAttr<PhoneCountry[]>('data-phone-countries'),
}

/**
 * The page as a whole: the deployment it was drawn by (a new one reloads the page; the menu's
 * versions list names its rows by it too) and `island`, set when the page's script has run
 * (the browser tests wait for it).
 */
export const page = {
  version: /*#__PURE__*/ textAttr('data-version', 'browser', 'tests'),
  island: /*#__PURE__*/ textAttr('data-island', 'tests'),
}

/** Hooks of the stylesheet: a table cell's label shown before it on a phone, a country's flag, the live dot. */
export const styles = {
  label: /*#__PURE__*/ textAttr('data-label', 'css'),
  flag: /*#__PURE__*/ textAttr('data-flag', 'css'),
  dot: /*#__PURE__*/ flagAttr('data-dot', 'css'),
}

/** Names the browser tests find rows and parts by. */
export const marks = {
  category: /*#__PURE__*/ textAttr('data-category', 'tests'),
  item: /*#__PURE__*/ textAttr('data-item', 'tests'),
  menu: /*#__PURE__*/ textAttr('data-menu', 'tests'),
  language: /*#__PURE__*/ textAttr('data-language', 'tests'),
  section: /*#__PURE__*/ flagAttr('data-section', 'tests'),
  cell: /*#__PURE__*/ textAttr('data-cell', 'tests'),
  modifier: /*#__PURE__*/ textAttr('data-modifier', 'tests'),
  option: /*#__PURE__*/ textAttr('data-option', 'tests'),
  suggestion: /*#__PURE__*/ textAttr('data-suggestion', 'tests'),
  entry: /*#__PURE__*/ textAttr('data-entry', 'tests'),
  previewSections: /*#__PURE__*/ textAttr('data-preview-sections', 'tests'),
}
