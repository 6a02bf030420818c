/** Weekday keys of the owner's opening hours, Monday first (UK week; docs/site-content.md). Zod-free, for the first load. */
export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
export type Weekday = (typeof weekdays)[number]
