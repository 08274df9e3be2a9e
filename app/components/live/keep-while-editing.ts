/**
 * The `shouldRevalidate` of the editor dialogs on the live screens (menu, category, item,
 * images, crop, modifier). The live island re-reads the page when someone else changes the menu
 * (Remix revalidation: same URL, no form). The screen behind the dialog follows, but the open
 * editor keeps what it loaded, its revision above all: had it taken the new revision, a save of
 * what this user typed would silently overwrite the other change instead of answering 'Someone
 * else saved this meanwhile' (and a re-drawn form could drop what was typed). Its own posts and
 * navigations revalidate as usual.
 */
import type { ShouldRevalidateFunction } from '@remix-run/react'

export const keepWhileEditing: ShouldRevalidateFunction = ({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }) =>
  formMethod === undefined && currentUrl.href === nextUrl.href ? false : defaultShouldRevalidate
