/**
 * No page loads this (docs/decisions/0070): the back-office is server HTML plus islands
 * (app/browser/islands/). The Remix compiler needs a browser entry; its output is removed after the
 * build (scripts/prune-client-build.mjs).
 */
export {}
