-- Visits counted without cookies (docs/visits.md; docs/decisions.md #180-#184): daily page views per path, Book Now
-- and WhatsApp taps per path, and unique visitors per day from a hash of a daily salt, the site, the IP address and
-- the User-Agent, computed here and kept for the day only (as Plausible documents). Nothing is stored on the
-- visitor's device; the IP address is never stored. Runs as `postgres` on hosted Supabase (not a superuser): only
-- our own schema, tables and function; explicit grants on every object.

-- The counts the admin reads ------------------------------------------------------------------------------

create table public.visit_daily_counts (
  day date not null,
  path text not null,
  kind text not null check (kind in ('pageview', 'book', 'whatsapp')),
  count integer not null default 0,
  primary key (day, path, kind)
);

comment on table public.visit_daily_counts is
  'Page views per public path per day, and Book Now / WhatsApp taps per day with the path they were tapped on; day in Europe/London (docs/visits.md).';

create table public.visit_daily_visitors (
  day date primary key,
  visitors integer not null default 0
);

comment on table public.visit_daily_visitors is
  'Unique visitors per day for the whole site (distinct daily visitor hashes); day in Europe/London (docs/visits.md).';

alter table public.visit_daily_counts enable row level security;
alter table public.visit_daily_visitors enable row level security;

create policy "Admins read visit counts"
  on public.visit_daily_counts for select
  to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

create policy "Admins read visitor counts"
  on public.visit_daily_visitors for select
  to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

-- Only record_visit() writes them; hosted's default privileges would hand every right to anon and authenticated.
revoke all on table public.visit_daily_counts from anon, authenticated;
revoke all on table public.visit_daily_visitors from anon, authenticated;
grant select on table public.visit_daily_counts to authenticated;
grant select on table public.visit_daily_visitors to authenticated;
grant all on table public.visit_daily_counts to service_role;
grant all on table public.visit_daily_visitors to service_role;

-- The day's salt and visitor hashes: no API role reads them ---------------------------------------------

create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

create table private.visit_salts (
  day date primary key,
  salt bytea not null
);

comment on table private.visit_salts is
  'The random salt of the current day (Europe/London); older days are deleted by record_visit() (docs/visits.md).';

create table private.visit_hashes (
  day date not null,
  hash bytea not null,
  primary key (day, hash)
);

comment on table private.visit_hashes is
  'sha256(salt || site || IP || User-Agent) of each visitor of the current day; older days are deleted by record_visit() (docs/visits.md).';

alter table private.visit_salts enable row level security;
alter table private.visit_hashes enable row level security;
revoke all on table private.visit_salts from public, anon, authenticated, service_role;
revoke all on table private.visit_hashes from public, anon, authenticated, service_role;

-- The paths a visit may name ---------------------------------------------------------------------------------

-- The public routes of src/config/paths.ts plus the 404 page, which any other path counts as
-- (tests/backend/visits.test.ts checks this list against the app's).
create function private.visit_paths()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array[
    '/', '/about', '/services', '/pricing', '/gallery', '/hygiene', '/booking', '/faqs', '/policies',
    '/contact', '/gifts', '/404'
  ]::text[]
$$;

comment on function private.visit_paths() is
  'Paths record_visit() counts: the public routes (src/config/paths.ts) and /404 for anything else (docs/visits.md).';

revoke all on function private.visit_paths() from public, anon, authenticated;

-- record_visit ---------------------------------------------------------------------------------------------

-- Anyone may call it (the public pages send a page view or a tap with the anon key). It validates everything,
-- so a forged call can inflate a count but never add a path or a kind. Reads the client's IP address and
-- User-Agent from PostgREST's request.headers: hosted Supabase passes the client's address in
-- cf-connecting-ip (set by Cloudflare) and x-forwarded-for; the local backend passes the loopback address the
-- same way (docs/local-backend.md). Records nothing for Sec-GPC: 1, DNT: 1 or a bot's User-Agent.
create function public.record_visit(path text, kind text default 'pageview')
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  headers jsonb := coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb;
  ua text := left(coalesce(headers ->> 'user-agent', ''), 512);
  ip text := left(trim(coalesce(
    nullif(headers ->> 'cf-connecting-ip', ''),
    nullif(split_part(headers ->> 'x-forwarded-for', ',', 1), ''),
    ''
  )), 64);
  today date := (now() at time zone 'Europe/London')::date;
  counted_path text;
  day_salt bytea;
  new_visitor integer;
begin
  if kind is null or kind not in ('pageview', 'book', 'whatsapp') then
    raise exception using
      errcode = '22023',
      message = 'unknown visit kind',
      hint = 'kind is one of pageview, book, whatsapp.';
  end if;
  if path is null or length(path) > 200 then
    raise exception using
      errcode = '22023',
      message = 'invalid visit path',
      hint = 'path is a site path of at most 200 characters, e.g. /pricing.';
  end if;

  -- Global Privacy Control, Do Not Track and bots: nothing recorded.
  if headers ->> 'sec-gpc' = '1' or headers ->> 'dnt' = '1' then
    return;
  end if;
  if ua = '' or ua ~* '(bot|crawl|spider|slurp|headless|lighthouse|pagespeed|preview|fetch|monitor|curl|wget|python|java/|go-http|okhttp|axios|node|httpclient|scrapy|phantomjs|selenium|puppeteer|playwright)' then
    return;
  end if;

  counted_path := case when path = any (private.visit_paths()) then path else '/404' end;

  -- The day's salt: created by the first visit of the day; yesterday's salt and hashes are deleted.
  delete from private.visit_salts where day < today;
  delete from private.visit_hashes where day < today;
  insert into private.visit_salts (day, salt)
  values (today, decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'))
  on conflict (day) do nothing;
  select s.salt into day_salt from private.visit_salts s where s.day = today;

  insert into private.visit_hashes (day, hash)
  values (today, sha256(day_salt || convert_to('site:studio|' || ip || '|' || ua, 'UTF8')))
  on conflict do nothing;
  get diagnostics new_visitor = row_count;

  if new_visitor > 0 then
    insert into public.visit_daily_visitors as v (day, visitors)
    values (today, 1)
    on conflict (day) do update set visitors = v.visitors + 1;
  end if;

  insert into public.visit_daily_counts as c (day, path, kind, count)
  values (today, counted_path, kind, 1)
  on conflict on constraint visit_daily_counts_pkey do update set count = c.count + 1;
end;
$$;

comment on function public.record_visit(text, text) is
  'Counts a page view or a Book Now / WhatsApp tap for today (Europe/London) and the visitor of the day, without cookies; nothing for GPC, DNT or bots (docs/visits.md).';

revoke all on function public.record_visit(text, text) from public;
grant execute on function public.record_visit(text, text) to anon, authenticated, service_role;
