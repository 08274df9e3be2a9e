/** After "Send rating" (no payment): thank you, and the way back to the tip page. */
import { translatorFor } from '~/services/i18n.server'
import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { SUPPORTED_LANGUAGES } from '~/i18n'
import { isId } from '~/services/not-found.server'
import { chooseLanguage } from '~/features/guest/guest-language.server'
import { APP_NAME, documentTitle } from '~/utils/document-title'
import type { LanguageHandle } from '~/utils/document-language'

export async function loader({ request }: LoaderFunctionArgs) {
  const language = chooseLanguage(request, [...SUPPORTED_LANGUAGES])
  const t = await translatorFor(language)
  const boxId = new URL(request.url).searchParams.get('b')
  return json({
    language,
    title: t('guestPay.done.thanksTitle'),
    text: t('guestPay.done.thanksFeedback'),
    back: isId(boxId) ? { href: `/pay/b/${boxId}?lang=${language}`, text: t('guestPay.done.back') } : null,
  })
}

/** A page of no venue's: its heading, then the app's name (utils/document-title). */
export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: documentTitle(data.title, APP_NAME) }, { name: 'robots', content: 'noindex' }] : [])
export const handle: LanguageHandle = { lang: (data) => (data as { language?: string } | undefined)?.language }

export default function ThanksPage() {
  const data = useLoaderData<typeof loader>()
  return (
    <main lang={data.language} className="mx-auto max-w-md space-y-4 px-6 py-16 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">{data.title}</h1>
      <p className="text-slate-700">{data.text}</p>
      {data.back ? (
        <a href={data.back.href} className="font-medium text-brand-700 underline">
          {data.back.text}
        </a>
      ) : null}
    </main>
  )
}
