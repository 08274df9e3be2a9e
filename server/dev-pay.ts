/**
 * The embedded demo guest payment provider's page (/dev/pay/{intentId}): where a guest pays a
 * tip by card while the platform's guest provider is the demo, in place of Stripe's page. It
 * says plainly that no money moves. Plain HTML forms, no JavaScript: card number, expiry and
 * CVC go to the provider's platform endpoints (platform/http/guest-pay-demo.ts); a paid or
 * failed payment sends the browser back to the guest page's return address, a declined card
 * says so and offers another try, and 4000 0027 6000 3184 first shows the bank's question
 * (/dev/pay/{id}/challenge, a 3-D Secure stand-in). Its words live here, as a provider's page
 * is not the app's, in the guest's language (the intent's, else Accept-Language, else English).
 *
 * Mounted by server.ts while the platform's guest provider is the demo. Its POSTs pass the
 * origin check of server/forgery.ts like every form of this app.
 */
import type { Request, Response } from 'express'
import { safeRedirectPath } from '../contract/safe-redirect.js'
import { CLIENT_ADDRESS_HEADER, type ApiFetch } from '../contract/transport.js'
import { i18n } from '../app/services/i18n.server.js'
import type { DemoPayIntentView } from '../platform/http/guest-pay-demo.js'
import { DEMO_PAY_TEST_CARDS, type DemoPayCardOutcome, type DemoPayRefusal } from '../platform/providers/guest-payments/demo-cards.js'

type Language = 'en' | 'es' | 'lt' | 'pl' | 'ru'

interface PageText {
  title: string
  demo: string
  testCards: string
  outcomes: Record<DemoPayCardOutcome, string>
  testHint: string
  number: string
  expiry: string
  cvc: string
  pay: string
  back: string
  declinedTitle: string
  declined: string
  tryAgain: string
  challengeTitle: string
  challenge: string
  challengeDemo: string
  approve: string
  fail: string
  notFound: string
  unavailable: string
  tooMany: string
  refusals: Record<DemoPayRefusal, string>
}

const TEXT: Record<Language, PageText> = {
  en: {
    title: 'Pay by card',
    demo: 'Demo payment page: no money moves. Only test card numbers work here.',
    testCards: 'Test cards',
    outcomes: { SUCCEEDS: 'pays', DECLINED: 'is declined', REQUIRES_ACTION: 'asks for the bank’s confirmation (3-D Secure)' },
    testHint: 'Any future expiry (MM/YY) and any three-digit CVC. Any other card number is declined.',
    number: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    pay: 'Pay {amount}',
    back: 'Back to the venue',
    declinedTitle: 'Payment declined',
    declined: 'Your bank declined the card. No money was taken.',
    tryAgain: 'Try another card',
    challengeTitle: 'Confirm the payment',
    challenge: 'Your bank asks you to confirm this payment.',
    challengeDemo: 'This stands in for a real bank’s 3-D Secure step: choose what the bank decides.',
    approve: 'Approve',
    fail: 'Fail',
    notFound: 'This payment does not exist.',
    unavailable: 'The payment could not be sent now. Try again.',
    tooMany: 'Too many attempts. Try again in a few minutes.',
    refusals: {
      INVALID_NUMBER: 'Check the card number.',
      INVALID_EXPIRY: 'Enter the expiry as MM/YY.',
      EXPIRED: 'The card has expired.',
      INVALID_CVC: 'Enter the three-digit CVC (four digits for American Express).',
    },
  },
  es: {
    title: 'Pagar con tarjeta',
    demo: 'Página de pago de demostración: no se mueve dinero. Aquí solo funcionan números de tarjeta de prueba.',
    testCards: 'Tarjetas de prueba',
    outcomes: { SUCCEEDS: 'se paga', DECLINED: 'se rechaza', REQUIRES_ACTION: 'pide la confirmación del banco (3-D Secure)' },
    testHint: 'Cualquier caducidad futura (MM/AA) y cualquier CVC de tres cifras. Cualquier otro número de tarjeta se rechaza.',
    number: 'Número de tarjeta',
    expiry: 'Caducidad (MM/AA)',
    cvc: 'CVC',
    pay: 'Pagar {amount}',
    back: 'Volver al local',
    declinedTitle: 'Pago rechazado',
    declined: 'Su banco ha rechazado la tarjeta. No se ha cobrado nada.',
    tryAgain: 'Probar otra tarjeta',
    challengeTitle: 'Confirme el pago',
    challenge: 'Su banco le pide que confirme este pago.',
    challengeDemo: 'Esto sustituye al paso 3-D Secure de un banco real: elija lo que decide el banco.',
    approve: 'Aprobar',
    fail: 'Rechazar',
    notFound: 'Este pago no existe.',
    unavailable: 'No se ha podido enviar el pago ahora. Inténtelo de nuevo.',
    tooMany: 'Demasiados intentos. Inténtelo de nuevo en unos minutos.',
    refusals: {
      INVALID_NUMBER: 'Compruebe el número de tarjeta.',
      INVALID_EXPIRY: 'Indique la caducidad como MM/AA.',
      EXPIRED: 'La tarjeta ha caducado.',
      INVALID_CVC: 'Indique el CVC de tres cifras (cuatro para American Express).',
    },
  },
  lt: {
    title: 'Mokėjimas kortele',
    demo: 'Demonstracinis mokėjimo puslapis: pinigai nejuda. Čia tinka tik bandomųjų kortelių numeriai.',
    testCards: 'Bandomosios kortelės',
    outcomes: { SUCCEEDS: 'apmokama', DECLINED: 'atmetama', REQUIRES_ACTION: 'prašoma banko patvirtinimo (3-D Secure)' },
    testHint: 'Bet kokia būsima galiojimo data (MM/MM) ir bet koks triženklis CVC. Bet koks kitas kortelės numeris atmetamas.',
    number: 'Kortelės numeris',
    expiry: 'Galioja iki (MM/MM)',
    cvc: 'CVC',
    pay: 'Mokėti {amount}',
    back: 'Grįžti į įstaigos puslapį',
    declinedTitle: 'Mokėjimas atmestas',
    declined: 'Jūsų bankas atmetė kortelę. Pinigai nenuskaityti.',
    tryAgain: 'Bandyti kitą kortelę',
    challengeTitle: 'Patvirtinkite mokėjimą',
    challenge: 'Jūsų bankas prašo patvirtinti šį mokėjimą.',
    challengeDemo: 'Tai tikro banko 3-D Secure žingsnio pakaitalas: pasirinkite, ką nusprendžia bankas.',
    approve: 'Patvirtinti',
    fail: 'Atmesti',
    notFound: 'Tokio mokėjimo nėra.',
    unavailable: 'Mokėjimo dabar išsiųsti nepavyko. Bandykite dar kartą.',
    tooMany: 'Per daug bandymų. Bandykite vėl po kelių minučių.',
    refusals: {
      INVALID_NUMBER: 'Patikrinkite kortelės numerį.',
      INVALID_EXPIRY: 'Galiojimo datą įveskite kaip MM/MM.',
      EXPIRED: 'Kortelės galiojimas pasibaigęs.',
      INVALID_CVC: 'Įveskite triženklį CVC (American Express – keturženklį).',
    },
  },
  pl: {
    title: 'Płatność kartą',
    demo: 'Demonstracyjna strona płatności: żadne pieniądze nie są przesyłane. Działają tu tylko numery kart testowych.',
    testCards: 'Karty testowe',
    outcomes: { SUCCEEDS: 'płaci', DECLINED: 'zostaje odrzucona', REQUIRES_ACTION: 'prosi o potwierdzenie w banku (3-D Secure)' },
    testHint: 'Dowolna przyszła data ważności (MM/RR) i dowolny trzycyfrowy CVC. Każdy inny numer karty zostaje odrzucony.',
    number: 'Numer karty',
    expiry: 'Ważna do (MM/RR)',
    cvc: 'CVC',
    pay: 'Zapłać {amount}',
    back: 'Wróć do lokalu',
    declinedTitle: 'Płatność odrzucona',
    declined: 'Twój bank odrzucił kartę. Nie pobrano żadnych pieniędzy.',
    tryAgain: 'Spróbuj inną kartą',
    challengeTitle: 'Potwierdź płatność',
    challenge: 'Twój bank prosi o potwierdzenie tej płatności.',
    challengeDemo: 'To zastępuje krok 3-D Secure prawdziwego banku: wybierz, co zdecyduje bank.',
    approve: 'Zatwierdź',
    fail: 'Odrzuć',
    notFound: 'Taka płatność nie istnieje.',
    unavailable: 'Nie udało się teraz wysłać płatności. Spróbuj ponownie.',
    tooMany: 'Zbyt wiele prób. Spróbuj ponownie za kilka minut.',
    refusals: {
      INVALID_NUMBER: 'Sprawdź numer karty.',
      INVALID_EXPIRY: 'Podaj datę ważności w formacie MM/RR.',
      EXPIRED: 'Karta straciła ważność.',
      INVALID_CVC: 'Podaj trzycyfrowy CVC (czterocyfrowy dla American Express).',
    },
  },
  ru: {
    title: 'Оплата картой',
    demo: 'Демонстрационная страница оплаты: деньги не списываются. Здесь работают только номера тестовых карт.',
    testCards: 'Тестовые карты',
    outcomes: { SUCCEEDS: 'оплачивается', DECLINED: 'отклоняется', REQUIRES_ACTION: 'запрашивает подтверждение банка (3-D Secure)' },
    testHint: 'Любой срок действия в будущем (ММ/ГГ) и любой трёхзначный CVC. Любой другой номер карты отклоняется.',
    number: 'Номер карты',
    expiry: 'Срок действия (ММ/ГГ)',
    cvc: 'CVC',
    pay: 'Оплатить {amount}',
    back: 'Вернуться к заведению',
    declinedTitle: 'Платёж отклонён',
    declined: 'Ваш банк отклонил карту. Деньги не списаны.',
    tryAgain: 'Попробовать другую карту',
    challengeTitle: 'Подтвердите платёж',
    challenge: 'Ваш банк просит подтвердить этот платёж.',
    challengeDemo: 'Это замена шага 3-D Secure настоящего банка: выберите, что решит банк.',
    approve: 'Подтвердить',
    fail: 'Отклонить',
    notFound: 'Такого платежа нет.',
    unavailable: 'Сейчас не удалось отправить платёж. Попробуйте ещё раз.',
    tooMany: 'Слишком много попыток. Попробуйте снова через несколько минут.',
    refusals: {
      INVALID_NUMBER: 'Проверьте номер карты.',
      INVALID_EXPIRY: 'Введите срок действия как ММ/ГГ.',
      EXPIRED: 'Срок действия карты истёк.',
      INVALID_CVC: 'Введите трёхзначный CVC (для American Express — четырёхзначный).',
    },
  },
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const isLanguage = (value: string): value is Language => value in TEXT

/** The intent's language when the page has its words, else the browser's, else English. */
async function languageOf(req: Request, intent: DemoPayIntentView | null): Promise<Language> {
  const own = intent?.language.toLowerCase().split('-')[0] ?? ''
  if (isLanguage(own)) return own
  try {
    const probe = new Request('http://localhost/', { headers: { 'accept-language': req.headers['accept-language'] ?? '' } })
    const language = await i18n.getLocale(probe)
    return isLanguage(language) ? language : 'en'
  } catch {
    // Header values a Fetch Request refuses: English.
    return 'en'
  }
}

function money(language: Language, amount: number, currency: string) {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount / 100)
  } catch {
    return `${(amount / 100).toFixed(2)} ${currency}`
  }
}

/** What the page asks the provider's endpoints, as any client of the platform would. */
export interface DemoPayClient {
  intent(req: Request, id: string): Promise<DemoPayIntentView | null>
  confirm(req: Request, id: string, entry: { number: string; expiry: string; cvc: string }): Promise<globalThis.Response>
  challenge(req: Request, id: string, decision: 'approve' | 'fail'): Promise<globalThis.Response>
}

export function demoPayClient(platform: ApiFetch, addressOf: (req: Request) => string): DemoPayClient {
  const call = (req: Request, id: string, action: string, body?: unknown) =>
    platform(
      new Request(`http://platform.internal/api/v1/providers/demo-pay/intents/${encodeURIComponent(id)}${action}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { [CLIENT_ADDRESS_HEADER]: addressOf(req), 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    )
  return {
    async intent(req, id) {
      const answer = await call(req, id, '')
      return answer.ok ? ((await answer.json()) as DemoPayIntentView) : null
    },
    confirm: (req, id, entry) => call(req, id, '/confirm', entry),
    challenge: (req, id, decision) => call(req, id, '/challenge', { decision }),
  }
}

function page(language: Language, title: string, body: string) {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:1.5rem auto;max-width:26rem;padding:0 1rem;color:#0f172a;line-height:1.4}
.demo{background:#fef3c7;border:1px solid #b45309;border-radius:.5rem;padding:.75rem;font-weight:600}
.amount{font-size:1.75rem;font-weight:700;margin:.5rem 0 0}label{display:block;margin-top:1rem;font-weight:600}
input{display:block;width:100%;box-sizing:border-box;padding:.5rem;font-size:1rem;margin-top:.25rem}
.row{display:flex;gap:1rem}.row label{flex:1;min-width:0}.error{color:#b91c1c;font-weight:600}.hint{color:#475569;font-size:.875rem}
.hint ul{padding-left:1.25rem}button{margin:1.5rem .5rem 0 0;padding:.6rem 1.2rem;font-size:1rem}a{color:#1d4ed8}</style></head>
<body><main>${body}</main></body></html>`
}

function send(res: Response, status: number, language: Language, html: string) {
  res.status(status).type('html').set('cache-control', 'no-store').set('content-language', language).send(html)
}

/** The intent's return or cancel address, only when it is this site (never an open redirect). */
const ownPath = (value: string, appUrl: string) => safeRedirectPath(value, '/', appUrl)

function header(t: PageText, language: Language, intent: DemoPayIntentView, heading: string) {
  return `<h1>${escape(heading)}</h1>
<p class="demo" role="note">${escape(t.demo)}</p>
<p class="amount">${escape(money(language, intent.amount, intent.currency))}</p>
<p>${escape(intent.description)}</p>`
}

function formPage(res: Response, status: number, language: Language, intent: DemoPayIntentView, appUrl: string, entered: { number?: string; expiry?: string } = {}, error?: { message: string; field: string | null }) {
  const t = TEXT[language]
  const field = (name: string, label: string, value: string, attributes: string) => {
    const wrong = error?.field === name ? ' aria-invalid="true" aria-describedby="card-error"' : ''
    return `<label>${escape(label)}<input name="${name}" value="${escape(value)}" required ${attributes}${wrong}></label>`
  }
  const cards = DEMO_PAY_TEST_CARDS.map((card) => `<li>${card.number}: ${escape(t.outcomes[card.outcome])}</li>`).join('')
  const body = `${header(t, language, intent, t.title)}
<div class="hint"><h2>${escape(t.testCards)}</h2><ul>${cards}</ul><p>${escape(t.testHint)}</p></div>
${error ? `<p class="error" id="card-error" role="alert">${escape(error.message)}</p>` : ''}
<form method="post">
${field('number', t.number, entered.number ?? '', 'inputmode="numeric" autocomplete="cc-number" maxlength="30"')}
<div class="row">${field('expiry', t.expiry, entered.expiry ?? '', 'placeholder="MM/YY" autocomplete="cc-exp" maxlength="7"')}${field('cvc', t.cvc, '', 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"')}</div>
<button type="submit">${escape(t.pay.replace('{amount}', money(language, intent.amount, intent.currency)))}</button>
</form>
<p><a href="${escape(ownPath(intent.cancelUrl, appUrl))}">${escape(t.back)}</a></p>`
  send(res, status, language, page(language, t.title, body))
}

function declinedPage(res: Response, language: Language, intent: DemoPayIntentView, appUrl: string) {
  const t = TEXT[language]
  const body = `${header(t, language, intent, t.declinedTitle)}
<p class="error" role="alert">${escape(t.declined)}</p>
<p><a href="/dev/pay/${encodeURIComponent(intent.id)}">${escape(t.tryAgain)}</a></p>
<p><a href="${escape(ownPath(intent.cancelUrl, appUrl))}">${escape(t.back)}</a></p>`
  send(res, 200, language, page(language, t.declinedTitle, body))
}

function challengePage(res: Response, status: number, language: Language, intent: DemoPayIntentView, error?: string) {
  const t = TEXT[language]
  const body = `${header(t, language, intent, t.challengeTitle)}
<p><strong>${escape(t.challenge)}</strong></p>
<p class="hint">${escape(t.challengeDemo)}</p>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<form method="post">
<button type="submit" name="decision" value="approve">${escape(t.approve)}</button><button type="submit" name="decision" value="fail">${escape(t.fail)}</button>
</form>`
  send(res, status, language, page(language, t.challengeTitle, body))
}

const INTENT_ID = /^pi_demo_[A-Za-z0-9_-]{1,60}$/

export function demoPayHandlers(client: DemoPayClient, appUrl: string) {
  /** The intent, or the page saying there is none (answered already). */
  async function intentFor(req: Request, res: Response): Promise<DemoPayIntentView | null> {
    const id = String(req.params.intentId)
    const intent = INTENT_ID.test(id) ? await client.intent(req, id) : null
    if (!intent) {
      const language = await languageOf(req, null)
      const t = TEXT[language]
      send(res, 404, language, page(language, t.title, `<h1>${escape(t.title)}</h1><p class="demo" role="note">${escape(t.demo)}</p><p>${escape(t.notFound)}</p>`))
    }
    return intent
  }

  /** Where an intent past its card step sends the browser: its challenge, or back to the guest page. */
  function onward(res: Response, intent: DemoPayIntentView) {
    const to = intent.status === 'requires_action' ? `/dev/pay/${encodeURIComponent(intent.id)}/challenge` : ownPath(intent.returnUrl, appUrl)
    res.redirect(303, to)
  }

  return {
    page: async (req: Request, res: Response) => {
      const intent = await intentFor(req, res)
      if (!intent) return
      if (intent.status !== 'requires_payment_method') return onward(res, intent)
      formPage(res, 200, await languageOf(req, intent), intent, appUrl)
    },
    confirm: async (req: Request, res: Response) => {
      const intent = await intentFor(req, res)
      if (!intent) return
      const language = await languageOf(req, intent)
      const t = TEXT[language]
      const form = (req.body ?? {}) as Record<string, unknown>
      const entry = { number: String(form.number ?? '').slice(0, 40), expiry: String(form.expiry ?? '').slice(0, 10), cvc: String(form.cvc ?? '').slice(0, 10) }
      const answer = await client.confirm(req, intent.id, entry)
      const shown = { number: entry.number, expiry: entry.expiry }
      if (answer.ok) {
        const after = (await answer.json()) as DemoPayIntentView
        return after.status === 'requires_payment_method' ? declinedPage(res, language, after, appUrl) : onward(res, after)
      }
      if (answer.status === 400) {
        const fields = ((await answer.json()) as { params?: { fields?: Record<string, string[]> } }).params?.fields ?? {}
        const [field, codes] = Object.entries(fields)[0] ?? ['number', ['INVALID_NUMBER']]
        const message = t.refusals[codes?.[0] as DemoPayRefusal] ?? t.refusals.INVALID_NUMBER
        return formPage(res, 422, language, intent, appUrl, shown, { message, field })
      }
      if (answer.status === 409) {
        const now = await client.intent(req, intent.id)
        return now ? onward(res, now) : void res.redirect(303, req.originalUrl)
      }
      if (answer.status === 429) return formPage(res, 429, language, intent, appUrl, shown, { message: t.tooMany, field: null })
      console.warn(`[dev-pay] the provider refused the card: ${answer.status} ${await answer.text()}`)
      formPage(res, 502, language, intent, appUrl, shown, { message: t.unavailable, field: null })
    },
    challengePage: async (req: Request, res: Response) => {
      const intent = await intentFor(req, res)
      if (!intent) return
      if (intent.status !== 'requires_action') return void res.redirect(303, `/dev/pay/${encodeURIComponent(intent.id)}`)
      challengePage(res, 200, await languageOf(req, intent), intent)
    },
    decide: async (req: Request, res: Response) => {
      const intent = await intentFor(req, res)
      if (!intent) return
      const decision = (req.body as Record<string, unknown> | undefined)?.decision
      const language = await languageOf(req, intent)
      if (decision !== 'approve' && decision !== 'fail') return challengePage(res, 422, language, intent)
      const answer = await client.challenge(req, intent.id, decision)
      if (answer.ok) return onward(res, (await answer.json()) as DemoPayIntentView)
      if (answer.status === 409) return void res.redirect(303, `/dev/pay/${encodeURIComponent(intent.id)}`)
      console.warn(`[dev-pay] the provider refused the decision: ${answer.status} ${await answer.text()}`)
      challengePage(res, 502, language, intent, TEXT[language].unavailable)
    },
  }
}
