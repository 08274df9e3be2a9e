/** What every platform router receives, and the Hono environment they share. */
import type { Permission } from '../../contract/organizations.js'
import type { PlatformConfig } from '../config.js'
import type { Database } from '../db/client.js'
import type { Links } from '../domain/guest-links.js'
import type { ReadMemo } from '../../contract/read-memo.js'
import type { Caller } from '../domain/caller.js'
import type { MenuOrganization } from '../domain/menu/organization.js'
import type { OrdersOrganization } from '../domain/orders/organization.js'
import type { OrdersDevice } from '../domain/orders/sessions.js'
import type { PaymentsOrganization } from '../domain/payments/organization.js'
import type { SessionProfile } from '../domain/sessions.js'
import type { GuestPaymentProvider } from '../providers/guest-payments/index.js'
import type { KybProvider } from '../providers/kyb/index.js'
import type { PosProvider } from '../providers/pos/index.js'
import type { SmsProvider } from '../providers/sms/index.js'
import type { TranslationProvider } from '../providers/translation/index.js'

export interface PlatformDeps {
  db: Database
  config: PlatformConfig
  sms: SmsProvider
  links: Links
  kyb: KybProvider
  /** Suggests menu texts in the other menu languages (demo glossary or DeepL). */
  translation: TranslationProvider
  /** The POS of organizations with posIntegrationEnabled (demo catalogue). */
  pos: PosProvider
  /** The live channel's publisher: told after each committed menu or stop-list write. */
  live: LiveChanges
  /** Who charges guests' cards on the guest payment page; null: ratings and reviews only (ADR 0075). */
  guestPayments: GuestPaymentProvider | null
  /** The platform's clock (stop-list expiry, orders periods and sessions); tests pass a controllable one. */
  clock: () => Date
}

/** What writes tell the live channel (platform/live/). */
export interface LiveChanges {
  changed(organizationId: string, requestId: string | null): void
  /** A guest's tip was recorded: the venue's and its ancestors' tips screens may re-read. */
  tipsChanged(organizationIds: string[]): void
}

/** The organization a request is about and the caller's permissions there (http/access.ts). */
export interface OrganizationAccess {
  id: string
  /** Null when the caller reaches no such organization. */
  permissions: Permission[] | null
}

/** What the in-process page transport (platform/index.ts) hands each call of one page. */
export interface PageBindings {
  /** What the page's calls read about the caller, read once (domain/caller.ts). */
  memo: ReadMemo
  /** The JSON text of the call's answer, kept as text (http/in-process.ts, ADR 0054). */
  json: { text: string; status: number } | null
}

export type PlatformEnv = {
  /** Set by the in-process page transport (platform/index.ts); absent for outside callers. */
  Bindings: PageBindings | undefined
  Variables: {
    profile: SessionProfile
    /** The signed-in caller, with what a page asks about them remembered (domain/caller.ts). */
    caller: Caller
    /** The caller's address as the gateway saw it (used for per-address rate limits). */
    clientAddress: string
    organization: OrganizationAccess
    /** Menu calls: the organization whose menu it is (http/menu-access.ts). */
    menu: MenuOrganization
    /** Menu writes: the X-Request-Id the answer echoes (null on reads). */
    requestId: string | null
    /**
     * Set instead of `profile` and `caller` when an order management device calls with its
     * token (http/auth.ts); only the orders reads accept it (http/orders-access.ts).
     */
    device: OrdersDevice | undefined
    /** Orders calls: the venue whose orders they are (http/orders-access.ts). */
    orders: OrdersOrganization
    /** Payments, invoices and payouts calls: the venue they are about (http/payments-access.ts). */
    payments: PaymentsOrganization
  }
}
