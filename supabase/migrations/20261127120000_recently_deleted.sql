-- Recently deleted, and one rebuild for a burst of publications (docs/decisions.md #200-#206; docs/site-content.md
-- "Recently deleted" and "Publish, then live").
--
-- * Delete moves a photo to Recently deleted: its row to public.gallery_bin (bin_gallery_image), its files from the
--   public gallery-images bucket to the private gallery-bin bucket (Storage's move, by the app). Restore
--   (restore_gallery_image) puts the row back in its place and, when it was on the live site, publishes it again.
--   After 30 days purge_gallery_bin() has Storage delete the files (Storage API through pg_net), then drops the row:
--   never a delete of storage.objects rows in SQL, which would leave the files behind.
-- * Every publication now only records a build request (public.site_build_requests); send_site_build_request()
--   calls the host's build hook once no publication has come for 60 s.
-- * Both run on a schedule: pg_cron on hosted (schedule_site_jobs()), a timer in the local backend that calls the
--   same functions (docs/local-backend.md §10).
--
-- Runs as `postgres` on hosted Supabase (not a superuser, not the owner of storage): a bucket row, policies on
-- storage.objects, our own tables and functions. pg_net, Vault and pg_cron may be absent: every use is guarded and
-- dynamic, as the build hook was. Explicit grants on every object, because hosted's default privileges would hand
-- new ones to anon.

-- The private bucket -------------------------------------------------------------------------------------------------

-- Private: no public URL, and only the admin's policies below let anyone see, move or delete its objects. No insert
-- policy: the only way in is a move from gallery-images. Same limits as the public bucket.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'gallery-bin',
  'gallery-bin',
  false,
  10485760,
  array['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']
)
on conflict (id) do nothing;

-- Storage's move is an UPDATE of the object row (bucket_id and name) as the caller: the old row must pass an update
-- policy's USING, the new row one's WITH CHECK and, for the RETURNING, the select policies. Into the bin the public
-- bucket's update policy admits the old row and this one the new; out of it the other way round.
create policy "Admins read gallery-bin objects"
  on storage.objects for select
  to authenticated
  using (bucket_id = 'gallery-bin' and public.has_role((select auth.uid()), 'admin'));

create policy "Admins move objects into and out of gallery-bin"
  on storage.objects for update
  to authenticated
  using (bucket_id = 'gallery-bin' and public.has_role((select auth.uid()), 'admin'))
  with check (bucket_id = 'gallery-bin' and public.has_role((select auth.uid()), 'admin'));

create policy "Admins delete gallery-bin objects"
  on storage.objects for delete
  to authenticated
  using (bucket_id = 'gallery-bin' and public.has_role((select auth.uid()), 'admin'));

create policy "gallery-bin needs aal2"
  on storage.objects as restrictive for all
  to authenticated
  using (bucket_id is distinct from 'gallery-bin' or (select public.admin_aal_ok()))
  with check (bucket_id is distinct from 'gallery-bin' or (select public.admin_aal_ok()));

-- Recently deleted -----------------------------------------------------------------------------------------------------

create table public.gallery_bin (
  id uuid primary key,
  category text not null check (category in ('nails', 'lashes')),
  image_url text not null,
  caption text,
  width integer,
  height integer,
  renditions integer[] not null default '{}',
  display_order integer not null,
  created_at timestamptz not null,
  deleted_at timestamptz not null default now(),
  purge_after timestamptz not null default now() + interval '30 days',
  deleted_by uuid default auth.uid() references auth.users (id) on delete set null,
  was_published boolean not null default false,
  purge_requested_at timestamptz
);

comment on table public.gallery_bin is
  'Recently deleted gallery photos: the gallery_images row as it was, its files in the private gallery-bin bucket under the same names; admin only (docs/decisions.md #200).';
comment on column public.gallery_bin.image_url is 'The public URL the photo had, and has again once restored (its files return to the same names).';
comment on column public.gallery_bin.display_order is 'Its place in her order when deleted; restore puts it back there (docs/decisions.md #202).';
comment on column public.gallery_bin.purge_after is 'When it goes for good: 30 days after the delete (docs/decisions.md #201).';
comment on column public.gallery_bin.was_published is 'The latest publication showed it when it was deleted, so restoring it publishes it again.';
comment on column public.gallery_bin.purge_requested_at is 'When purge_gallery_bin() last asked Storage to delete its files.';

create index gallery_bin_purge_after_idx on public.gallery_bin (purge_after);

alter table public.gallery_bin enable row level security;

create policy "Admins read the bin"
  on public.gallery_bin for select
  to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

create policy "Admins bin photos"
  on public.gallery_bin for insert
  to authenticated
  with check (public.has_role((select auth.uid()), 'admin'));

create policy "Admins empty the bin"
  on public.gallery_bin for delete
  to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

create policy "Admin reads and writes need aal2"
  on public.gallery_bin as restrictive for all
  to authenticated
  using ((select public.admin_aal_ok()))
  with check ((select public.admin_aal_ok()));

revoke all on table public.gallery_bin from anon, authenticated;
grant select, insert, delete on table public.gallery_bin to authenticated;
grant all on table public.gallery_bin to service_role;

-- The stored files of a row: 'nails/<name>.webp' and each rendition 'nails/<name>-<width>.webp' (docs/decisions.md
-- #23), the same names in either bucket. Empty for a URL that is not a gallery file.
create function public.gallery_image_files(p_image_url text, p_renditions integer[])
returns text[]
language sql
immutable
set search_path = ''
as $$
  select case when m is null then '{}'::text[] else array_prepend(
           m[1] || '.' || m[2],
           array(select m[1] || '-' || w || '.' || m[2] from unnest(coalesce(p_renditions, '{}')) with ordinality as r(w, o) order by o))
         end
    from (select regexp_match(p_image_url, '/storage/v1/object/public/gallery-images/([a-z]+/[A-Za-z0-9][A-Za-z0-9_-]*)\.([a-z]+)$') as m) x
$$;

comment on function public.gallery_image_files(text, integer[]) is
  'Object names of a gallery photo''s full file and renditions, as stored in gallery-images or gallery-bin.';

revoke all on function public.gallery_image_files(text, integer[]) from public, anon;
grant execute on function public.gallery_image_files(text, integer[]) to authenticated, service_role;

-- Delete: the row leaves the gallery (the delete trigger publishes a version without it, so the live site drops it)
-- and is kept in the bin. Security invoker: row-level security decides (the admin, at aal2 once she has a factor).
-- The app then moves the files into gallery-bin; if it cannot, it moves back what it moved and restores the row.
create function public.bin_gallery_image(p_id uuid)
returns public.gallery_bin
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  removed public.gallery_images;
  published boolean;
  binned public.gallery_bin;
begin
  perform public.require_admin_aal('permission denied to delete gallery images');
  select exists (
    select 1 from public.site_publications p
     where p.id = (select max(l.id) from public.site_publications l)
       and p.content -> 'gallery' @> jsonb_build_array(jsonb_build_object('id', p_id::text))
  ) into published;
  delete from public.gallery_images g where g.id = p_id returning * into removed;
  if removed.id is null then
    if exists (select 1 from public.gallery_images g where g.id = p_id) then
      raise exception using
        errcode = '42501',
        message = 'permission denied to delete gallery images',
        hint = 'Only an admin may delete gallery images.';
    end if;
    raise exception using
      errcode = 'P0002',
      message = format('there is no gallery image %s', coalesce(p_id::text, 'null')),
      hint = 'The gallery changed meanwhile: reload it.';
  end if;
  insert into public.gallery_bin (id, category, image_url, caption, width, height, renditions, display_order, created_at, was_published)
  values (removed.id, removed.category, removed.image_url, removed.caption, removed.width, removed.height, removed.renditions,
          removed.display_order, removed.created_at, published)
  returning * into binned;
  return binned;
end;
$$;

comment on function public.bin_gallery_image(uuid) is
  'Moves a gallery_images row to gallery_bin and returns it; the app then moves its files to gallery-bin. Admin only through RLS (docs/decisions.md #200).';

revoke all on function public.bin_gallery_image(uuid) from public, anon;
grant execute on function public.bin_gallery_image(uuid) to authenticated, service_role;

-- Restore, once the app has moved the files back into gallery-images (the files trigger checks they are there): the
-- row returns with its id, caption, category, sizes and created_at, at its display_order, where the photos at that
-- number or after it move one place down (docs/decisions.md #202). When the live site showed it, a new version with
-- it in the same place is published. Security invoker, like every admin function.
create function public.restore_gallery_image(p_id uuid)
returns public.gallery_images
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  binned public.gallery_bin;
  restored public.gallery_images;
  latest public.site_publications;
  entry jsonb;
  gallery jsonb;
  rank integer;
  at_index integer;
begin
  perform public.require_admin_aal('permission denied to restore gallery images');
  if not coalesce(public.has_role(auth.uid(), 'admin'), false) and coalesce(auth.role(), 'service_role') <> 'service_role' then
    raise exception using
      errcode = '42501',
      message = 'permission denied to restore gallery images',
      hint = 'Only an admin may restore a deleted photo.';
  end if;
  -- Taken out of the bin first: two restores of one photo cannot both get it.
  delete from public.gallery_bin b where b.id = p_id returning * into binned;
  if binned.id is null then
    raise exception using
      errcode = 'P0002',
      message = format('there is no recently deleted photo %s', coalesce(p_id::text, 'null')),
      hint = 'It was restored or deleted for good meanwhile: reload the gallery.';
  end if;
  update public.gallery_images g
     set display_order = g.display_order + 1
   where g.category = binned.category and g.display_order >= binned.display_order;
  insert into public.gallery_images (id, category, image_url, caption, width, height, renditions, display_order, created_at)
  values (binned.id, binned.category, binned.image_url, binned.caption, binned.width, binned.height, binned.renditions,
          binned.display_order, binned.created_at)
  returning * into restored;

  if binned.was_published then
    select * into latest from public.site_publications p order by p.id desc limit 1;
    if latest.id is not null and not (latest.content -> 'gallery' @> jsonb_build_array(jsonb_build_object('id', p_id::text))) then
      entry := jsonb_build_object(
        'id', restored.id, 'category', restored.category, 'imageUrl', restored.image_url, 'caption', restored.caption,
        'width', restored.width, 'height', restored.height, 'renditions', to_jsonb(restored.renditions),
        'displayOrder', restored.display_order
      );
      rank := case restored.category when 'nails' then 0 else 1 end;
      -- Before the first published photo that sorts after it (nails first, then display order); else at the end.
      select min(o) into at_index
        from jsonb_array_elements(latest.content -> 'gallery') with ordinality as x(e, o)
       where (case e ->> 'category' when 'nails' then 0 else 1 end) > rank
          or (e ->> 'category' = restored.category and (e ->> 'displayOrder')::integer >= restored.display_order);
      select coalesce(jsonb_agg(e order by o), '[]'::jsonb) into gallery
        from (
          select case when e ->> 'category' = restored.category and (e ->> 'displayOrder')::integer >= restored.display_order
                      then jsonb_set(e, '{displayOrder}', to_jsonb((e ->> 'displayOrder')::integer + 1))
                      else e end as e,
                 o::numeric as o
            from jsonb_array_elements(latest.content -> 'gallery') with ordinality as x(e, o)
          union all
          select entry, coalesce(at_index, 2147483647)::numeric - 0.5
        ) s;
      insert into public.site_publications (content, published_by, note)
      values (jsonb_set(latest.content, '{gallery}', gallery), auth.uid(), 'Photo restored');
    end if;
  end if;
  return restored;
end;
$$;

comment on function public.restore_gallery_image(uuid) is
  'Puts a recently deleted photo back in its place (its files must be back in gallery-images) and republishes it if it was live. Admin only (docs/decisions.md #200, #202).';

revoke all on function public.restore_gallery_image(uuid) from public, anon;
grant execute on function public.restore_gallery_image(uuid) to authenticated, service_role;

-- A Vault secret by name (decrypted), or null when Vault or the secret is missing. Only our functions call it.
create function public.site_vault_secret(p_name text)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  secret text;
begin
  if to_regclass('vault.decrypted_secrets') is null then
    return null;
  end if;
  execute 'select decrypted_secret from vault.decrypted_secrets where name = $1 limit 1' into secret using p_name;
  return secret;
end;
$$;

revoke all on function public.site_vault_secret(text) from public, anon, authenticated, service_role;

-- Calls made with pg_net to this project's own APIs use two Vault secrets: `site_project_url`
-- (https://<ref>.supabase.co) and `site_service_role_key` (docs/operations.md "Going live"). Null when either is
-- missing, or pg_net or Vault is.
create function public.site_api_headers()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  project_url text := public.site_vault_secret('site_project_url');
  service_key text := public.site_vault_secret('site_service_role_key');
begin
  if to_regnamespace('net') is null or project_url is null or service_key is null then
    return null;
  end if;
  -- An opaque secret key (sb_secret_…) goes in apikey only; a JWT service-role key is the bearer token as well.
  return jsonb_build_object('url', rtrim(project_url, '/'), 'headers', jsonb_strip_nulls(jsonb_build_object(
    'apikey', service_key,
    'Authorization', case when service_key like 'sb\_%' then null else 'Bearer ' || service_key end
  )));
end;
$$;

revoke all on function public.site_api_headers() from public, anon, authenticated, service_role;

-- The purge: a row past purge_after whose files Storage has already deleted is dropped; for the others, Storage is
-- asked (one DELETE per file through pg_net, at most once an hour per row) and the row waits for the next run.
-- `p_now` is the clock (tests pass a later one). Security definer: it reads storage.objects and Vault as postgres.
create function public.purge_gallery_bin(p_now timestamptz default now())
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  api jsonb := public.site_api_headers();
  removed integer;
  requested integer := 0;
  waiting integer;
  b record;
  file text;
begin
  with gone as (
    delete from public.gallery_bin g
     where g.purge_after <= p_now
       and not exists (
         select 1 from storage.objects o
          where o.bucket_id = 'gallery-bin' and o.name = any (public.gallery_image_files(g.image_url, g.renditions))
       )
    returning 1
  )
  select count(*) into removed from gone;

  if api is not null then
    for b in
      select g.id, public.gallery_image_files(g.image_url, g.renditions) as files
        from public.gallery_bin g
       where g.purge_after <= p_now and (g.purge_requested_at is null or g.purge_requested_at <= p_now - interval '1 hour')
       for update skip locked
    loop
      for file in select o.name from storage.objects o where o.bucket_id = 'gallery-bin' and o.name = any (b.files) loop
        execute 'select net.http_delete(url := $1, headers := $2, timeout_milliseconds := $3)'
          using (api ->> 'url') || '/storage/v1/object/gallery-bin/' || file, api -> 'headers', 10000;
        requested := requested + 1;
      end loop;
      update public.gallery_bin g set purge_requested_at = p_now where g.id = b.id;
    end loop;
  end if;

  select count(*) into waiting from public.gallery_bin g where g.purge_after <= p_now;
  return jsonb_build_object(
    'removed', removed,
    'requested', requested,
    'waiting', waiting,
    'problem', case when api is null and waiting > 0
                    then 'pg_net, or the Vault secrets site_project_url and site_service_role_key, are missing' end
  );
end;
$$;

comment on function public.purge_gallery_bin(timestamptz) is
  'Deletes photos past purge_after for good: their files through the Storage API (pg_net), then their rows. Run hourly (docs/decisions.md #201).';

revoke all on function public.purge_gallery_bin(timestamptz) from public, anon, authenticated;
grant execute on function public.purge_gallery_bin(timestamptz) to service_role;

-- One rebuild for a burst --------------------------------------------------------------------------------------------

-- One row per build asked of the host: the publications it covers, when they came, when the hook was called. At most
-- one row is pending (sent_at null); every publication joins it. Service role only.
create table public.site_build_requests (
  id bigint generated always as identity primary key,
  first_publication_id bigint not null references public.site_publications (id),
  last_publication_id bigint not null references public.site_publications (id),
  publications integer not null default 1 check (publications > 0),
  first_published_at timestamptz not null,
  last_published_at timestamptz not null,
  sent_at timestamptz,
  hook_request_id bigint,
  hook_error text,
  pending boolean generated always as (sent_at is null) stored
);

comment on table public.site_build_requests is
  'Builds asked of the static host: one per burst of publications (docs/decisions.md #203). Service role only.';
comment on column public.site_build_requests.hook_request_id is 'pg_net''s request id of the hook call; null when no hook is configured.';

create unique index site_build_requests_one_pending on public.site_build_requests (pending) where pending;
create index site_build_requests_sent_at_idx on public.site_build_requests (sent_at);

alter table public.site_build_requests enable row level security;

revoke all on table public.site_build_requests from anon, authenticated;
grant all on table public.site_build_requests to service_role;

-- Every publication (Publish, Restore, a deleted or restored photo) joins the pending build request, or starts one.
-- Security definer, so whoever publishes need not write the table. It never makes a publication fail.
create or replace function public.site_publications_request_build()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.site_build_requests as r (first_publication_id, last_publication_id, first_published_at, last_published_at)
  values (new.id, new.id, new.published_at, new.published_at)
  on conflict (pending) where pending do update
     set last_publication_id = excluded.last_publication_id,
         last_published_at = excluded.last_published_at,
         publications = r.publications + 1;
  return null;
exception when others then
  raise warning 'site build not requested: %', sqlerrm;
  return null;
end;
$$;

revoke all on function public.site_publications_request_build() from public, anon, authenticated, service_role;

-- The host's build hook (README "Going live"): a POST with pg_net to the URL in Vault (`site_build_hook_url`;
-- optional `site_build_hook_authorization` and `site_build_hook_body`). Returns pg_net's request id, or null when
-- pg_net, Vault or the URL is missing.
create function public.call_site_build_hook()
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  hook_url text := public.site_vault_secret('site_build_hook_url');
  request_id bigint;
begin
  if to_regnamespace('net') is null or hook_url is null then
    return null;
  end if;
  execute 'select net.http_post(url := $1, body := $2, headers := $3)'
    into request_id
    using hook_url,
          coalesce(public.site_vault_secret('site_build_hook_body'), '{}')::jsonb,
          jsonb_strip_nulls(jsonb_build_object(
            'Content-Type', 'application/json',
            'Accept', 'application/vnd.github+json',
            'User-Agent', 'site-publish-hook',
            'Authorization', public.site_vault_secret('site_build_hook_authorization')
          ));
  return request_id;
end;
$$;

revoke all on function public.call_site_build_hook() from public, anon, authenticated, service_role;

-- The sender, every minute: the pending request goes once no publication has come for 60 s, or once its first
-- publication is 10 minutes old (a long session of edits still rebuilds), and never within 60 s of the last call.
-- Returns the request it sent (hook_request_id null: no hook configured; hook_error: the call failed), or null.
-- `p_now` is the clock (tests pass a later one).
create function public.send_site_build_request(p_now timestamptz default now())
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  r public.site_build_requests;
  request_id bigint;
  failure text;
begin
  select * into r from public.site_build_requests b where b.pending for update skip locked;
  if r.id is null then
    return null;
  end if;
  if p_now < r.last_published_at + interval '60 seconds' and p_now < r.first_published_at + interval '10 minutes' then
    return null;
  end if;
  if exists (select 1 from public.site_build_requests b where b.sent_at > p_now - interval '60 seconds' and b.sent_at <= p_now) then
    return null;
  end if;
  begin
    request_id := public.call_site_build_hook();
  exception when others then
    failure := sqlerrm;
  end;
  update public.site_build_requests b
     set sent_at = p_now, hook_request_id = request_id, hook_error = failure
   where b.id = r.id
  returning * into r;
  return to_jsonb(r);
end;
$$;

comment on function public.send_site_build_request(timestamptz) is
  'Calls the build hook once for the pending burst of publications (60 s quiet, at most 10 minutes late). Run every minute (docs/decisions.md #203).';

revoke all on function public.send_site_build_request(timestamptz) from public, anon, authenticated;
grant execute on function public.send_site_build_request(timestamptz) to service_role;

-- The schedule ---------------------------------------------------------------------------------------------------------

-- pg_cron jobs of the two functions above (docs/decisions.md #204). A no-op without pg_cron: enable it (Database →
-- Extensions), then run `select public.schedule_site_jobs();` in the SQL editor. cron.schedule replaces a job of the
-- same name, so running it again changes nothing.
create function public.schedule_site_jobs()
returns boolean
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  if to_regnamespace('cron') is null then
    return false;
  end if;
  execute 'select cron.schedule($1, $2, $3)' using 'site-build-request', '* * * * *', 'select public.send_site_build_request()';
  execute 'select cron.schedule($1, $2, $3)' using 'gallery-bin-purge', '17 * * * *', 'select public.purge_gallery_bin()';
  return true;
end;
$$;

revoke all on function public.schedule_site_jobs() from public, anon, authenticated, service_role;

select public.schedule_site_jobs();

-- For `npm run doctor`: the hook, the schedule and the Vault secrets the purge needs. Service role only.
create or replace function public.build_hook_status()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  jobs integer := 0;
begin
  if to_regclass('cron.job') is not null then
    execute 'select count(*) from cron.job where jobname = any ($1) and active' into jobs
      using array['site-build-request', 'gallery-bin-purge'];
  end if;
  return jsonb_build_object(
    'pg_net', to_regnamespace('net') is not null,
    'hook_url', public.site_vault_secret('site_build_hook_url') is not null,
    'pg_cron', to_regnamespace('cron') is not null,
    'schedule', jobs = 2,
    'storage_api', public.site_api_headers() is not null
  );
end;
$$;

comment on function public.build_hook_status() is
  'pg_net, Vault''s site_build_hook_url, pg_cron and its two jobs, and the Vault secrets of the purge, for npm run doctor. Service role only.';

revoke all on function public.build_hook_status() from public, anon, authenticated;
grant execute on function public.build_hook_status() to service_role;
