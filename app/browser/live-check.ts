/**
 * The shell island's check of a form as it is typed (`form[data-live-check]`; the invoice
 * dialog's typed-in customer, SPEC.md 4): what the form's zod schema says on the server, said
 * ahead of it, read from attributes the server writes from the same rules. Each field with
 * `data-required-message` is checked: blank, then longer than its `data-max-length` (or
 * `maxLength`), then its own `pattern` or its `data-format` (`vat`: contract/vat.ts, `email`:
 * contract/email.ts, the schema's own checks), either saying `data-format-message`;
 * the message shows under a field once it has been left, and the form's submit button stays
 * disabled while any field is wrong (the invoice dialog; the tip link's amount, SPEC.md 5). The
 * server checks everything again on submit.
 */
import { markInvalid } from '~/browser/field-mark'
import { liveCheck, read, readNumber } from '~/browser/protocol'

type Check = (value: string) => boolean

/**
 * The format checks by name, each a chunk of its own fetched by the page whose form names it:
 * the VAT rules (jsvat, every EU country's) are three times the rest of the island, and no other
 * page needs the e-mail rules.
 */
const FORMATS: Record<string, () => Promise<Check>> = {
  vat: async () => {
    const { checkVatNumber } = await import('#contract/vat')
    return (value) => checkVatNumber(value) !== null
  },
  email: async () => (await import('#contract/email')).isValidEmail,
}

/** The checks a form's fields name; one that cannot be had (offline) is left to the server. */
async function checksOf(fields: HTMLInputElement[]): Promise<Record<string, Check>> {
  const names = [...new Set(fields.map((field) => read(field, liveCheck.format)).filter((name): name is string => Boolean(name && FORMATS[name])))]
  const loaded = await Promise.all(names.map((name) => FORMATS[name]!().catch(() => () => true)))
  return Object.fromEntries(names.map((name, i) => [name, loaded[i]!]))
}

function messageOf(field: HTMLInputElement, checks: Record<string, Check>): string | null {
  const value = field.value.trim()
  if (!value) return read(field, liveCheck.required) ?? null
  // data-max-length: a limit the browser does not enforce (a maxLength would cut pasted text without a word).
  const max = readNumber(field, liveCheck.maxLength) || field.maxLength
  if (max > 0 && value.length > max) return read(field, liveCheck.tooLong) ?? null
  // The field's own `pattern` (the tip amount's), for a field whose rule the HTML can say.
  if (field.pattern && field.validity.patternMismatch) return read(field, liveCheck.formatMessage) ?? null
  const format = read(field, liveCheck.format)
  if (format && checks[format] && !checks[format](value)) return read(field, liveCheck.formatMessage) ?? null
  return null
}

/** Shows `message` under the field, as the Field component draws a server message, or removes it. */
function show(field: HTMLInputElement, message: string | null) {
  const id = `${field.id}-error`
  let list = document.getElementById(id)
  const described = new Set((field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean))
  if (!message) {
    list?.remove()
    described.delete(id)
  } else {
    if (!list) {
      list = document.createElement('ul')
      list.id = id
      list.setAttribute('role', 'alert')
      list.className = 'mt-1 space-y-0.5 text-sm text-red-700'
      field.parentElement?.append(list)
    }
    const item = document.createElement('li')
    item.textContent = message
    list.replaceChildren(item)
    described.add(id)
  }
  markInvalid(field, Boolean(message))
  if (described.size) field.setAttribute('aria-describedby', [...described].join(' '))
  else field.removeAttribute('aria-describedby')
}

export function liveChecks() {
  for (const form of document.querySelectorAll<HTMLFormElement>(`form[${liveCheck.form}]`)) void checkForm(form)
}

async function checkForm(form: HTMLFormElement) {
  const fields = [...form.querySelectorAll<HTMLInputElement>(`input[${liveCheck.required}]`)]
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')
  // A field the server already marked (a refused submit) counts as left.
  const left = new Set(fields.filter((field) => field.getAttribute('aria-invalid') === 'true'))
  // Listening at once: a field left while the checks load is remembered and checked after.
  let checks: Record<string, Check> | null = null
  // The first check leaves the server's messages alone: one this check cannot make (the tip
  // amount's 'more than zero') stays until its field is typed in or left.
  const marked = new Set(left)
  const check = (first = false) => {
    if (!checks) return
    let valid = true
    for (const field of fields) {
      const message = messageOf(field, checks)
      if (message) valid = false
      if (left.has(field) && !(first && marked.has(field))) show(field, message)
    }
    if (submit) submit.disabled = !valid
  }
  form.addEventListener('input', () => check())
  form.addEventListener('focusout', (event) => {
    if (fields.includes(event.target as HTMLInputElement)) left.add(event.target as HTMLInputElement)
    check()
  })
  checks = await checksOf(fields)
  check(true)
}
