/**
 * The draft's status (SPEC.md 4 "Menu"): edits are saved as a draft and guests see the last
 * published menu, so while the draft differs a banner says 'Unpublished changes' with Publish
 * (a form posting `intent=publish` to the screen's own action) and Revert (a confirmation).
 */
import { Form, Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Banner } from '~/components/ui/banner'
import { Button, buttonClass } from '~/components/ui/button'

export function PublishBanner({ revertTo }: { revertTo: string }) {
  const { t } = useTranslation()
  return (
    <Banner
      tone="warning"
      title={t('menu.status.unpublished')}
      action={
        <div className="flex flex-wrap gap-2">
          <Form method="post" preventScrollReset>
            <Button name="intent" value="publish">
              {t('menu.status.publish')}
            </Button>
          </Form>
          <Link to={revertTo} preventScrollReset className={buttonClass('secondary')}>
            {t('menu.status.revert')}
          </Link>
        </div>
      }
    >
      {t('menu.status.unpublishedHelp')}
    </Banner>
  )
}
