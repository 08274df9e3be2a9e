/** Tip links the platform makes (a bank transfer link for an employee's GT ID). */
import { tipLinkResponseSchema } from '#contract/tips'
import type { Api } from '~/services/api.server'

export async function createBankTransferLink(api: Api, organizationId: string, input: { token: string; tipAmount: number }) {
  const { link } = await api.post(
    '/business/tip-links',
    { type: 'BANK_TRANSFER', currency: 'EUR', feeMode: 'STAFF', tipAmount: input.tipAmount, token: input.token },
    tipLinkResponseSchema,
    { organizationId },
  )
  return link
}
