/**
 * What the fuzz suite sends requests to: every route of app/routes with an action (and the
 * loaders of every screen and of the guest payment page /pay/…), the server's own forms (/dev/kyb,
 * the demo guest payment page /dev/pay), and every /api/v1 endpoint of
 * platform/http/*.ts. A new screen adds its routes here (DESIGN.md section 7).
 *
 * Paths name their ids `:org`, `:box`, `:member`, `:activity` (and for the menu `:menu`,
 * `:category`, `:item`, `:modifier`, `:option`, and `:stop` for a stop-list entry, `:table`
 * for a venue's table, for the orders `:order` and `:ordersSession`, and for the payments
 * `:payment`, `:paymentInvoice` and `:organizationInvoice`, for billing `:subscriptionInvoice`
 * and its `:invoiceNumber`, also in queries and bodies); the
 * generator fills them
 * with a coherent set of real demo ids most of the time, and otherwise mixes in ids of
 * something else, unknown ids and malformed ones.
 */
import fc from 'fast-check'
import { junkId, junkJson, junkNumber, junkQueryValue, junkText } from './junk'

export interface DemoIds {
  /** Demo Group (the parent) first, then the venues. */
  organizations: string[]
  /** Each box with its organization and its members' ids. */
  boxes: { organization: string; box: string; members: string[] }[]
  /** Activities with where they live. */
  activities: { organization: string; box: string; member: string | null; id: string }[]
  /** Per menu-enabled venue: a menu, one of its categories, an item there, a modifier, its first option, and a stop-list entry. */
  menus: { organization: string; menu: string; category: string; item: string; modifier: string; option: string; stop: string }[]
  /** Tables of the paymentsEnabled venues, each with its organization. */
  tables: { organization: string; table: string }[]
  /** Orders: per paymentsEnabled venue with orders, one order and one order management session. */
  orders: { organization: string; order: string; ordersSession: string }[]
  /** Payments: per paymentsEnabled venue, a payment, a payment invoice and an organization invoice. */
  payments: { organization: string; payment: string; paymentInvoice: string; organizationInvoice: string }[]
  /** Billing: subscription invoices of the organizations whose billing the admin manages, with their numbers. */
  billing: { organization: string; subscriptionInvoice: string; invoiceNumber: string }[]
}

/** Who sends the request (see identities.ts). */
export type Who = 'admin' | 'limited' | 'anonymous' | 'passwordStep' | 'codeStep' | 'registrationStep'

export interface PageRoute {
  path: string
  /** Form fields the route reads, each with plausible values; junk is mixed in by the generator. */
  fields?: Record<string, fc.Arbitrary<string>>
  /** A successful post ends the sender's session: the suite signs in again afterwards. */
  endsSession?: boolean
  /** Only loaders: no action. */
  readOnly?: boolean
  /** Not a Remix route: no `?_data`. */
  server?: boolean
  /** The identities that reach the route's real code (others are sent too, less often). */
  who?: Who[]
}

export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  /** Query parameters with plausible values. */
  query?: Record<string, fc.Arbitrary<string>>
  /** JSON body fields with plausible values. */
  body?: Record<string, fc.Arbitrary<unknown>>
  endsSession?: boolean
  /** Sent as text/plain by the spec's client. */
  textPlain?: boolean
}

const digits = (n: number) => fc.stringMatching(new RegExp(`^\\d{${n}}$`))
const ltPhone = digits(7).map((d) => `+3706${d}`)
const phone = fc.oneof(fc.constantFrom('+37061234567', '+37061234568', '+37061234569', '61234567', '+48123456789', '+1'), ltPhone)
const month = fc.oneof(fc.constantFrom('2026-11', '2026-01', '2025-12', '0000-01', '9999-12', '2026-13', '+275760-09'), junkText)
const day = fc.oneof(
  fc.constantFrom('2026-11-01', '2026-09-03', '2026-10-15', '0000-01-01', '2026-02-30', '+275760-09-13', '1999-12-31', '2100-01-01'),
  junkText,
)
const rating = fc.oneof(fc.constantFrom('0', '3', '5', '6', '-1', '1234567', '1e21', '2.5', ''), junkText)
const isoTs = fc.oneof(
  fc.constantFrom(
    '2026-10-31T22:00:00.000Z',
    '2026-11-30T22:00:00.000Z',
    '2026-01-01T00:00:00Z',
    '0000-01-01T00:00:00Z',
    '0000-01-01',
    '+275760-09-13T00:00:00.000Z',
    '-000001-01-01T00:00:00Z',
    '1970-01-01T00:00:00Z',
    'yesterday',
  ),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
)

/** Query parameters the screens read, for GETs of every page. */
export const PAGE_QUERY: Record<string, fc.Arbitrary<string>> = {
  month,
  from: day,
  to: day,
  ratingMin: rating,
  ratingMax: rating,
  member: fc.oneof(fc.constant(':member'), junkId),
  redirectTo: fc.oneof(fc.constantFrom('/organizations', '/\t/evil.example', '//evil.example', '/a\nb', 'https://evil.example'), junkText),
  page: fc.oneof(fc.constantFrom('1', '2', '0', '-1', '99999999999'), junkText),
  size: fc.oneof(fc.constantFrom('10', '20', '100', '7', '0'), junkText),
  tab: fc.oneof(fc.constantFrom('payment', 'organization'), junkText),
  // The invoice dialog's VAT look-up: a demo registry company, a valid unknown number, bad ones.
  vat: fc.oneof(fc.constantFrom('LT100001234510', 'lt 1000 0123 4510', 'DE123456788', 'LT123', 'XX', ''), junkText),
  // The Billing screen: a subscription invoice's number for its PDF, and what a set-up page sends back.
  number: fc.oneof(fc.constant(':invoiceNumber'), fc.constantFrom('SUB-0', '../x', ''), junkText),
  setup_session: fc.oneof(junkId, fc.constantFrom('', 'x'.repeat(300))),
  downloadError: fc.constantFrom('notFound', 'issued', 'x'),
  index: fc.constant(''),
  dotyposConnected: fc.constant('true'),
  preview: junkText,
  lang: fc.constantFrom('en', 'lt', 'xx', ''),
  category: fc.oneof(fc.constant(':category'), junkId),
  q: junkText,
  find: junkText,
  findPage: fc.oneof(fc.constantFrom('1', '2', '0', '-1', '99999999999'), junkText),
  a: junkText,
}

const sign = ['anonymous', 'passwordStep', 'codeStep', 'registrationStep'] as Who[]
const code = fc.oneof(digits(6), junkText)
const password = fc.oneof(fc.constantFrom('demo-password', 'wrong-password', 'short', 'password123', 'x'.repeat(129)), junkText)
const token = fc.oneof(digits(6), fc.constant(''), junkText)
const name = fc.oneof(fc.constantFrom('Fuzz Box', 'Ana', ' ', 'x'.repeat(101)), junkText)

const menuText = fc.oneof(fc.constantFrom('Soup', 'SRIUBA DIENOS', ' ', 'x'.repeat(201)), junkText)
const clock = fc.oneof(fc.constantFrom('08:00', '9', '930', '24:00', '23:5', ''), junkText)
/** The stop dialogs' fields: `item:<id>` or `option:<modifier>:<option>`, and until when (a time on the venue's clock). */
const stopTarget = fc.oneof(fc.constantFrom('item::item', 'option::modifier::option', 'option::modifier::item', 'item:', 'option::modifier', 'menu::menu'), junkText)
const stopUntilFields: Record<string, fc.Arbitrary<string>> = {
  until: fc.constantFrom('businessDay', 'at', 'putBack', 'x', ''),
  atDate: fc.oneof(fc.constantFrom('01.01.2099', '01.01.2020', '30.02.2026', '31.12.2100', '2099-01-01T10:00', ''), junkText),
  atTime: fc.oneof(fc.constantFrom('10:00', '23:59', '24:00', '9:30', ''), junkText),
}

/** A menu language code: known ones, a wrong case, unknown and empty ones, junk. */
const menuLanguageCode = fc.oneof(fc.constantFrom('en', 'lt', 'pl', 'de', 'EN', 'xx', ''), junkText)
const menuScreenFields: Record<string, fc.Arbitrary<string>> = {
  intent: fc.constantFrom('publish', 'menuVisibility', 'menuMove', 'translateMissing', 'categoryVisibility', 'categoryMove', 'itemVisibility', 'itemMove', 'itemCopy', 'x'),
  menuId: fc.oneof(fc.constant(':menu'), junkId),
  categoryId: fc.oneof(fc.constant(':category'), junkId),
  itemId: fc.oneof(fc.constant(':item'), junkId),
  visible: fc.constantFrom('true', 'false', 'x'),
  position: fc.oneof(fc.constantFrom('0', '1', '-1', '99999999999'), junkText),
}

/** Where a dialog over the Menu page claims to go back to: the page with its query, above it, elsewhere. */
const menuPageBack = fc.oneof(
  fc.constantFrom('/organizations/:org/menu/:menu?category=:category&lang=lt', '/organizations/:org/menu?lang=lt', '/', '//evil.example/', 'https://evil.example/'),
  junkText,
)

const menuEditorFields: Record<string, fc.Arbitrary<string>> = {
  intent: fc.constantFrom('save', 'lang:lt', 'lang:xx', 'accept:title.lt', 'reject:title.lt', 'x'),
  'title.en': menuText,
  'title.lt?': menuText,
  'description.en': menuText,
  hours: fc.constantFrom('on', ''),
  inactiveBehaviour: fc.constantFrom('HIDE', 'DISABLE', 'X'),
  open: clock,
  close: clock,
  limitDays: fc.constantFrom('on', ''),
  day1: fc.constantFrom('on', ''),
  day1Open: clock,
  waiterPrice: fc.constantFrom('on', ''),
  hideCategorySeparator: fc.constantFrom('on', ''),
  revision: fc.constantFrom('1', '2', '-1', 'x'),
}
const itemEditorFields: Record<string, fc.Arbitrary<string>> = {
  intent: fc.constantFrom('save', 'preview', 'upload', 'addModifier', 'removeModifier:0', 'removeImage:0', 'moveImage:0:-1', 'saveToLibrary', 'x'),
  'title.en': menuText,
  'description.en': menuText,
  price: fc.oneof(fc.constantFrom('12,50', '0', '99999999', '123456789', '~5', '-1'), junkText),
  'size.value': fc.constantFrom('0,5', 'lots', ''),
  'size.unit': fc.constantFrom('l', 'ml', 'parsec'),
  'size.multiplier': fc.constantFrom('2', '1000', ''),
  tags: fc.constantFrom('vegan', 'spicy', 'x'),
  modifier: fc.oneof(fc.constant(':modifier'), junkId),
  addModifierId: fc.oneof(fc.constant(':modifier'), junkId),
  gallery: fc.oneof(fc.constantFrom('{"url":"/api/v1/images/x.png","width":10,"height":10}', '{}', '[]'), junkText),
  categoryId: fc.oneof(fc.constant(':category'), junkId),
  revision: fc.constantFrom('1', '-1', 'x'),
}
const cropFields: Record<string, fc.Arbitrary<string>> = {
  intent: fc.constantFrom('save', 'preview', 'reset'),
  'list.x': fc.oneof(fc.constantFrom('0', '-5', '99999'), junkText),
  'list.width': fc.constantFrom('100', '0', '1e9'),
  'detail.height': fc.constantFrom('100', '-1', 'x'),
  categoryId: fc.oneof(fc.constant(':category'), junkId),
}
const modifierEditorFields: Record<string, fc.Arbitrary<string>> = {
  intent: fc.constantFrom('save', 'applyType', 'move:0:1', 'remove:0', 'addOption', 'x'),
  name: fc.oneof(fc.constantFrom('Milk', ' ', 'x'.repeat(101)), junkText),
  'title.en': menuText,
  type: fc.constantFrom('RADIO', 'CHECKBOX', 'STEPPER', 'PRICE', 'X'),
  priceModifierId: fc.oneof(fc.constant(':modifier'), junkId),
  minOptions: fc.constantFrom('1', '100', '-1', 'x'),
  maxCount: fc.constantFrom('2', '99', '100'),
  option: junkId,
  default: junkId,
}
const optionEditorFields: Record<string, fc.Arbitrary<string>> = {
  intent: fc.constantFrom('save', 'addPrice', 'removePrice:0', 'x'),
  'title.en': menuText,
  defaultCount: fc.constantFrom('0', '1', '100', 'x'),
  maxCount: fc.constantFrom('1', '99', '100'),
  'size.value': fc.constantFrom('0,5', 'x'),
  priceRows: fc.constantFrom('1', '200', '-1'),
  'prices.0.price': fc.oneof(fc.constantFrom('1,50', '~2', '-1'), junkText),
  'prices.0.requiredOptions': junkId,
}

// --- Tables: the editor's and the batch dialog's fields. ---
const tableNumber = fc.oneof(fc.constantFrom('12', 'Terrace 9', 'terrace 1', '1', ' ', 'x'.repeat(21)), junkText)
const posTableId = fc.oneof(fc.constantFrom('pos-table-5', 'pos-table-1', 'pos-table-99', ''), junkText)
const tableEditorFields: Record<string, fc.Arbitrary<string>> = {
  number: tableNumber,
  boxId: fc.oneof(fc.constant(':box'), junkId),
  posId: posTableId,
  revision: fc.constantFrom('1', '2', '0', '-1', 'x'),
}
const tableBatchFields: Record<string, fc.Arbitrary<string>> = {
  'tables[0].id': fc.oneof(fc.constant(':table'), junkId),
  'tables[0].posId': posTableId,
  'tables[1].id': fc.oneof(fc.constant(':table'), junkId),
  'tables[1].posId': posTableId,
}
// --- end of Tables ---

/** The invoice dialog's customer typed in (app/features/payments/invoice-customer.ts), valid now and then. */
// Text sections (text-sections+/): the editor's fields per language, the revision read, a move.
const sectionText = fc.oneof(fc.constantFrom('Service charge not included', 'x'.repeat(180), 'x'.repeat(181), ' ', ''), junkText)
const sectionRevision = fc.oneof(fc.constantFrom('0', '1', '2', '-1', '1.5', '99999999999'), junkText)
const textSectionEditorFields: Record<string, fc.Arbitrary<string>> = {
  intent: fc.constantFrom('save', 'lang:lt', 'lang:en', 'lang:xx', 'x'),
  revision: sectionRevision,
  shown: fc.constantFrom('en', 'lt', 'zz'),
  'title.en': sectionText,
  'text.en': sectionText,
  'text.lt': sectionText,
  'text.Xx': sectionText,
  'detailAction.en': sectionText,
  'detailContent.lt': sectionText,
}
const textSectionMoveFields: Record<string, fc.Arbitrary<string>> = {
  list: fc.constantFrom('header', 'footer', 'side'),
  index: fc.constantFrom('0', '1', '5', '-1', 'x'),
  to: fc.constantFrom('0', '1', '-1', '51'),
  revision: sectionRevision,
}

const vatNumber = fc.oneof(fc.constantFrom('PL5271234505', 'pl 527-123-45-05', 'LT100001234510', 'LT123', 'DE000000000', '', ' '), junkText)
/** The company billing dialog's fields (SPEC.md 5 "Company billing"), sent also to PUT /business/subscription/billing. */
const billingFields = {
  email: fc.oneof(fc.constantFrom('billing@riverside.example', 'billing@riverside', 'a@b.c', '', ' '), junkText),
  name: fc.oneof(fc.constantFrom('Riverside Bar UAB', '', 'x'.repeat(201)), junkText),
  address: fc.oneof(fc.constantFrom('Upės g. 5', ''), junkText),
  city: fc.oneof(fc.constantFrom('Vilnius', ''), junkText),
  postalCode: fc.oneof(fc.constantFrom('LT-09308', '', 'x'.repeat(21)), junkText),
  taxNumber: fc.oneof(fc.constantFrom('LT100009876543', '', 'x'.repeat(41)), junkText),
}
const invoiceCustomerFields = {
  customerVatNumber: vatNumber,
  customerRegNumber: fc.oneof(fc.constantFrom('300123451', '', 'x'.repeat(41)), junkText),
  customerName: fc.oneof(fc.constantFrom('Fuzz Customer', '', 'x'.repeat(201)), junkText),
  customerAddress: fc.oneof(fc.constantFrom('Gedimino pr. 1, Vilnius', '', 'x'.repeat(301)), junkText),
  customerEmail: fc.oneof(fc.constantFrom('buyer@example.com', 'buyer@example', '.a@b.c', 'a@b.123', ''), junkText),
}

/** A uuid of nothing: the guest pages' checkouts are not in DemoIds (the demo seeds none). */
const UNKNOWN_ID = '7d0c3c1e-0000-4000-8000-00000000dead'
const guestAmount = fc.oneof(fc.constantFrom('5', '5,00', '0.99', '500.01', '1e3', '-5', '', '9999999'), junkText)
const guestPayFields: Record<string, fc.Arbitrary<string>> = {
  intent: fc.constantFrom('pay', 'feedback', 'x'),
  attempt: fc.oneof(fc.uuid(), junkText),
  preset: fc.oneof(fc.constantFrom('0', '1', '2', '3', '-1'), junkText),
  custom: guestAmount,
  coverFee: fc.constantFrom('on', 'true', ''),
  rating: fc.oneof(fc.constantFrom('1', '5', '0', '6'), junkText),
  likes: fc.oneof(fc.constantFrom('food', 'hospitality', 'interior', 'mood', 'x'), junkText),
  review: fc.oneof(fc.constantFrom('Lovely', 'x'.repeat(501)), junkText),
  memberId: fc.oneof(fc.constant(':member'), junkId),
  mode: fc.constantFrom('redirect', 'element', 'x'),
}
/** A table's bill form (issue 28): the part, its fields (an item id that is the table's or junk), the tip and the invoice. */
const tableBillFields: Record<string, fc.Arbitrary<string>> = {
  attempt: fc.oneof(fc.uuid(), junkText),
  seen: fc.oneof(fc.constantFrom('0', '1000', '-1', '99999999999'), junkText),
  part: fc.oneof(fc.constantFrom('FULL', 'SHARE', 'AMOUNT', 'ITEMS', 'x'), junkText),
  people: fc.oneof(fc.constantFrom('2', '1', '21', '0'), junkText),
  shares: fc.oneof(fc.constantFrom('1', '0', '20'), junkText),
  amount: guestAmount,
  pick: fc.oneof(fc.uuid(), junkId),
  tip: fc.oneof(fc.constantFrom('0', '100', '-1'), junkText),
  tipCustom: guestAmount,
  coverFee: fc.constantFrom('on', 'true', ''),
  customerVatNumber: fc.oneof(fc.constantFrom('LT100001919017', 'LT123', ''), junkText),
  customerRegNumber: fc.oneof(fc.constantFrom('123456789', ''), junkText),
  customerName: fc.oneof(fc.constantFrom('UAB Pietūs', ''), junkText),
  customerAddress: fc.oneof(fc.constantFrom('Gedimino pr. 1, Vilnius', ''), junkText),
  customerEmail: fc.oneof(fc.constantFrom('buh@example.lt', 'not-an-email', ''), junkText),
  mode: fc.constantFrom('redirect', 'element', 'x'),
}
const guestItemFields: Record<string, fc.Arbitrary<string>> = {
  quantity: fc.oneof(fc.constantFrom('1', '2', '0', '100', '-1', '1e3', ''), junkText),
  instructions: fc.oneof(fc.constantFrom('No sugar', 'x'.repeat(201)), junkText),
  price: fc.oneof(fc.constantFrom('1', '0', '-5'), junkText),
}
const guestCartFields: Record<string, fc.Arbitrary<string>> = {
  intent: fc.constantFrom('count', 'place', 'x'),
  lineId: fc.oneof(junkId, junkText),
  count: fc.oneof(fc.constantFrom('0', '1', '99', '100', '-1'), junkText),
  attempt: fc.oneof(fc.uuid(), junkText),
  table: fc.oneof(fc.constantFrom('5', 'A1', '', 'x'.repeat(21)), junkText),
}
const demoCardFields: Record<string, fc.Arbitrary<string>> = {
  number: fc.oneof(fc.constantFrom('4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0027 6000 3184', '1234'), junkText),
  expiry: fc.oneof(fc.constantFrom('12/34', '01/20', '13/30'), junkText),
  cvc: fc.oneof(fc.constantFrom('123', '1', ''), junkText),
}

export const PAGE_ROUTES: PageRoute[] = [
  { path: '/', readOnly: true },
  { path: '/organizations', readOnly: true },
  { path: '/organizations/:org/elsewhere', readOnly: true },
  { path: '/organizations/:org/boxes', readOnly: true },
  { path: '/organizations/:org/boxes/:box', readOnly: true },
  { path: '/organizations/:org/boxes/:box/preview', readOnly: true },
  { path: '/organizations/:org/boxes/:box/members/:member', readOnly: true },
  { path: '/organizations/:org/boxes/receipts/:activity', readOnly: true },
  { path: '/organizations/:org/boxes/:box/receipts/:activity', readOnly: true },
  { path: '/organizations/:org/boxes/:box/members/:member/receipts/:activity', readOnly: true },
  { path: '/organizations/:org/boxes/receipts/:activity/download', readOnly: true },
  { path: '/organizations/:org/boxes/:box/receipts/:activity/download', readOnly: true },
  { path: '/organizations/:org/boxes/:box/members/:member/receipts/:activity/download', readOnly: true },
  { path: '/nowhere/at/all', readOnly: true },
  { path: '/m/:org', readOnly: true, who: ['anonymous'] },
  // The guest's order (issue 28): adding an item from its page, the cart's forms, a placed order's page.
  { path: '/m/:org/items/:item', fields: guestItemFields, who: ['anonymous'] },
  { path: '/m/:org/cart', fields: guestCartFields, who: ['anonymous'] },
  { path: `/m/:org/orders/${UNKNOWN_ID}`, readOnly: true, who: ['anonymous'] },
  { path: '/login/msisdn', who: sign, fields: { country: fc.constantFrom('LT', 'PL', 'ES', 'US', 'XX', ''), phone } },
  { path: '/login/password', who: sign, fields: { intent: fc.constantFrom('login', 'reset', ''), password, username: phone } },
  { path: '/login/otp', who: sign, fields: { intent: fc.constantFrom('verify', 'resend'), code } },
  { path: '/login/password/otp', who: sign, fields: { intent: fc.constantFrom('verify', 'resend'), code } },
  { path: '/login/password/reset', who: sign, fields: { password, repeat: password } },
  { path: '/registration/otp', who: sign, fields: { intent: fc.constantFrom('verify', 'resend'), code } },
  { path: '/registration/password', who: sign, fields: { password, repeat: password } },
  { path: '/registration/password/otp', who: sign, fields: { intent: fc.constantFrom('verify', 'resend'), code } },
  {
    path: '/language',
    fields: { language: fc.constantFrom('en', 'lt', 'ru', 'pl', 'es', 'xx', ''), redirectTo: PAGE_QUERY.redirectTo! },
  },
  { path: '/logout', endsSession: true, fields: {} },
  // Ending other sessions ends the identity's /api/v1 token: sign in again after a success.
  { path: '/profile/sessions', endsSession: true, fields: { intent: fc.constantFrom('end', 'end-others', 'x'), sessionId: fc.oneof(junkId, fc.constant(':activity')) } },
  { path: '/organizations/:org', fields: { intent: fc.constantFrom('kyb-start', 'kyb-dismiss', 'other') } },
  { path: '/organizations/:org/boxes/new', fields: { name, mode: fc.constantFrom('PERSONAL', 'GROUP', 'INDIVIDUAL', 'OTHER'), token } },
  { path: '/organizations/:org/boxes/activities/:activity', fields: { memberId: fc.oneof(fc.constant(':member'), junkId) } },
  { path: '/organizations/:org/boxes/:box/activities/:activity', fields: { memberId: fc.oneof(fc.constant(':member'), junkId) } },
  {
    path: '/organizations/:org/boxes/:box/members/:member/activities/:activity',
    fields: { memberId: fc.oneof(fc.constant(':member'), junkId) },
  },
  {
    path: '/organizations/:org/boxes/:box/members/new',
    fields: { name, country: fc.constantFrom('LT', 'PL', 'ES', 'US', ''), phone, admin: fc.constantFrom('on', 'off'), token, externalId: junkText },
  },
  { path: '/organizations/:org/boxes/:box/members/:member/edit', fields: { name, admin: fc.constantFrom('on', ''), token, externalId: junkText } },
  { path: '/organizations/:org/boxes/:box/members/:member/remove', fields: {} },
  { path: '/organizations/:org/boxes/:box/members/:member/tokens', fields: { token } },
  {
    path: '/organizations/:org/boxes/:box/tip-link',
    fields: { amount: fc.oneof(fc.constantFrom('5', '1,50', '-5', '1e5', '9999999', '0', ''), junkText), tab: junkText },
  },
  // The menu screens (menu+/ and menu-modifiers+/): intents, localized fields, hours, prices.
  { path: '/organizations/:org/menu', fields: menuScreenFields },
  { path: '/organizations/:org/menu/:menu', fields: menuScreenFields },
  { path: '/organizations/:org/menu/new', fields: menuEditorFields },
  { path: '/organizations/:org/menu/:menu/edit', fields: menuEditorFields },
  { path: '/organizations/:org/menu/:menu/copy', fields: { 'title.en': menuText, 'title.lt': menuText } },
  { path: '/organizations/:org/menu/:menu/remove', fields: {} },
  { path: '/organizations/:org/menu/revert', fields: {} },
  { path: '/organizations/:org/menu/versions', fields: { version: fc.constantFrom('1', '2', '0', '-1', 'x') } },
  { path: '/organizations/:org/menu/orphans', fields: {} },
  { path: '/organizations/:org/menu/preview', readOnly: true },
  // The same menu dialogs over the Menu page (re-exported there): the way back is the page, or
  // after a removal the Menus screen, whatever `backTo` claims.
  { path: '/organizations/:org/menu/:menu/edit-menu', fields: { ...menuEditorFields, backTo: menuPageBack } },
  { path: '/organizations/:org/menu/:menu/copy-menu', fields: { 'title.en': menuText, 'title.lt': menuText, backTo: menuPageBack } },
  { path: '/organizations/:org/menu/:menu/remove-menu', fields: { backTo: menuPageBack } },
  { path: '/organizations/:org/menu/:menu/revert', fields: { backTo: menuPageBack } },
  { path: '/organizations/:org/menu/:menu/preview', readOnly: true },
  {
    path: '/organizations/:org/menu/languages',
    fields: {
      intent: fc.constantFrom('save', 'add', 'up:1', 'remove:0', 'up:99', 'x'),
      'languages[0]': menuLanguageCode,
      'languages[1]': menuLanguageCode,
      add: menuLanguageCode,
    },
  },
  { path: '/organizations/:org/menu/:menu/categories/new', fields: { ...menuEditorFields, 'headerImageUrl.en': menuText } },
  { path: '/organizations/:org/menu/:menu/categories/:category/edit', fields: { ...menuEditorFields, 'footerImageUrl.en': menuText } },
  { path: '/organizations/:org/menu/:menu/categories/:category/copy', fields: { 'title.en': menuText, menuId: fc.oneof(fc.constant(':menu'), junkId) } },
  { path: '/organizations/:org/menu/:menu/categories/:category/remove', fields: {} },
  {
    path: '/organizations/:org/menu/:menu/categories/:category/images',
    fields: { slot: fc.constantFrom('headerImageUrl', 'footerImageUrl', 'x'), lang: fc.constantFrom('en', 'lt', 'xx'), intent: fc.constantFrom('upload', 'remove', 'x'), image: junkText },
  },
  { path: '/organizations/:org/menu/:menu/items/:item/remove', fields: { categoryId: fc.oneof(fc.constant(':category'), junkId) } },
  { path: '/organizations/:org/menu/:menu/items/new', fields: itemEditorFields },
  { path: '/organizations/:org/menu/:menu/items/:item/edit', fields: itemEditorFields },
  { path: '/organizations/:org/menu/:menu/items/:item/images/0/crop', fields: cropFields },
  { path: '/organizations/:org/menu/:menu/items/:item/images/7/crop', fields: cropFields },
  { path: '/organizations/:org/menu/:menu/items/library', readOnly: true },
  {
    path: '/organizations/:org/menu/:menu/items/:item/translate',
    fields: { intent: fc.constantFrom('save', 'suggest', 'x'), 'decision.title.lt': fc.constantFrom('accept', 'reject', ''), 'text.title.lt': menuText },
  },
  { path: '/organizations/:org/menu-modifiers', readOnly: true },
  { path: '/organizations/:org/menu-modifiers/new', fields: modifierEditorFields },
  { path: '/organizations/:org/menu-modifiers/:modifier/edit', fields: modifierEditorFields },
  { path: '/organizations/:org/menu-modifiers/:modifier/remove', fields: {} },
  { path: '/organizations/:org/menu-modifiers/:modifier/options/new', fields: optionEditorFields },
  { path: '/organizations/:org/menu-modifiers/:modifier/options/:item', fields: optionEditorFields },
  {
    path: '/organizations/:org/menu-modifiers/:modifier/translate',
    fields: {
      intent: fc.constantFrom('save', 'x'),
      revision: fc.constantFrom('0', '1', '-1', '1e12', 'x', ''),
      'approved.title.en': menuText,
      'suggested.title.lt': menuText,
      'text.title.lt': menuText,
      'decision.title.lt': fc.constantFrom('accept', 'reject', '', 'x'),
      'text.description.en': menuText,
      'text.option:x:title.lt': menuText,
      'decision.title': junkText,
    },
  },
  // The stop list (menu-stoplist+/ and the Menu page's item dialogs): a choice of item or option, until when.
  { path: '/organizations/:org/menu-stoplist', readOnly: true, who: ['admin', 'limited'] },
  { path: '/organizations/:org/menu-stoplist/add', fields: { target: stopTarget, ...stopUntilFields }, who: ['admin', 'limited'] },
  { path: '/organizations/:org/menu-stoplist/:stop/remove', fields: {}, who: ['admin', 'limited'] },
  { path: '/organizations/:org/menu/:menu/items/:item/stop', fields: stopUntilFields },
  { path: '/organizations/:org/menu/:menu/items/:item/unstop', fields: {} },
  // --- Tables (tables+/): the editor, the remove question, the batch mapping. ---
  { path: '/organizations/:org/tables', readOnly: true },
  { path: '/organizations/:org/tables/new', fields: tableEditorFields },
  { path: '/organizations/:org/tables/:table/edit', fields: tableEditorFields },
  { path: '/organizations/:org/tables/:table/remove', fields: {} },
  { path: '/organizations/:org/tables/batch', fields: tableBatchFields },
  // --- end of Tables ---
  // ---- Orders screen (issue 10): orders+/ with its dialogs, and the device pages orders-session+/ ----
  // The header switches (target, intent), the custom period (DD.MM.YYYY, HH:mm), the until dialog,
  // the sessions (create, finish one), an order's details, and a device opening a start URL with
  // a junk code (anonymous).
  {
    path: '/organizations/:org/orders',
    fields: {
      target: fc.constantFrom('order', 'billPayment', 'tips', ''),
      intent: fc.constantFrom('enable', 'hours1', 'hours2', 'hours4', 'today', 'forever', 'custom', 'x'),
    },
    who: ['admin', 'limited'],
  },
  { path: '/organizations/:org/orders/:order', readOnly: true, who: ['admin', 'limited'] },
  // The custom period dialog, one for each screen with a period (features/orders/period-dialog.tsx).
  ...['orders', 'payments'].map(
    (screen): PageRoute => ({
      path: `/organizations/:org/${screen}/period`,
      fields: {
        fromDate: fc.oneof(fc.constantFrom('20.11.2026', '31.02.2026', '01.01.1999', '2026-11-20', '1.1.2026', ''), junkText),
        fromTime: fc.oneof(fc.constantFrom('10:00', '24:00', '9:30', ''), junkText),
        toDate: fc.oneof(fc.constantFrom('21.11.2026', '01.11.2026', '31.12.2100', ''), junkText),
        toTime: fc.oneof(fc.constantFrom('18:30', '00:00', '23:60', ''), junkText),
      },
      who: ['admin', 'limited'],
    }),
  ),
  ...['order', 'billPayment', 'tips'].map(
    (target): PageRoute => ({
      path: `/organizations/:org/orders/disable-until/${target}`,
      fields: {
        date: fc.oneof(fc.constantFrom('31.12.2099', '01.01.2020', '29.02.2027', '2099-12-31', ''), junkText),
        time: fc.oneof(fc.constantFrom('08:00', '23:59', '24:00', '8:00', ''), junkText),
      },
      who: ['admin', 'limited'],
    }),
  ),
  {
    path: '/organizations/:org/orders/sessions',
    fields: { intent: fc.constantFrom('create', 'finish', 'x'), sessionId: fc.oneof(fc.constant(':ordersSession'), junkId) },
    who: ['admin', 'limited'],
  },
  { path: '/orders-session', readOnly: true, who: ['anonymous', 'admin'] },
  { path: '/orders-session/:activity', fields: { code: junkText }, who: ['anonymous', 'admin'] },
  // ---- end of the Orders screen ----
  // ---- Payments, Invoices and Payouts screens (issue 11) ----
  // Lists and dialogs are loaders; downloads are loaders that stream a file or come back with
  // `?downloadError=`; the invoice dialog's action issues an invoice to a customer typed in.
  { path: '/organizations/:org/payments', readOnly: true, who: ['admin', 'limited'] },
  { path: '/organizations/:org/payments/:payment', readOnly: true, who: ['admin', 'limited'] },
  { path: '/organizations/:org/payments/:paymentInvoice', readOnly: true, who: ['admin'] },
  { path: '/organizations/:org/payments/receipt/:payment', readOnly: true, who: ['admin', 'limited'] },
  { path: '/organizations/:org/payments/invoice/:payment', fields: invoiceCustomerFields, who: ['admin', 'limited'] },
  { path: '/organizations/:org/payments/invoice/:payment/download', readOnly: true, who: ['admin'] },
  { path: '/organizations/:org/invoices', readOnly: true, who: ['admin', 'limited'] },
  { path: '/organizations/:org/invoices/invoice/:payment', fields: invoiceCustomerFields, who: ['admin', 'limited'] },
  { path: '/organizations/:org/invoices/invoice/:payment/download', readOnly: true, who: ['admin'] },
  { path: '/organizations/:org/invoices/organization/:organizationInvoice', readOnly: true, who: ['admin', 'limited'] },
  { path: '/organizations/:org/invoices/organization/:payment', readOnly: true, who: ['admin'] },
  { path: '/organizations/:org/payouts', readOnly: true, who: ['admin', 'limited'] },
  { path: '/organizations/:org/payouts/export', readOnly: true, who: ['admin', 'limited'] },
  // ---- end of the Payments screens ----
  // ---- Text sections screen (issue 12): the lists (move up/down), the editor, the remove question ----
  { path: '/organizations/:org/text-sections', fields: textSectionMoveFields, who: ['admin', 'limited'] },
  { path: '/organizations/:org/text-sections/header/new', fields: textSectionEditorFields, who: ['admin', 'limited'] },
  { path: '/organizations/:org/text-sections/footer/new', fields: textSectionEditorFields, who: ['admin'] },
  { path: '/organizations/:org/text-sections/header/0/edit', fields: textSectionEditorFields, who: ['admin', 'limited'] },
  { path: '/organizations/:org/text-sections/footer/7/edit', fields: textSectionEditorFields, who: ['admin'] },
  { path: '/organizations/:org/text-sections/side/0/edit', fields: textSectionEditorFields, who: ['admin'] },
  { path: '/organizations/:org/text-sections/header/0/remove', fields: { revision: sectionRevision }, who: ['admin', 'limited'] },
  // ---- end of the Text sections screen ----
  // ---- Billing screen (issue 12): the screen, its dialogs' forms, where a set-up page comes
  // back (a GET that stores a card), and the invoice PDF ----
  { path: '/organizations/:org/billing', readOnly: true, who: ['admin', 'limited'] },
  { path: '/organizations/:org/billing/details', fields: billingFields, who: ['admin', 'limited'] },
  {
    path: '/organizations/:org/billing/card',
    fields: { intent: fc.constantFrom('setup', 'elements', 'attach', 'x'), stripePaymentMethodId: fc.oneof(fc.constantFrom('pm_card_visa', '', 'x'.repeat(300)), junkText) },
    who: ['admin', 'limited'],
  },
  { path: '/organizations/:org/billing/card-remove', fields: {}, who: ['admin', 'limited'] },
  { path: '/organizations/:org/billing/card-return', readOnly: true, who: ['admin', 'limited'] },
  { path: '/organizations/:org/billing/invoice/:subscriptionInvoice', readOnly: true, who: ['admin', 'limited'] },
  // ---- end of the Billing screen ----
  // The guest payment page (issue 27): public, so only anonymous guests reach its real code.
  { path: '/pay/b/:box', fields: guestPayFields, who: ['anonymous'] },
  { path: '/pay/m/:member', fields: guestPayFields, who: ['anonymous'] },
  { path: '/pay/t/111111', readOnly: true, who: ['anonymous'] },
  { path: `/pay/t/${UNKNOWN_ID}`, readOnly: true, who: ['anonymous'] },
  { path: `/pay/return/${UNKNOWN_ID}`, readOnly: true, who: ['anonymous'] },
  { path: `/pay/done/${UNKNOWN_ID}`, readOnly: true, who: ['anonymous'] },
  { path: `/pay/done/${UNKNOWN_ID}/receipt`, readOnly: true, who: ['anonymous'] },
  { path: '/pay/thanks', readOnly: true, who: ['anonymous'] },
  // A table's page (issue 28): its bill and the form that pays it.
  { path: '/pay/table/:table', fields: tableBillFields, who: ['anonymous'] },
  { path: `/pay/table/${UNKNOWN_ID}`, readOnly: true, who: ['anonymous'] },
  // The demo guest payment provider's page: an id of nothing, so every confirmation is refused unchanged.
  { path: '/dev/pay/pi_demo_unknown', server: true, fields: demoCardFields, who: ['anonymous'] },
  { path: '/dev/pay/pi_demo_unknown/challenge', server: true, fields: { decision: fc.constantFrom('approve', 'fail', 'x') }, who: ['anonymous'] },
  {
    path: '/dev/kyb/:org',
    server: true,
    fields: { status: fc.constantFrom('VERIFIED', 'PENDING', 'ACTION_REQUIRED', 'DISABLED', 'NOT_STARTED', 'X'), returnUrl: PAGE_QUERY.redirectTo! },
  },
]

const scopeQuery = {
  organization_id: fc.oneof(fc.constant(':org'), junkId),
  box_id: fc.oneof(fc.constant(':box'), junkId),
  member_id: fc.oneof(fc.constant(':member'), junkId),
}
const rangeQuery = { start_ts: isoTs, finish_ts: isoTs }
const statistics = ['rating', 'likes', 'chart', 'members', 'boxes'].map(
  (name): ApiRoute => ({ method: 'GET', path: `/business/statistics/${name}`, query: { ...scopeQuery, ...rangeQuery } }),
)
const memberBody = {
  name,
  msisdn: phone,
  role: fc.constantFrom('MEMBER', 'ADMIN', 'OWNER'),
  token: fc.oneof(digits(6), fc.constant(null)),
  externalId: fc.oneof(junkText, fc.constant(null)),
}
const sectionLanguage = fc.constantFrom('en', 'lt', '\u0000', 'EN', 'xyz')
const sectionValue = fc.oneof(fc.constantFrom('Thanks', 'x'.repeat(180), 'x'.repeat(181), ' '), junkText)
const textSection = fc.record(
  {
    title: fc.dictionary(sectionLanguage, junkText, { maxKeys: 2 }),
    text: fc.dictionary(sectionLanguage, sectionValue, { maxKeys: 2 }),
    detailAction: fc.dictionary(sectionLanguage, sectionValue, { maxKeys: 2 }),
    detail: fc.oneof(fc.constant(null), fc.record({ content: fc.dictionary(sectionLanguage, sectionValue, { maxKeys: 2 }), css: junkText })),
  },
  { requiredKeys: ['text'] },
)

/** The guest payment page's public calls and its providers' endpoints (contract/guest-pay.ts). */
const guestChoice = {
  boxId: fc.oneof(fc.constant(':box'), junkId),
  memberId: fc.oneof(fc.constant(':member'), junkId, fc.constant(undefined)),
  rating: fc.oneof(fc.integer({ min: 0, max: 6 }), junkNumber, fc.constant(undefined)),
  likes: fc.oneof(fc.subarray(['food', 'hospitality', 'interior', 'mood']), fc.constant(['food', 'food']), junkJson),
  review: fc.oneof(junkText, fc.constant(undefined)),
  attempt: fc.oneof(fc.uuid(), junkText),
  language: fc.constantFrom('en', 'lt', 'xx', ''),
}
const GUEST_PAY_API_ROUTES: ApiRoute[] = [
  { method: 'GET', path: '/public/pay/boxes/:box' },
  { method: 'GET', path: '/public/pay/members/:member' },
  { method: 'GET', path: '/public/pay/tokens/111111' },
  { method: 'GET', path: '/public/pay/tokens/:box' },
  {
    method: 'POST',
    path: '/public/pay/checkouts',
    body: {
      ...guestChoice,
      amount: fc.oneof(fc.constantFrom(500, 99, 50_001, 0, -1), junkNumber),
      coverFee: fc.oneof(fc.boolean(), junkJson),
      mode: fc.constantFrom('redirect', 'element', 'x'),
    },
  },
  { method: 'POST', path: '/public/pay/feedback', body: guestChoice },
  { method: 'GET', path: `/public/pay/checkouts/${UNKNOWN_ID}` },
  { method: 'GET', path: `/public/pay/checkouts/${UNKNOWN_ID}/receipt.pdf`, query: { lang: junkText } },
  // The providers' webhooks: the suite cannot sign, so every delivery must be refused unchanged.
  ...['demo', 'stripe', 'x'].map(
    (provider): ApiRoute => ({
      method: 'POST',
      path: `/providers/guest-payments/${provider}/webhook`,
      body: { id: fc.oneof(fc.uuid(), junkText), type: fc.constantFrom('payment_intent.succeeded', 'checkout.session.completed', 'x'), data: junkJson },
    }),
  ),
  // A table's page and its bill (contract/guest-table.ts).
  { method: 'GET', path: '/public/tables/:table' },
  {
    method: 'POST',
    path: '/public/pay/bills',
    body: {
      tableId: fc.oneof(fc.constant(':table'), junkId),
      part: fc.oneof(
        fc.constant({ kind: 'FULL' }),
        fc.record({ kind: fc.constant('SHARE'), people: fc.oneof(fc.integer({ min: 0, max: 30 }), junkNumber), shares: fc.oneof(fc.integer({ min: 0, max: 30 }), junkNumber) }),
        fc.record({ kind: fc.constant('AMOUNT'), amount: fc.oneof(fc.constantFrom(100, 99, 0, -1), junkNumber) }),
        fc.record({ kind: fc.constant('ITEMS'), items: fc.oneof(fc.array(fc.record({ orderItemId: junkId, count: junkNumber, splitBetween: junkNumber }), { maxLength: 3 }), junkJson) }),
        junkJson,
      ),
      expectedAmount: fc.oneof(junkNumber, fc.constant(undefined)),
      tip: fc.oneof(fc.constantFrom(0, 500, 99), junkNumber),
      coverFee: fc.oneof(fc.boolean(), junkJson),
      invoice: fc.oneof(fc.constant(undefined), fc.record({ customerVatNumber: junkText }), fc.constant({ customerVatNumber: 'LT100001234510' }), junkJson),
      likes: guestChoice.likes,
      review: guestChoice.review,
      attempt: guestChoice.attempt,
      language: guestChoice.language,
      mode: fc.constantFrom('redirect', 'element', 'x'),
    },
  },
  { method: 'GET', path: '/providers/demo-pay/intents/pi_demo_unknown' },
  { method: 'POST', path: '/providers/demo-pay/intents/pi_demo_unknown/confirm', body: { number: junkText, expiry: junkText, cvc: junkText } },
  { method: 'POST', path: '/providers/demo-pay/intents/pi_demo_unknown/challenge', body: { decision: fc.constantFrom('approve', 'fail', 'x') } },
]

/** Guests' carts and orders (contract/guest-order.ts): a cart is made for real; the others meet an unknown cart. */
const cartLine = {
  itemId: fc.oneof(fc.constant(':item'), junkId),
  count: fc.oneof(fc.integer({ min: 0, max: 100 }), junkNumber),
  options: fc.oneof(
    fc.array(fc.record({ modifierId: fc.oneof(fc.constant(':modifier'), junkId), optionId: fc.oneof(fc.constant(':option'), junkId), count: junkNumber }), { maxLength: 3 }),
    junkJson,
  ),
  note: fc.oneof(junkText, fc.constant(undefined)),
  price: fc.oneof(fc.constant(undefined), junkNumber),
}
const GUEST_ORDER_API_ROUTES: ApiRoute[] = [
  { method: 'POST', path: '/public/carts', body: { organizationId: fc.oneof(fc.constant(':org'), junkId), tableId: fc.oneof(fc.constant(':table'), junkId, fc.constant(undefined)) } },
  { method: 'GET', path: `/public/carts/${UNKNOWN_ID}`, query: { lang: junkText } },
  { method: 'POST', path: `/public/carts/${UNKNOWN_ID}/lines`, body: cartLine },
  { method: 'PUT', path: `/public/carts/${UNKNOWN_ID}/lines/${UNKNOWN_ID}`, body: { count: junkNumber } },
  { method: 'PUT', path: `/public/carts/${UNKNOWN_ID}/table`, body: { tableId: fc.oneof(fc.constant(':table'), junkId) } },
  {
    method: 'POST',
    path: `/public/carts/${UNKNOWN_ID}/order`,
    body: { attempt: fc.oneof(fc.uuid(), junkText), tableId: fc.oneof(fc.constant(':table'), junkId, fc.constant(undefined)), language: fc.constantFrom('en', 'lt', 'xx', '') },
  },
]

export const API_ROUTES: ApiRoute[] = [
  { method: 'GET', path: '/version' },
  { method: 'GET', path: '/profile/countries' },
  { method: 'GET', path: '/profile' },
  { method: 'GET', path: '/profile/sessions' },
  { method: 'DELETE', path: '/profile/sessions/:activity' },
  { method: 'GET', path: '/msisdn/:phone' },
  { method: 'POST', path: '/otp/send', body: { msisdn: phone, scope: fc.constantFrom('LOGIN', 'REGISTRATION', 'RESET_PASSWORD', 'OTHER') } },
  { method: 'POST', path: '/otp/verify', body: { otpId: fc.oneof(fc.uuid(), junkId), otp: code } },
  { method: 'POST', path: '/session/start-otp', body: { otpId: fc.oneof(fc.uuid(), junkId), newPassword: password } },
  { method: 'POST', path: '/session/start', body: { msisdn: phone, password } },
  { method: 'POST', path: '/session/finish', endsSession: true, body: {} },
  {
    method: 'POST',
    path: '/business/analytics',
    body: {
      events: fc.array(fc.record({ type: junkText, properties: fc.dictionary(junkText, junkJson, { maxKeys: 3 }) }), { maxLength: 3 }),
      userProperties: fc.dictionary(junkText, junkJson, { maxKeys: 3 }),
    },
  },
  { method: 'GET', path: '/business/organizations', query: { tree: fc.constantFrom('true', 'false', '1', '') } },
  {
    method: 'PUT',
    path: '/business/organizations/:org',
    body: {
      allowOrderDisabled: fc.boolean(),
      allowOrderDisabledUntil: fc.oneof(isoTs, fc.constant(null)),
      allowBillPaymentDisabled: fc.boolean(),
      allowBillPaymentDisabledUntil: fc.oneof(isoTs, fc.constant(null)),
      headerTextSections: fc.array(textSection, { maxLength: 2 }),
      footerTextSections: fc.array(textSection, { maxLength: 2 }),
      textSectionsRevision: fc.oneof(fc.nat(3), junkNumber),
      name: junkText,
    },
  },
  { method: 'GET', path: '/business/organizations/:org/boxes', query: rangeQuery },
  {
    method: 'POST',
    path: '/business/organizations/:org/boxes',
    body: { name, mode: fc.constantFrom('PERSONAL', 'GROUP', 'INDIVIDUAL', 'X'), token: fc.oneof(digits(6), fc.constant(null)) },
  },
  { method: 'GET', path: '/business/organizations/:org/boxes/:box', query: rangeQuery },
  { method: 'GET', path: '/business/organizations/:org/available-tokens' },
  { method: 'GET', path: '/business/organizations/:org/boxes/:box/page' },
  { method: 'GET', path: '/business/organizations/:org/boxes/:box/members', query: rangeQuery },
  { method: 'POST', path: '/business/organizations/:org/boxes/:box/members', body: memberBody },
  { method: 'PUT', path: '/business/organizations/:org/boxes/:box/members/:member', body: memberBody },
  { method: 'DELETE', path: '/business/organizations/:org/boxes/:box/members/:member' },
  {
    method: 'POST',
    path: '/business/tip-links',
    textPlain: true,
    body: {
      type: fc.constantFrom('BANK_TRANSFER', 'CARD'),
      currency: fc.constantFrom('EUR', 'PLN', 'eur'),
      feeMode: fc.constant('STAFF'),
      tipAmount: fc.oneof(fc.integer({ min: 1, max: 10_000 }), junkNumber),
      token: fc.oneof(digits(6), junkText),
    },
  },
  {
    method: 'GET',
    path: '/business/activities',
    query: {
      ...scopeQuery,
      ...rangeQuery,
      limit: fc.oneof(fc.constantFrom('1', '10', '1000', '0', '100000', '1e21'), junkText),
      offset: fc.oneof(fc.constantFrom('0', '50', '950', '999', '1000', '-1', '1e3'), junkText),
      rating_min: rating,
      rating_max: rating,
      orders_only: fc.constantFrom('true', 'false', 'yes'),
    },
  },
  { method: 'GET', path: '/business/activities/:activity' },
  { method: 'PUT', path: '/business/activities/:activity', body: { memberId: fc.oneof(fc.constant(':member'), junkId) } },
  ...statistics,
  { method: 'GET', path: '/business/statistics/organizations', query: rangeQuery },
  { method: 'GET', path: '/business/organizations/:org/kyb' },
  {
    method: 'POST',
    path: '/business/organizations/:org/kyb',
    body: { refreshUrl: fc.oneof(fc.constant('https://app.example/r'), junkText), returnUrl: fc.oneof(fc.constant('https://app.example/r'), junkText) },
  },
  // The provider's webhook: the suite cannot sign, so every delivery must be refused unchanged.
  {
    method: 'POST',
    path: '/providers/kyb/webhook',
    body: {
      id: fc.oneof(fc.uuid(), junkText),
      type: fc.constantFrom('verification.updated', 'other'),
      organizationId: fc.oneof(fc.uuid(), junkId),
      status: fc.constantFrom('VERIFIED', 'PENDING', 'ACTION_REQUIRED', 'DISABLED', 'NOT_STARTED'),
      occurredAt: isoTs,
    },
  },
  { method: 'GET', path: '/business/activities/:activity/receipt.pdf', query: { customerData: junkText } },
  { method: 'GET', path: '/business/payments/:activity/receipt.pdf' },
  ...GUEST_PAY_API_ROUTES,
  ...GUEST_ORDER_API_ROUTES,
]

const slot = (name: string) => fc.oneof({ weight: 4, arbitrary: fc.constant(`:${name}`) }, { weight: 1, arbitrary: junkId })
const menuQuery = { organizationId: slot('org') }
const localized = fc.oneof(
  fc.record({ en: fc.oneof(fc.constantFrom('Soup', 'Kava', ' ', 'x'.repeat(201)), junkText) }, { requiredKeys: [] }),
  fc.dictionary(junkText, junkText, { maxKeys: 3 }),
)
const hours = fc.oneof(
  fc.constant(null),
  fc.record({
    inactiveBehaviour: fc.constantFrom('HIDE', 'DISABLE', 'NEVER'),
    default: fc.record({ open: fc.constantFrom('08:00', '24:00', '9:5', ''), close: fc.constantFrom('23:59', '00:00', 'x') }),
    days: fc.oneof(fc.constant(null), fc.array(fc.record({ day: fc.integer({ min: -1, max: 9 }), open: fc.constantFrom(null, '10:00', '99:99') }), { maxLength: 8 })),
  }),
)
const price = fc.oneof(fc.constantFrom(0, 450, 99_999_999, 100_000_000, -1, 1.5, null), junkNumber)
const menuBody = { title: localized, description: localized, active: fc.boolean(), activeHours: hours, waiterPrice: fc.boolean(), hideCategorySeparator: fc.boolean(), revision: fc.nat(5) }
const itemBody = {
  categoryId: slot('category'),
  title: localized,
  description: localized,
  price,
  hidden: fc.boolean(),
  tags: fc.array(fc.constantFrom('vegan', 'spicy', ''), { maxLength: 3 }),
  size: fc.oneof(fc.constant(null), fc.record({ value: fc.constantFrom('0.5', '500', 'lots', ''), unit: fc.constantFrom('ml', 'l', ''), multiplier: fc.constantFrom(null, 2, 1000) })),
  modifiers: fc.array(fc.record({ id: slot('modifier'), options: fc.constant({}) }), { maxLength: 2 }),
  gallery: fc.array(fc.record({ url: fc.constantFrom('/api/v1/images/x.png', ''), width: fc.nat(4000), height: fc.nat(4000), listCrop: fc.constant(null), detailCrop: fc.constant(null) }), { maxLength: 2 }),
  revision: fc.nat(5),
}
const modifierBody = {
  name: fc.oneof(fc.constantFrom('Milk', ' ', 'x'.repeat(101)), junkText),
  title: localized,
  type: fc.constantFrom('RADIO', 'CHECKBOX', 'STEPPER', 'PRICE', 'SLIDER'),
  priceModifierId: fc.oneof(fc.constant(null), slot('modifier')),
  minOptions: fc.oneof(fc.constant(null), junkNumber),
  maxOptions: fc.oneof(fc.constant(null), fc.nat(120)),
  options: fc.array(fc.record({ title: localized, prices: fc.array(fc.record({ enabled: fc.boolean(), price, requiredOptions: fc.array(junkId, { maxLength: 1 }) }), { maxLength: 2 }) }), { maxLength: 3 }),
}
const CATEGORY = '/business/menus/:menu/categories/:category'

/** The menu calls (platform/http/menu*.ts): organization in the query, ids in the path. */
export const MENU_API_ROUTES: ApiRoute[] = [
  { method: 'GET', path: '/business/menus', query: menuQuery },
  { method: 'POST', path: '/business/menus', query: menuQuery, body: menuBody },
  { method: 'GET', path: '/business/menus/:menu', query: menuQuery },
  { method: 'PUT', path: '/business/menus/:menu', query: menuQuery, body: menuBody },
  { method: 'DELETE', path: '/business/menus/:menu', query: menuQuery },
  { method: 'POST', path: '/business/menus/:menu/copy', query: menuQuery, body: { title: localized } },
  { method: 'PUT', path: '/business/menus/:menu/position', query: menuQuery, body: { position: fc.oneof(fc.nat(10), junkNumber) } },
  { method: 'PUT', path: '/business/menus/:menu/visibility', query: menuQuery, body: { visible: fc.oneof(fc.boolean(), junkText) } },
  { method: 'POST', path: '/business/menus/:menu/categories', query: menuQuery, body: menuBody },
  { method: 'PUT', path: CATEGORY, query: menuQuery, body: { ...menuBody, headerImageUrl: localized } },
  { method: 'DELETE', path: CATEGORY, query: menuQuery },
  { method: 'PUT', path: `${CATEGORY}/position`, query: menuQuery, body: { position: fc.oneof(fc.nat(10), junkNumber) } },
  { method: 'PUT', path: `${CATEGORY}/visibility`, query: menuQuery, body: { visible: fc.boolean() } },
  { method: 'POST', path: `${CATEGORY}/copy`, query: menuQuery, body: { title: localized, menuId: slot('menu') } },
  { method: 'POST', path: `${CATEGORY}/items`, query: menuQuery, body: { items: fc.array(slot('item'), { maxLength: 3 }) } },
  { method: 'PUT', path: `${CATEGORY}/items/:item`, query: menuQuery, body: { position: fc.oneof(fc.nat(10), junkNumber) } },
  { method: 'DELETE', path: `${CATEGORY}/items/:item`, query: menuQuery },
  { method: 'GET', path: '/business/menu-items/:item', query: menuQuery },
  { method: 'POST', path: '/business/menu-items', query: menuQuery, body: itemBody },
  { method: 'PUT', path: '/business/menu-items/:item', query: menuQuery, body: itemBody },
  { method: 'DELETE', path: '/business/menu-items/:item', query: menuQuery },
  { method: 'POST', path: '/business/menu-items/:item/copy', query: menuQuery, body: { categoryId: slot('category') } },
  { method: 'PUT', path: '/business/menu-items/:item/visibility', query: menuQuery, body: { visible: fc.boolean() } },
  { method: 'GET', path: '/business/menu-modifiers', query: { ...menuQuery, q: junkText, limit: fc.constantFrom('1', '0', '501', 'x'), offset: fc.constantFrom('0', '-1', '1e9') } },
  { method: 'GET', path: '/business/menu-modifiers/:modifier', query: menuQuery },
  { method: 'POST', path: '/business/menu-modifiers', query: menuQuery, body: modifierBody },
  { method: 'PUT', path: '/business/menu-modifiers/:modifier', query: menuQuery, body: modifierBody },
  { method: 'DELETE', path: '/business/menu-modifiers/:modifier', query: menuQuery },
  { method: 'POST', path: '/business/menus/publish', query: menuQuery },
  { method: 'POST', path: '/business/menus/revert', query: menuQuery },
  { method: 'GET', path: '/business/menu-state', query: menuQuery },
  { method: 'GET', path: '/business/menu-versions', query: { ...menuQuery, limit: fc.constantFrom('1', '51', 'x'), offset: fc.constantFrom('0', '-1') } },
  { method: 'POST', path: '/business/menu-versions/1/rollback', query: menuQuery },
  { method: 'POST', path: '/business/menu-versions/:activity/rollback', query: menuQuery },
  { method: 'GET', path: '/business/menu-orphans', query: menuQuery },
  { method: 'POST', path: '/business/menu-orphans/restore', query: menuQuery, body: { items: fc.array(slot('item'), { maxLength: 2 }) } },
  { method: 'POST', path: '/business/menus/:menu/translate-missing', query: menuQuery },
  { method: 'PUT', path: '/business/organizations/:org/menu-languages', query: menuQuery, body: { menuLanguages: fc.oneof(fc.array(menuLanguageCode, { maxLength: 4 }), junkJson) } },
  { method: 'GET', path: '/public/menus/:org', query: { preview: fc.oneof(fc.constantFrom('', 'x'.repeat(201)), junkText), lang: junkText } },
  { method: 'GET', path: '/business/menu-tags', query: menuQuery },
  { method: 'GET', path: '/menu-tags/vegan.svg' },
  { method: 'GET', path: '/menu-tags/:item.svg' },
  { method: 'GET', path: '/business/menu-size/units', query: menuQuery },
  { method: 'POST', path: '/business/menu-size/translate', query: menuQuery, body: { value: fc.constantFrom('0,5', '500', 'x'), unit: fc.constantFrom('l', 'ml', 'parsec'), multiplier: fc.oneof(fc.nat(1000), junkNumber) } },
  { method: 'POST', path: '/business/menus/translate', query: menuQuery, body: { en: fc.oneof(fc.constantFrom('Beef soup', 'Coffee with milk'), junkText), lt: junkText, 'lt?': junkText } },
  { method: 'GET', path: '/business/menu-library', query: { ...menuQuery, q: fc.oneof(fc.constantFrom('soup', 'beef & !', ':*', "'"), junkText), limit: fc.constantFrom('20', '0', '101'), offset: fc.constantFrom('0', '-1') } },
  { method: 'GET', path: '/business/menu-library/:item', query: menuQuery },
  { method: 'POST', path: '/business/menu-library', query: menuQuery, body: { title: localized, description: localized, tags: fc.array(junkText, { maxLength: 2 }) } },
  { method: 'GET', path: '/business/pos/menu', query: menuQuery },
  { method: 'GET', path: '/business/pos/tables', query: menuQuery },
  { method: 'POST', path: '/business/images', query: { ...menuQuery, purpose: fc.constantFrom('menu', 'localized', 'other') }, body: { file: junkText } },
  { method: 'GET', path: '/images/:item.png' },
  { method: 'GET', path: '/images/:item/0,0,100,100/96.webp' },
  // The stop list (platform/http/stop-list.ts) and the live channel's plain GET (426 or 403).
  { method: 'GET', path: '/business/stop-list', query: { ...menuQuery, q: junkText, page: fc.constantFrom('0', '1', '-1', 'x'), size: fc.constantFrom('1', '200', '201', '0') } },
  { method: 'GET', path: '/business/stop-list/candidates', query: { ...menuQuery, q: fc.oneof(fc.constantFrom('milk', '%', '_', '\\'), junkText), page: fc.constantFrom('0', '3', '1e3'), size: fc.constantFrom('7', '50') } },
  { method: 'POST', path: '/business/stop-list', query: menuQuery, body: { menuItemId: fc.oneof(slot('item'), junkId), activeUntil: fc.oneof(fc.constantFrom(null, '2099-01-01T00:00:00Z', '2001-01-01T00:00:00Z', 'soon'), junkText) } },
  { method: 'POST', path: '/business/stop-list', query: menuQuery, body: { menuModifierId: slot('modifier'), menuOptionId: fc.oneof(slot('option'), junkId), activeUntil: fc.constant(null) } },
  { method: 'DELETE', path: '/business/stop-list/:stop', query: menuQuery },
  { method: 'DELETE', path: '/business/stop-list/:item', query: menuQuery },
  { method: 'GET', path: '/business/websocket/:org' },
]

// --- Tables (platform/http/tables.ts): organization in the query, the table's id in the path. ---
const tableQuery = { organizationId: slot('org') }
const tableBody = {
  number: fc.oneof(fc.constantFrom('12', 'A1', 'terrace 1', ' ', 'x'.repeat(21)), junkText),
  boxId: fc.oneof(fc.constant(null), slot('box')),
  posId: fc.oneof(fc.constantFrom(null, 'pos-table-5', 'pos-table-1', 'pos-table-99', ''), junkText),
  organizationId: slot('org'),
}
export const TABLE_API_ROUTES: ApiRoute[] = [
  {
    method: 'GET',
    path: '/business/tables',
    query: { ...tableQuery, q: fc.oneof(fc.constantFrom('1', 'TERR', '%', '_'), junkText), mapped: fc.constantFrom('true', 'false', 'x'), page: fc.constantFrom('0', '1', '-1', 'x'), size: fc.constantFrom('1', '500', '501', '0') },
  },
  { method: 'GET', path: '/business/tables/:table', query: tableQuery },
  { method: 'POST', path: '/business/tables', query: tableQuery, body: tableBody },
  { method: 'PUT', path: '/business/tables/:table', query: tableQuery, body: { ...tableBody, id: slot('table'), revision: fc.oneof(fc.nat(5), junkNumber) } },
  { method: 'DELETE', path: '/business/tables/:table', query: tableQuery },
  {
    method: 'POST',
    path: '/business/tables/batch',
    query: tableQuery,
    body: { tables: fc.array(fc.record({ id: slot('table'), posId: fc.oneof(fc.constantFrom('pos-table-5', 'pos-table-6', 'pos-table-1', ''), junkText) }), { maxLength: 3 }) },
  },
]
// --- end of Tables ---

// --- Orders (platform/http/orders.ts, orders-sessions.ts) -------------------------------------
const ordersPeriod = {
  organizationId: slot('org'),
  startTs: fc.oneof(fc.constantFrom('2026-11-01T08:00:00+02:00', '2025-01-01T00:00:00Z', '2026-11-01', '2026-02-30T00:00:00Z', 'yesterday', '1999-12-31T00:00:00Z'), junkText),
  finishTs: fc.oneof(fc.constantFrom('2026-11-02T08:00:00+02:00', '2026-10-01T00:00:00Z', '2099-01-01T00:00:00Z', ''), junkText),
}
export const ORDERS_API_ROUTES: ApiRoute[] = [
  {
    method: 'GET',
    path: '/business/orders',
    query: {
      ...ordersPeriod,
      page: fc.constantFrom('0', '1', '5000', '100001', '-1', '1.5'),
      size: fc.constantFrom('10', '20', '50', '100', '7', '0'),
      sort: fc.constantFrom('createdAt', 'orderNumber', 'amount', 'status'),
      direction: fc.constantFrom('ASC', 'DESC', 'asc', 'up'),
    },
  },
  { method: 'GET', path: '/business/orders/summary', query: ordersPeriod },
  { method: 'GET', path: '/business/orders/export', query: { ...ordersPeriod, lang: fc.constantFrom('en', 'lt', 'xx') } },
  { method: 'GET', path: '/business/orders/:order', query: { organizationId: slot('org') } },
  { method: 'GET', path: '/business/orders/:ordersSession', query: { organizationId: slot('org') } },
  { method: 'GET', path: '/business/orders-sessions', query: { organizationId: slot('org'), page: fc.constantFrom('0', '1', '-1', 'x'), size: fc.constantFrom('1', '50', '200', '201', '0') } },
  { method: 'POST', path: '/business/orders-sessions', query: { organizationId: slot('org') } },
  { method: 'DELETE', path: '/business/orders-sessions/:ordersSession', query: { organizationId: slot('org') } },
  { method: 'DELETE', path: '/business/orders-sessions/:order', query: { organizationId: slot('org') } },
  { method: 'POST', path: '/orders-sessions/start', body: { code: fc.oneof(fc.constantFrom('', 'x'.repeat(43), 'x'.repeat(201)), junkText) } },
]
// --- end of Orders ----------------------------------------------------------------------------

// --- Payments, invoices, payouts (platform/http/payments.ts, payouts.ts, payment-invoices.ts,
// organization-invoices.ts) --------------------------------------------------------------------
const pagedQuery = {
  organizationId: slot('org'),
  page: fc.constantFrom('0', '1', '5000', '100001', '-1', '1.5'),
  size: fc.constantFrom('10', '20', '50', '100', '7', '0'),
  sort: fc.constantFrom('ts', 'amount', 'x'),
  direction: fc.constantFrom('ASC', 'DESC', 'asc', 'up'),
}
const paymentQuery = { organizationId: slot('org'), lang: fc.constantFrom('en', 'lt', 'ru', 'xx') }
const invoicePdfQuery = { ...paymentQuery, customerVatNumber: vatNumber }
export const PAYMENTS_API_ROUTES: ApiRoute[] = [
  { method: 'GET', path: '/business/payments', query: pagedQuery },
  { method: 'GET', path: '/business/payments/:payment', query: { organizationId: slot('org') } },
  { method: 'GET', path: '/business/payments/:paymentInvoice', query: { organizationId: slot('org') } },
  { method: 'GET', path: '/business/payments/:payment/receipt.pdf', query: paymentQuery },
  { method: 'GET', path: '/business/payments/:payment/invoice-detailed.pdf', query: invoicePdfQuery },
  { method: 'GET', path: '/business/payments/:payment/invoice-gt.pdf', query: invoicePdfQuery },
  {
    method: 'PUT',
    path: '/business/payments/:payment/customer',
    query: { organizationId: slot('org') },
    body: { ...invoiceCustomerFields, kind: fc.constantFrom('DETAILED', 'GT', 'OTHER') },
  },
  ...['LT100001234510', 'DE123456788', 'LT123', 'lt%20100001234510', '%00'].map(
    (vat): ApiRoute => ({ method: 'GET', path: `/business/customers/by-vat/${vat}`, query: { organizationId: slot('org') } }),
  ),
  { method: 'GET', path: '/business/payouts', query: pagedQuery },
  { method: 'GET', path: '/business/payouts/export', query: paymentQuery },
  { method: 'GET', path: '/business/payment-invoices', query: pagedQuery },
  { method: 'GET', path: '/business/organization-invoices', query: pagedQuery },
  { method: 'GET', path: '/business/organization-invoices/:organizationInvoice/invoice.pdf', query: paymentQuery },
  { method: 'GET', path: '/business/organization-invoices/:payment/invoice.pdf', query: paymentQuery },
]
// --- end of Payments ---------------------------------------------------------------------------

// --- Billing (platform/http/subscription.ts; contract/billing.ts) -----------------------------
const billingScope = { organizationId: slot('org') }
export const BILLING_API_ROUTES: ApiRoute[] = [
  { method: 'GET', path: '/business/subscription', query: billingScope },
  { method: 'GET', path: '/business/subscription/card', query: billingScope },
  {
    method: 'POST',
    path: '/business/subscription/card/setup',
    query: billingScope,
    body: { returnUrl: fc.oneof(fc.constantFrom('/organizations/:org/billing/card-return', '//evil.example', 'https://evil.example', '/\\evil', ''), junkText) },
  },
  {
    method: 'PUT',
    path: '/business/subscription/card',
    query: billingScope,
    body: { stripePaymentMethodId: fc.constantFrom('pm_card_visa', '', 'x'.repeat(300)), setupSessionId: fc.oneof(junkId, fc.constantFrom('', 'x'.repeat(300))) },
  },
  { method: 'DELETE', path: '/business/subscription/card', query: billingScope },
  { method: 'PUT', path: '/business/subscription/billing', query: billingScope, body: { ...billingFields, registrationCode: fc.oneof(fc.constantFrom('300123451', ''), fc.constant(null), junkText) } },
  { method: 'GET', path: '/business/subscription/invoices', query: { organizationId: slot('org'), page: fc.constantFrom('0', '1', '100001', '-1', 'x'), size: fc.constantFrom('1', '20', '100', '101', '0') } },
  { method: 'GET', path: '/business/subscription/invoices/:subscriptionInvoice/invoice-:invoiceNumber.pdf', query: { organizationId: slot('org'), lang: fc.constantFrom('en', 'lt', 'ru', 'xx') } },
  { method: 'GET', path: '/business/subscription/invoices/:payment/invoice-:invoiceNumber.pdf', query: { organizationId: slot('org') } },
]
// --- end of Billing ----------------------------------------------------------------------------

export { junkId, junkJson, junkQueryValue }
