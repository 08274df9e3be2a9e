/**
 * Customers by VAT number (issue 11 item 4): the embedded demo registry (its companies pass
 * their checksums, it says it is a demo), the VIES adapter against a local stand-in of the
 * VIES REST API (there is no internet here: found, not registered, names kept private, a member
 * state down, a network failure), the configuration that selects them, and
 * GET /business/customers/by-vat/{vatNumber} on both registries.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAYMENT_ERRORS, vatCustomerSchema } from '../../contract/payments.js'
import { checkVatNumber } from '../../contract/vat.js'
import { applyEnvironment, defaultPlatformConfig, VIES_API_URL } from '../../platform/config.js'
import { paymentInvoices } from '../../platform/db/schema/index.js'
import { DEMO_VAT_COMPANIES, DemoVatRegistry } from '../../platform/providers/vat/demo.js'
import { createVatRegistry, VatRegistryUnavailable } from '../../platform/providers/vat/index.js'
import { ViesVatRegistry } from '../../platform/providers/vat/vies.js'
import { expectError, forEachDatabase, useHarness } from './harness.js'
import { adminToken } from './orders-fixtures.js'
import { addPayment, invoiceVenue, invoicesClient } from './payment-invoices-fixtures.js'

/**
 * A stand-in of VIES's GET /ms/{country}/vat/{number}: 'LT100001234510' is registered,
 * 'DE123456788' too but with its name kept private ('---', as Germany answers), the Spanish
 * member state is down (200 with userError MS_UNAVAILABLE, as VIES answers it), Latvia's
 * answer is a 500 with VIES's error wrapper, and everything else is not registered.
 */
function viesStandIn() {
  const requests: string[] = []
  const state = { url: '', down: false }
  let server: Server | undefined
  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push(req.url!)
      const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
      if (state.down) return void res.writeHead(502).end('<html>Bad gateway</html>')
      const match = /^\/rest-api\/ms\/([A-Z]{2})\/vat\/([A-Z0-9]+)$/.exec(req.url ?? '')
      if (!match) return json(404, { actionSucceed: false, errorWrappers: [{ error: 'NOT_FOUND' }] })
      const [, country, number] = match
      const base = { countryCode: country, vatNumber: number, requestDate: '2026-03-10T10:00:00.000Z', requestIdentifier: '' }
      if (country === 'ES') return json(200, { ...base, isValid: false, userError: 'MS_UNAVAILABLE', name: '---', address: '---' })
      if (country === 'LV') return json(500, { actionSucceed: false, errorWrappers: [{ error: 'SERVICE_UNAVAILABLE', message: 'down' }] })
      if (`${country}${number}` === 'LT100001234510') {
        return json(200, { ...base, isValid: true, userError: 'VALID', name: 'UAB "VIES ATSAKYMAS"', address: 'GEDIMINO PR. 1\nLT-01103 VILNIUS\n' })
      }
      if (`${country}${number}` === 'DE123456788') return json(200, { ...base, isValid: true, userError: 'VALID', name: '---', address: '---' })
      return json(200, { ...base, isValid: false, userError: 'INVALID', name: '---', address: '---' })
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    state.url = `http://127.0.0.1:${(server!.address() as AddressInfo).port}/rest-api/`
  })
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve))
  })
  return { requests, state }
}

/** What the stand-in's registered company comes back as: one line of address, no registration number. */
const VIES_COMPANY = {
  customerVatNumber: 'LT100001234510',
  customerName: 'UAB "VIES ATSAKYMAS"',
  customerAddress: 'GEDIMINO PR. 1, LT-01103 VILNIUS',
  customerRegNumber: null,
  countryCode: 'LT',
  source: 'vies',
}

describe('the demo registry', () => {
  it('holds six companies of LT, PL, ES, LV and DE whose numbers pass their checksums, and says it is a demo', async () => {
    const registry = new DemoVatRegistry()
    expect({ name: registry.name, demo: registry.demo }).toEqual({ name: 'demo', demo: true })
    expect(registry.describe()).toMatch(/demo/i)
    expect(DEMO_VAT_COMPANIES).toHaveLength(6)
    expect(new Set(DEMO_VAT_COMPANIES.map((c) => c.customerVatNumber.slice(0, 2)))).toEqual(new Set(['LT', 'PL', 'ES', 'LV', 'DE']))
    for (const company of DEMO_VAT_COMPANIES) {
      expect(checkVatNumber(company.customerVatNumber)?.vatNumber, company.customerVatNumber).toBe(company.customerVatNumber)
      expect(company.customerName).toMatch(/Demo/)
      const found = await registry.lookup(company.customerVatNumber)
      expect(vatCustomerSchema.strict().parse(found)).toEqual({ ...company, countryCode: company.customerVatNumber.slice(0, 2), source: 'demo' })
    }
    expect(await registry.lookup('LT201123456713')).toBeNull()
  })
})

describe('the VIES adapter against a stand-in', () => {
  const vies = viesStandIn()

  it('answers a registered company with its name and address on one line', async () => {
    const registry = new ViesVatRegistry(vies.state.url)
    expect({ name: registry.name, demo: registry.demo }).toEqual({ name: 'vies', demo: false })
    expect(await registry.lookup('LT100001234510')).toEqual(VIES_COMPANY)
    expect(vies.requests.at(-1)).toBe('/rest-api/ms/LT/vat/100001234510')
  })

  it('answers null for a number not registered, and empty details where the member state keeps them private', async () => {
    const registry = new ViesVatRegistry(vies.state.url)
    expect(await registry.lookup('PL5271234505')).toBeNull()
    expect(await registry.lookup('DE123456788')).toMatchObject({ customerVatNumber: 'DE123456788', customerName: '', customerAddress: '' })
    // Greece is 'EL' in VAT numbers and in VIES's path alike.
    expect(await registry.lookup('EL094259216')).toBeNull()
    expect(vies.requests.at(-1)).toBe('/rest-api/ms/EL/vat/094259216')
  })

  it('throws VatRegistryUnavailable, never "unknown", when a member state, VIES or the network is down', async () => {
    const registry = new ViesVatRegistry(vies.state.url)
    await expect(registry.lookup('ESB12345609')).rejects.toMatchObject({ name: 'VatRegistryUnavailable', reason: 'MS_UNAVAILABLE' })
    await expect(registry.lookup('LV40003123453')).rejects.toMatchObject({ reason: 'SERVICE_UNAVAILABLE' })
    vies.state.down = true
    try {
      await expect(registry.lookup('LT100001234510')).rejects.toMatchObject({ reason: 'HTTP 502' })
    } finally {
      vies.state.down = false
    }
    // Nobody listens on port 9 of this machine.
    const nowhere = new ViesVatRegistry('http://127.0.0.1:9/rest-api')
    const error = await nowhere.lookup('LT100001234510').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(VatRegistryUnavailable)
    expect(error).toMatchObject({ registry: 'vies', reason: 'NETWORK' })
  })
})

describe('the registry setting', () => {
  const config = (env: Record<string, string>) => applyEnvironment(defaultPlatformConfig('test'), env as NodeJS.ProcessEnv).vat

  it('is the demo registry unless VAT_REGISTRY=vies, and refuses what it does not know', () => {
    expect(config({})).toEqual({ provider: 'demo' })
    expect(config({ VAT_REGISTRY: 'demo' })).toEqual({ provider: 'demo' })
    expect(config({ VAT_REGISTRY: 'VIES' })).toEqual({ provider: 'vies', url: VIES_API_URL })
    expect(VIES_API_URL).toBe('https://ec.europa.eu/taxation_customs/vies/rest-api')
    expect(config({ VAT_REGISTRY: 'vies', VIES_URL: 'http://127.0.0.1:8080/vies' })).toEqual({ provider: 'vies', url: 'http://127.0.0.1:8080/vies' })
    expect(() => config({ VAT_REGISTRY: 'registry' })).toThrow(/VAT_REGISTRY must be demo or vies/)
    expect(() => config({ VAT_REGISTRY: 'vies', VIES_URL: 'ftp://example.com' })).toThrow(/VIES_URL must be an http\(s\) URL/)
    expect(createVatRegistry({ provider: 'demo' }).demo).toBe(true)
    expect(createVatRegistry({ provider: 'vies', url: VIES_API_URL }).describe()).toBe('EU VIES (ec.europa.eu)')
  })
})

forEachDatabase((kind) => {
  describe(`GET /business/customers/by-vat on ${kind} with the demo registry`, () => {
    const api = useHarness(kind)

    it('answers a demo company, normalizing lowercase and spaces; 404 for a valid unknown number; 400 for a bad checksum', async () => {
      const venue = await invoiceVenue(api)
      const client = invoicesClient(api, await adminToken(api), venue.id)
      const found = await client.byVat(' lv 4000-3123.453 ')
      expect(found.status, found.text).toBe(200)
      expect(vatCustomerSchema.strict().parse(found.body)).toMatchObject({ customerVatNumber: 'LV40003123453', customerName: 'SIA Demo Rīgas Pasākumi', countryCode: 'LV', source: 'demo' })
      expect((await client.byVat('de123456788')).body.customerName).toBe('Demo Reisen GmbH')
      expectError(await client.byVat('LT201123456713'), 404, 'NOT_FOUND')
      for (const bad of ['LV40003123454', 'LT12345', 'QQ123456789']) {
        expect(expectError(await client.byVat(bad), 400, 'VALIDATION').fields).toEqual({ vatNumber: [PAYMENT_ERRORS.invalidVat] })
      }
    })
  })

  describe(`GET /business/customers/by-vat and invoice PDFs on ${kind} with VAT_REGISTRY=vies`, () => {
    const vies = viesStandIn()
    const api = useHarness(kind, { config: (c) => ({ ...c, vat: { provider: 'vies', url: vies.state.url } }) })

    it('answers what VIES found (source vies), 404 when not registered, 503 when it cannot say', async () => {
      const venue = await invoiceVenue(api)
      const client = invoicesClient(api, await adminToken(api), venue.id)
      const found = await client.byVat('LT100001234510')
      expect(found.status, found.text).toBe(200)
      expect(found.body).toEqual(VIES_COMPANY)
      expectError(await client.byVat('PL5271234505'), 404, 'NOT_FOUND')
      const down = expectError(await client.byVat('ESB12345609'), 503, 'SERVICE_UNAVAILABLE')
      expect(down).toEqual({ reason: 'VAT_REGISTRY_UNAVAILABLE', registry: 'vies', registryError: 'MS_UNAVAILABLE' })
    })

    it('issues an invoice for the company VIES found; refuses one VIES cannot name (409) or reach (503), issuing nothing', async () => {
      const venue = await invoiceVenue(api)
      const client = invoicesClient(api, await adminToken(api), venue.id)
      const [ok, privateName, down] = await Promise.all([1, 2, 3].map(() => addPayment(api, venue.id)))
      const response = await client.download(ok!.id, 'detailed', { customerVatNumber: 'LT100001234510' })
      expect(response.status).toBe(200)
      const [row] = await api.db.select().from(paymentInvoices).where(eq(paymentInvoices.paymentId, ok!.id))
      expect(row).toMatchObject({ customerName: 'UAB "VIES ATSAKYMAS"', customerRegNumber: null, customerEmail: null, seq: 1 })
      expect(expectError(await client.pdf(privateName!.id, 'detailed', { customerVatNumber: 'DE123456788' }), 409, 'CONFLICT').reason).toBe('CUSTOMER_REQUIRED')
      expectError(await client.pdf(down!.id, 'detailed', { customerVatNumber: 'LV40003123453' }), 503, 'SERVICE_UNAVAILABLE')
      const rows = await api.db.select().from(paymentInvoices).where(eq(paymentInvoices.organizationId, venue.id))
      expect(rows.map((r) => r.paymentId)).toEqual([ok!.id])
    })
  })
})
