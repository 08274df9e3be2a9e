/**
 * The menu lists' drag island (browser/drag-list.tsx, ADR 0056), built on
 * its own like every island so that its React and @dnd-kit share no chunk with the shell island:
 * the shell island fetches it by the address the list names (`data-sortable-island`) when a list
 * is first reached (browser/sortable-intent.ts).
 */
export { mountSortable } from '~/browser/drag-list'
