/**
 * The organization's menu languages (docs/api.md "Menu languages"): the one call that changes
 * them. Read through the organization list (`organization.menuLanguages`), like every screen does.
 */
import { menuLanguagesAnswerSchema } from '#contract/menu-languages'
import type { Api } from '~/services/api.server'
import { idParam } from '../../services/not-found.server'

/**
 * Saves the codes in order, the first the main language; a list equal to the stored one
 * writes nothing. A menu write: it carries a request id, so the live channel tells the other
 * open menu screens, which re-read the list.
 */
export function saveMenuLanguages(api: Api, organizationId: string, codes: string[]) {
  return api.put(`/business/organizations/${idParam(organizationId)}/menu-languages`, { menuLanguages: codes }, menuLanguagesAnswerSchema, {
    organizationId,
    requestId: crypto.randomUUID(),
  })
}
