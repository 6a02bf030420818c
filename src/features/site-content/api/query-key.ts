/**
 * Root react-query key of the site content (the draft, the publications, the live version, whether she has set up);
 * publish, restore and the set-up invalidate it. A module of its own, so a read that needs only the key (the set-up
 * gate's, beside /admin's access check) does not load the content's schema (docs/decisions.md #542).
 */
export const siteContentQueryKey = ['site-content'] as const
