/** Verification (KYB) webhooks are signed with the embedded providers' scheme (../signature.ts). */
export { signV1 as signKybBody, verifyV1 as isValidKybSignature } from '../signature.js'

export const KYB_SIGNATURE_HEADER = 'x-kyb-signature'
