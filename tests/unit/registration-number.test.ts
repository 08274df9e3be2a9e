/**
 * A company's registration number (Lithuania's įmonės kodas, a Polish KRS number) has one name in
 * each language wherever it means that identifier: the Company billing form, the payment invoice
 * dialog, and both invoice PDFs (the organization invoice and the
 * payment invoices). Two names for it once made an accountant ask whether they were two numbers.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { INVOICE_LABELS } from '../../platform/domain/invoicing/text'
import { PAYMENTS_TEXT } from '../../platform/domain/payments/document-text'
import { RECEIPT_LANGUAGES } from '../../platform/domain/receipt-text'

const locale = (language: string) => JSON.parse(readFileSync(path.resolve(__dirname, '../../locales', language, 'common.json'), 'utf8'))

describe('the registration number', () => {
  it('has one name per language in the back-office and on every invoice', () => {
    for (const language of RECEIPT_LANGUAGES) {
      const words = locale(language)
      const name = words.billing.company.registrationCode as string
      expect(words.invoices.fields.customerRegNumber, language).toBe(name)
      expect(INVOICE_LABELS[language].regNumber, language).toBe(name)
      expect(PAYMENTS_TEXT[language].invoice.regNumber, language).toBe(`${name}:`)
    }
  })
  it('is the name the specification gives it, in English, also where a download asks for it', () => {
    const words = locale('en')
    expect(words.billing.company.registrationCode).toBe('Registration number')
    expect(words.payments.downloadErrors.sellerDetailsRequired).toContain('Polish company, Registration number.')
  })
})
