/**
 * The text sections the payment page preview shows, in the preview's language: the user's
 * interface language when a section has text in it, else the organization's first menu
 * language that has, else any (features/tips/text-sections.ts).
 */
import type { Organization } from '#contract/organizations'
import { i18n } from '~/services/i18n.server'
import { readingLanguages, sectionViews } from '~/features/tips/text-sections'
import type { PreviewSections } from './payment-card'

export async function previewSections(request: Request, organization: Organization): Promise<PreviewSections> {
  return sectionViews(organization, readingLanguages(await i18n.getLocale(request), organization.menuLanguages))
}
