-- Her visit counts are an admin-only read like the draft, so two-step sign-in covers them too
-- (docs/decisions.md #165, #190; docs/visits.md): once she has a verified factor, reading them needs a session
-- that signed in with the code (aal2). The permissive policies of 20261126130000_visits.sql still decide who is
-- the admin; these restrictive ones are AND-ed with them. Runs as `postgres` on hosted, like every migration.

create policy "Admin reads need aal2"
  on public.visit_daily_counts as restrictive for select
  to authenticated
  using ((select public.admin_aal_ok()));

create policy "Admin reads need aal2"
  on public.visit_daily_visitors as restrictive for select
  to authenticated
  using ((select public.admin_aal_ok()));
