/**
 * The embedded demo card provider's page (/dev/cards/{sessionId}): where the card of a
 * subscription is entered while no Stripe keys are configured, in place of Stripe's hosted
 * page. It says plainly that it is a demo where no money moves. A plain HTML form (no
 * JavaScript needed): card number, expiry (MM/YY) and CVC, sent to the provider's platform
 * endpoint with the signed-in user's own token (ADR 0017: the page never writes the tables);
 * a test card completes the session and the browser goes back to the back-office path the
 * set-up named, with `setup_session={id}`; anything else is refused with a message and the
 * form again. The page is in the back-office's language (its `lng` cookie, else
 * Accept-Language, else English); its words live here, as a provider's page is not the app's.
 *
 * Mounted by server.ts while the embedded platform runs the demo card provider. Its POST
 * passes the origin check of server/forgery.ts like every form of this app.
 */
import type { Request, Response } from 'express'
import { safeRedirectPath } from '../contract/safe-redirect.js'
import { CLIENT_ADDRESS_HEADER, type ApiFetch } from '../contract/transport.js'
import { i18n } from '../app/services/i18n.server.js'

type Language = 'en' | 'es' | 'lt' | 'pl' | 'ru'

interface PageText {
  title: string
  demo: string
  intro: string
  testCards: string
  number: string
  expiry: string
  cvc: string
  save: string
  cancel: string
  notFound: string
  signIn: string
  finished: string
  back: string
  unavailable: string
  refusals: Record<string, string>
}

const TEXT: Record<Language, PageText> = {
  en: {
    title: 'Add a card',
    demo: 'Demo card provider: no money moves and no card is charged. Only test card numbers work here.',
    intro: 'The card {organization} pays its subscription with.',
    testCards: 'Test cards: 4242 4242 4242 4242 (Visa), 5555 5555 5555 4444 (Mastercard), 3782 822463 10005 (American Express); any future expiry, any CVC. 4000 0000 0000 0002 is declined.',
    number: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    save: 'Save card',
    cancel: 'Back without a card',
    notFound: 'This card set-up does not exist or is not yours to finish.',
    signIn: 'Sign in to the back-office first.',
    finished: 'This card set-up is already finished.',
    back: 'Back to the back-office',
    unavailable: 'The card could not be saved now. Try again.',
    refusals: {
      INVALID_NUMBER: 'Invalid card number.',
      DECLINED: 'The card was declined.',
      NOT_A_TEST_CARD: 'This demo accepts test card numbers only.',
      INVALID_EXPIRY: 'Enter the expiry as MM/YY.',
      EXPIRED: 'The card has expired.',
      INVALID_CVC: 'Invalid CVC.',
    },
  },
  es: {
    title: 'Añadir una tarjeta',
    demo: 'Proveedor de tarjetas de demostración: no se mueve dinero ni se cobra ninguna tarjeta. Aquí solo funcionan números de tarjeta de prueba.',
    intro: 'La tarjeta con la que {organization} paga su suscripción.',
    testCards: 'Tarjetas de prueba: 4242 4242 4242 4242 (Visa), 5555 5555 5555 4444 (Mastercard), 3782 822463 10005 (American Express); cualquier caducidad futura y cualquier CVC. 4000 0000 0000 0002 se rechaza.',
    number: 'Número de tarjeta',
    expiry: 'Caducidad (MM/AA)',
    cvc: 'CVC',
    save: 'Guardar tarjeta',
    cancel: 'Volver sin tarjeta',
    notFound: 'Esta configuración de tarjeta no existe o no le corresponde completarla.',
    signIn: 'Inicie sesión primero en el back-office.',
    finished: 'Esta configuración de tarjeta ya está terminada.',
    back: 'Volver al back-office',
    unavailable: 'No se ha podido guardar la tarjeta ahora. Inténtelo de nuevo.',
    refusals: {
      INVALID_NUMBER: 'Número de tarjeta no válido.',
      DECLINED: 'La tarjeta ha sido rechazada.',
      NOT_A_TEST_CARD: 'Esta demostración solo acepta números de tarjeta de prueba.',
      INVALID_EXPIRY: 'Indique la caducidad como MM/AA.',
      EXPIRED: 'La tarjeta ha caducado.',
      INVALID_CVC: 'CVC no válido.',
    },
  },
  lt: {
    title: 'Pridėti kortelę',
    demo: 'Demonstracinis kortelių tiekėjas: pinigai nejuda ir jokia kortelė nenuskaitoma. Čia tinka tik bandomųjų kortelių numeriai.',
    intro: 'Kortele {organization} moka už prenumeratą.',
    testCards: 'Bandomosios kortelės: 4242 4242 4242 4242 (Visa), 5555 5555 5555 4444 (Mastercard), 3782 822463 10005 (American Express); bet kokia būsima galiojimo data, bet koks CVC. 4000 0000 0000 0002 atmetama.',
    number: 'Kortelės numeris',
    expiry: 'Galioja iki (MM/MM)',
    cvc: 'CVC',
    save: 'Išsaugoti kortelę',
    cancel: 'Grįžti be kortelės',
    notFound: 'Tokio kortelės pridėjimo nėra arba ne jums jį užbaigti.',
    signIn: 'Pirmiausia prisijunkite prie administravimo sistemos.',
    finished: 'Šis kortelės pridėjimas jau baigtas.',
    back: 'Grįžti į administravimo sistemą',
    unavailable: 'Kortelės dabar išsaugoti nepavyko. Bandykite dar kartą.',
    refusals: {
      INVALID_NUMBER: 'Neteisingas kortelės numeris.',
      DECLINED: 'Kortelė atmesta.',
      NOT_A_TEST_CARD: 'Ši demonstracija priima tik bandomųjų kortelių numerius.',
      INVALID_EXPIRY: 'Galiojimo datą įveskite kaip MM/MM.',
      EXPIRED: 'Kortelės galiojimas pasibaigęs.',
      INVALID_CVC: 'Neteisingas CVC.',
    },
  },
  pl: {
    title: 'Dodaj kartę',
    demo: 'Demonstracyjny dostawca kart: żadne pieniądze nie są przesyłane i żadna karta nie jest obciążana. Działają tu tylko numery kart testowych.',
    intro: 'Karta, którą {organization} płaci za subskrypcję.',
    testCards: 'Karty testowe: 4242 4242 4242 4242 (Visa), 5555 5555 5555 4444 (Mastercard), 3782 822463 10005 (American Express); dowolna przyszła data ważności, dowolny CVC. 4000 0000 0000 0002 zostaje odrzucona.',
    number: 'Numer karty',
    expiry: 'Ważna do (MM/RR)',
    cvc: 'CVC',
    save: 'Zapisz kartę',
    cancel: 'Wróć bez karty',
    notFound: 'Takie dodawanie karty nie istnieje albo nie Ty możesz je dokończyć.',
    signIn: 'Najpierw zaloguj się do panelu.',
    finished: 'To dodawanie karty zostało już zakończone.',
    back: 'Wróć do panelu',
    unavailable: 'Nie udało się teraz zapisać karty. Spróbuj ponownie.',
    refusals: {
      INVALID_NUMBER: 'Nieprawidłowy numer karty.',
      DECLINED: 'Karta została odrzucona.',
      NOT_A_TEST_CARD: 'Ta wersja demonstracyjna przyjmuje tylko numery kart testowych.',
      INVALID_EXPIRY: 'Podaj datę ważności w formacie MM/RR.',
      EXPIRED: 'Karta straciła ważność.',
      INVALID_CVC: 'Nieprawidłowy CVC.',
    },
  },
  ru: {
    title: 'Добавить карту',
    demo: 'Демонстрационный провайдер карт: деньги не списываются, карта не используется для оплаты. Здесь работают только номера тестовых карт.',
    intro: 'Карта, которой {organization} оплачивает подписку.',
    testCards: 'Тестовые карты: 4242 4242 4242 4242 (Visa), 5555 5555 5555 4444 (Mastercard), 3782 822463 10005 (American Express); любой срок действия в будущем, любой CVC. 4000 0000 0000 0002 отклоняется.',
    number: 'Номер карты',
    expiry: 'Срок действия (ММ/ГГ)',
    cvc: 'CVC',
    save: 'Сохранить карту',
    cancel: 'Вернуться без карты',
    notFound: 'Такого добавления карты нет, или завершить его можете не вы.',
    signIn: 'Сначала войдите в бэк-офис.',
    finished: 'Добавление этой карты уже завершено.',
    back: 'Вернуться в бэк-офис',
    unavailable: 'Сейчас не удалось сохранить карту. Попробуйте ещё раз.',
    refusals: {
      INVALID_NUMBER: 'Неверный номер карты.',
      DECLINED: 'Карта отклонена.',
      NOT_A_TEST_CARD: 'Эта демонстрация принимает только номера тестовых карт.',
      INVALID_EXPIRY: 'Введите срок действия как ММ/ГГ.',
      EXPIRED: 'Срок действия карты истёк.',
      INVALID_CVC: 'Неверный CVC.',
    },
  },
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

async function languageOf(req: Request): Promise<Language> {
  try {
    const probe = new Request('http://localhost/', { headers: { cookie: req.headers.cookie ?? '', 'accept-language': req.headers['accept-language'] ?? '' } })
    const language = await i18n.getLocale(probe)
    return language in TEXT ? (language as Language) : 'en'
  } catch {
    // Header values a Fetch Request refuses: English.
    return 'en'
  }
}

/** Only a path of this site (contract/safe-redirect.ts), else the back-office's root. */
const samePath = (value: unknown) => safeRedirectPath(value, '/')

export interface DemoSession {
  id: string
  status: string
  organizationName: string
  cancelUrl: string
  redirectUrl: string | null
}

/** What the page asks the platform, as the signed-in user (null token: nobody is signed in). */
export interface DemoCardsClient {
  session(req: Request, id: string): Promise<{ signedIn: false } | { signedIn: true; session: DemoSession | null }>
  confirm(req: Request, id: string, entry: { number: string; expiry: string; cvc: string }): Promise<globalThis.Response>
}

export function demoCardsClient(platform: ApiFetch, tokenOf: (req: Request) => Promise<string | null>, addressOf: (req: Request) => string): DemoCardsClient {
  const call = async (req: Request, id: string, action: string, init: RequestInit = {}) => {
    const token = await tokenOf(req)
    if (!token) return null
    const headers = { authorization: `Bearer ${token}`, [CLIENT_ADDRESS_HEADER]: addressOf(req), 'content-type': 'application/json' }
    return platform(new Request(`http://platform.internal/api/v1/providers/demo-cards/sessions/${encodeURIComponent(id)}${action}`, { ...init, headers }))
  }
  return {
    async session(req, id) {
      const answer = await call(req, id, '')
      if (!answer) return { signedIn: false }
      if (answer.status === 401) return { signedIn: false }
      return { signedIn: true, session: answer.ok ? ((await answer.json()) as DemoSession) : null }
    },
    async confirm(req, id, entry) {
      const answer = await call(req, id, '/confirm', { method: 'POST', body: JSON.stringify(entry) })
      return answer ?? new Response(null, { status: 401 })
    },
  }
}

function page(language: Language, title: string, body: string) {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:26rem;padding:0 1rem;color:#0f172a}
.demo{background:#fef3c7;border:1px solid #f59e0b;border-radius:.5rem;padding:.75rem;font-weight:600}
label{display:block;margin-top:1rem;font-weight:600}input{display:block;width:100%;box-sizing:border-box;padding:.5rem;font-size:1rem;margin-top:.25rem}
.row{display:flex;gap:1rem}.row label{flex:1}.error{color:#b91c1c;margin-top:1rem}.hint{color:#475569;font-size:.875rem}
button{margin-top:1.5rem;padding:.6rem 1.2rem;font-size:1rem}</style></head><body>${body}</body></html>`
}

function send(res: Response, status: number, language: Language, html: string) {
  res.status(status).type('html').set('cache-control', 'no-store').set('content-language', language).send(html)
}

function messagePage(res: Response, status: number, language: Language, message: string, link = '/') {
  const t = TEXT[language]
  send(res, status, language, page(language, t.title, `<h1>${escape(t.title)}</h1><p class="demo">${escape(t.demo)}</p><p>${escape(message)}</p><p><a href="${escape(samePath(link))}">${escape(t.back)}</a></p>`))
}

function formPage(res: Response, status: number, language: Language, session: DemoSession, entered: { number?: string; expiry?: string }, error?: string) {
  const t = TEXT[language]
  const field = (name: string, label: string, value: string, attributes: string) =>
    `<label>${escape(label)}<input name="${name}" value="${escape(value)}" required ${attributes}></label>`
  const body = `<h1>${escape(t.title)}</h1>
<p class="demo" role="note">${escape(t.demo)}</p>
<p>${escape(t.intro.replace('{organization}', session.organizationName))}</p>
<p class="hint">${escape(t.testCards)}</p>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<form method="post">
${field('number', t.number, entered.number ?? '', 'inputmode="numeric" autocomplete="cc-number" maxlength="30"')}
<div class="row">${field('expiry', t.expiry, entered.expiry ?? '', 'placeholder="MM/YY" autocomplete="cc-exp" maxlength="7"')}${field('cvc', t.cvc, '', 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"')}</div>
<button type="submit">${escape(t.save)}</button>
</form>
<p><a href="${escape(samePath(session.cancelUrl))}">${escape(t.cancel)}</a></p>`
  send(res, status, language, page(language, t.title, body))
}

const SESSION_ID = /^[A-Za-z0-9_-]{1,100}$/

export function demoCardHandlers(client: DemoCardsClient) {
  /** The session, or the page saying why there is none (answered already). */
  async function sessionFor(req: Request, res: Response, language: Language): Promise<DemoSession | null> {
    const id = String(req.params.sessionId)
    const t = TEXT[language]
    if (!SESSION_ID.test(id)) return messagePage(res, 404, language, t.notFound), null
    const found = await client.session(req, id)
    if (!found.signedIn) return messagePage(res, 401, language, t.signIn), null
    if (!found.session) return messagePage(res, 404, language, t.notFound), null
    if (found.session.status !== 'PENDING') return messagePage(res, 409, language, t.finished, found.session.redirectUrl ?? found.session.cancelUrl), null
    return found.session
  }

  return {
    page: async (req: Request, res: Response) => {
      const language = await languageOf(req)
      const session = await sessionFor(req, res, language)
      if (session) formPage(res, 200, language, session, {})
    },
    confirm: async (req: Request, res: Response) => {
      const language = await languageOf(req)
      const session = await sessionFor(req, res, language)
      if (!session) return
      const form = (req.body ?? {}) as Record<string, unknown>
      const entry = { number: String(form.number ?? '').slice(0, 40), expiry: String(form.expiry ?? '').slice(0, 10), cvc: String(form.cvc ?? '').slice(0, 10) }
      const answer = await client.confirm(req, session.id, entry)
      const t = TEXT[language]
      if (answer.ok) {
        const { redirectUrl } = (await answer.json()) as { redirectUrl: string }
        return void res.redirect(303, samePath(redirectUrl))
      }
      if (answer.status === 400) {
        const fields = (((await answer.json()) as { params?: { fields?: Record<string, string[]> } }).params?.fields ?? {}) as Record<string, string[]>
        const code = Object.values(fields).flat()[0] ?? 'INVALID_NUMBER'
        return formPage(res, 422, language, session, entry, t.refusals[code] ?? t.refusals.INVALID_NUMBER)
      }
      if (answer.status === 409) return messagePage(res, 409, language, t.finished, session.cancelUrl)
      console.warn(`[dev-cards] the provider refused the card: ${answer.status} ${await answer.text()}`)
      formPage(res, 502, language, session, entry, t.unavailable)
    },
  }
}
