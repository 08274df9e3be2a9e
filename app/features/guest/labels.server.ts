/**
 * The payment page's words in the guest's language (plan D7): drawn here on the server, so the
 * view needs no translations and the back-office preview draws it in the user's language.
 */
import type { TFunction } from 'i18next'
import { GUEST_REVIEW_MAX, type GuestPayPage } from '#contract/guest-pay'
import { REACTION_TAGS } from '#contract/tips'
import { formatMoney } from '~/utils/format'
import { MONEY_SLOT, type FeedbackLabels, type PayLabels, type ReactionTag } from './pay-view'

export function payLabels(t: TFunction, page: GuestPayPage): PayLabels {
  const { currency } = page.organization
  const name = page.member?.name
  return {
    tipFor: t('guestPay.tipFor', { name: name ?? '' }),
    amountLegend: t('guestPay.amountLegend'),
    customAmount: t('guestPay.customAmount'),
    amountHint: t('guestPay.amountHint', { min: formatMoney(page.amounts.min, currency), max: formatMoney(page.amounts.max, currency) }),
    ...feedbackLabels(t),
    recipientLegend: t('guestPay.recipientLegend'),
    recipientAnyone: t('guestPay.recipientAnyone'),
    coverFee: name ? t('guestPay.coverFee', { fee: MONEY_SLOT, name }) : t('guestPay.coverFeeTeam', { fee: MONEY_SLOT }),
    pay: t('guestPay.pay', { total: MONEY_SLOT }),
    noPayments: t('guestPay.noPayments'),
    sendRating: t('guestPay.sendRating'),
    previewInert: t('guestPay.previewInert'),
    details: t('guestPay.details'),
  }
}

/** The rating, reactions and review fields' words: the tip page's and a table's. */
export function feedbackLabels(t: TFunction): FeedbackLabels {
  return {
    ratingLegend: t('guestPay.ratingLegend'),
    ratingValue: [1, 2, 3, 4, 5].map((rating) => t('guestPay.ratingValue', { rating })),
    likesLegend: t('guestPay.likesLegend'),
    likes: Object.fromEntries(REACTION_TAGS.map((tag) => [tag, t(`guestPay.likes.${tag}`)])) as Record<ReactionTag, string>,
    review: t('guestPay.review'),
    reviewHint: t('guestPay.reviewHint', { max: GUEST_REVIEW_MAX }),
  }
}
