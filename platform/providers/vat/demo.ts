/**
 * THE DEMO VAT REGISTRY: six made-up companies, not a real registry. It exists so the invoice
 * dialog can be tried without the internet; every answer says `source: 'demo'` and every
 * company's name says "Demo", so nobody mistakes one for a real business. Any other number,
 * even a valid one, is unknown here (404), as a real registry would say of an unregistered
 * number. The numbers pass their country's checksum (contract/vat.ts), so the dialog accepts
 * them as typed.
 */
import type { VatCustomer } from '../../../contract/payments.js'
import type { VatRegistry } from './index.js'

type DemoCompany = Omit<VatCustomer, 'source' | 'countryCode'>

export const DEMO_VAT_COMPANIES: readonly DemoCompany[] = [
  {
    customerVatNumber: 'LT100001234510',
    customerName: 'UAB Demo Baltic Foods',
    customerAddress: 'Konstitucijos pr. 7, LT-09308 Vilnius, Lithuania',
    customerRegNumber: '300123451',
  },
  {
    customerVatNumber: 'LT119765432114',
    customerName: 'UAB Demo Šventės',
    customerAddress: 'Laisvės al. 55, LT-44309 Kaunas, Lithuania',
    customerRegNumber: '304765432',
  },
  {
    customerVatNumber: 'PL5271234505',
    customerName: 'Demo Gastronomia Sp. z o.o.',
    customerAddress: 'ul. Marszałkowska 100, 00-026 Warszawa, Poland',
    customerRegNumber: 'KRS 0000123456',
  },
  {
    customerVatNumber: 'ESB12345609',
    customerName: 'Demo Eventos Ibéricos S.L.',
    customerAddress: 'Calle de Alcalá 50, 28014 Madrid, Spain',
    customerRegNumber: 'B12345609',
  },
  {
    customerVatNumber: 'LV40003123453',
    customerName: 'SIA Demo Rīgas Pasākumi',
    customerAddress: 'Brīvības iela 30, Rīga, LV-1010, Latvia',
    customerRegNumber: '40003123453',
  },
  {
    customerVatNumber: 'DE123456788',
    customerName: 'Demo Reisen GmbH',
    customerAddress: 'Friedrichstraße 100, 10117 Berlin, Germany',
    customerRegNumber: 'HRB 123456 B',
  },
]

export class DemoVatRegistry implements VatRegistry {
  readonly name = 'demo'
  readonly demo = true

  describe() {
    return 'Demo VAT registry — six made-up companies, not a real registry'
  }

  async lookup(vatNumber: string): Promise<VatCustomer | null> {
    const company = DEMO_VAT_COMPANIES.find((c) => c.customerVatNumber === vatNumber)
    return company ? { ...company, countryCode: vatNumber.slice(0, 2), source: 'demo' } : null
  }
}
