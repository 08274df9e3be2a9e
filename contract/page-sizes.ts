/**
 * Rows per page of the back-office's paged lists (SPEC.md section 9: 10, 20, 50, 100; default
 * 10): the activity tables, orders and payments offer the same choices.
 */
export const PAGE_SIZES = [10, 20, 50, 100] as const
export const DEFAULT_PAGE_SIZE = 10
