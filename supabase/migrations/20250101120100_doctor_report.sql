-- public.doctor_report(): what `npm run doctor` cannot see through the APIs on hosted Supabase (there is
-- no SQL endpoint): row-level security of every public table, anon writes no policy guards, the
-- storage.objects read policies that apply to anon (they make a bucket listable), and the buckets.
-- Read-only; callable by the service role only (docs/local-backend.md §9).

create function public.doctor_report()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'tables', coalesce((
      select jsonb_agg(jsonb_build_object(
        'name', c.relname,
        'rls', c.relrowsecurity,
        'anon_unguarded_writes', (
          select coalesce(jsonb_agg(p.priv order by p.priv), '[]'::jsonb)
          from (values ('INSERT', 'a'), ('UPDATE', 'w'), ('DELETE', 'd'), ('TRUNCATE', '-')) as p(priv, cmd)
          where pg_catalog.has_table_privilege('anon', c.oid, p.priv)
            and (p.cmd = '-' or not exists (
              select 1 from pg_catalog.pg_policy pol
              where pol.polrelid = c.oid and pol.polcmd in (p.cmd, '*')
                and (0::oid = any(pol.polroles) or 'anon'::regrole::oid = any(pol.polroles))
            ))
        )
      ) order by c.relname)
      from pg_catalog.pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
    ), '[]'::jsonb),
    'anon_object_read_policies', coalesce((
      select jsonb_agg(pol.polname order by pol.polname)
      from pg_catalog.pg_policy pol
      where pol.polrelid = 'storage.objects'::regclass and pol.polcmd in ('r', '*')
        and (0::oid = any(pol.polroles) or 'anon'::regrole::oid = any(pol.polroles))
    ), '[]'::jsonb),
    'buckets', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', b.id,
        'public', b.public,
        'file_size_limit', b.file_size_limit,
        'allowed_mime_types', b.allowed_mime_types
      ) order by b.id)
      from storage.buckets b
    ), '[]'::jsonb)
  )
$$;

comment on function public.doctor_report() is
  'RLS, unguarded anon writes, anon read policies on storage.objects and bucket settings, for npm run doctor. Service role only.';

-- Functions are executable by PUBLIC, and hosted grants new public functions to anon and authenticated.
revoke all on function public.doctor_report() from public, anon, authenticated;
grant execute on function public.doctor_report() to service_role;
