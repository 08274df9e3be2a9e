/** The language switch: remembers the choice in the `lng` cookie and goes back. */
import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { isLanguage } from '~/i18n'
import { languageCookie } from '~/services/i18n.server'
import { safeRedirectPath } from '#contract/safe-redirect'
import { readForm } from '~/services/form.server'

export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request)
  const language = form.get('language')
  const to = safeRedirectPath(form.get('redirectTo'), '/')
  if (!isLanguage(language)) return redirect(to)
  return redirect(to, { headers: { 'Set-Cookie': await languageCookie.serialize(language) } })
}

export function loader() {
  return redirect('/')
}
