-- One writer at a time for the live site, the gallery's facts written once, a purge that leaves nothing public, and an
-- import that stages a copy and swaps it in with one transaction (docs/decisions.md #270-#275; docs/site-content.md
-- "One writer at a time"; docs/operations.md "Moving her site to a new Supabase project").
--
-- * Every function or trigger that builds a publication from the latest one (publish, restore of a version, the
--   delete trigger, bin, restore of a photo) and the reorder take one transaction-level advisory lock first
--   (lock_live_site()), so two of them never build from the same "latest": the second waits for the first to commit,
--   then reads what it wrote. SELECT ... FOR UPDATE on the latest row cannot do this: the next writer inserts a new row
--   rather than changing that one, and a photo's delete and a publish touch no common row at all.
-- * site_gallery_entry(row) is the published form of a gallery row and gallery_category_rank(category) the site's order
--   of the categories: the snapshot and the restore both use them.
-- * purge_gallery_bin() also has Storage delete a deleted photo's files that a failed delete left in the public bucket,
--   and drops its row only once neither bucket holds any of them.
-- * site_import_staging and import_site_copy(): `npm run site:import` stages the copy's rows, then swaps them in.
--
-- Runs as `postgres` on hosted Supabase (not a superuser): `create or replace` of our own functions, which keeps each
-- one's owner, grants and comment; the grants are restated at the end so this file alone says who may call what.
-- New objects get explicit grants, because hosted's default privileges would hand them to anon.

-- The lock -------------------------------------------------------------------------------------------------------------

-- Transaction-level (released at commit or rollback, never held by an idle connection), on the one fixed key
-- 2026112801 (docs/decisions.md #270). Re-entrant: bin_gallery_image takes it, then its delete trigger takes it again.
-- It orders writers only under READ COMMITTED, where each statement after the lock reads a new snapshot: PostgREST's
-- default, and the isolation of every RPC and trigger here.
create function public.lock_live_site()
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  perform pg_catalog.pg_advisory_xact_lock(2026112801);
end;
$$;

comment on function public.lock_live_site() is
  'Waits for, then holds until the end of the transaction, the one lock of everything that writes the live site: advisory key 2026112801 (docs/decisions.md #270).';

revoke all on function public.lock_live_site() from public, anon;
grant execute on function public.lock_live_site() to authenticated, service_role;

-- The gallery as published ---------------------------------------------------------------------------------------------

-- The site's order of the categories: nails first (src/lib/photo-files.ts GALLERY_CATEGORIES, pinned by
-- tests/backend/photo-files.test.ts). Null for anything else, which sorts last.
create function public.gallery_category_rank(p_category text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select array_position(array['nails', 'lashes']::text[], p_category)
$$;

comment on function public.gallery_category_rank(text) is
  'Position of a gallery category in the site''s order, nails first (docs/decisions.md #272).';

revoke all on function public.gallery_category_rank(text) from public, anon;
grant execute on function public.gallery_category_rank(text) to authenticated, service_role;

-- A gallery row as a published version lists it (docs/site-content.md "Content", `gallery`).
create function public.site_gallery_entry(g public.gallery_images)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', g.id,
    'category', g.category,
    'imageUrl', g.image_url,
    'caption', g.caption,
    'width', g.width,
    'height', g.height,
    'renditions', to_jsonb(g.renditions),
    'displayOrder', g.display_order
  )
$$;

comment on function public.site_gallery_entry(public.gallery_images) is
  'A gallery_images row in the published form; the one definition site_gallery_snapshot() and restore_gallery_image() share (docs/decisions.md #272).';

revoke all on function public.site_gallery_entry(public.gallery_images) from public, anon;
grant execute on function public.site_gallery_entry(public.gallery_images) to authenticated, service_role;

create or replace function public.site_gallery_snapshot()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(jsonb_agg(public.site_gallery_entry(g)
                    order by public.gallery_category_rank(g.category), g.display_order, g.created_at, g.id), '[]'::jsonb)
    from public.gallery_images g
$$;

-- Publish and restore of a version: the lock before the draft, the source or the gallery is read ---------------------

create or replace function public.publish_site_content()
returns public.site_publications
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  draft jsonb;
  published public.site_publications;
begin
  perform public.require_admin_aal('permission denied to publish the site content');
  perform public.lock_live_site();
  select d.content into draft from public.site_content_draft d where d.id = 1;
  if draft is null then
    raise exception using
      errcode = '42501',
      message = 'permission denied to publish the site content',
      hint = 'Only an admin may publish.';
  end if;
  insert into public.site_publications (content, published_by)
  values (draft || jsonb_build_object('gallery', public.site_gallery_snapshot()), auth.uid())
  returning * into published;
  return published;
end;
$$;

create or replace function public.restore_site_publication(p_id bigint)
returns public.site_publications
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  source jsonb;
  published public.site_publications;
begin
  perform public.require_admin_aal('permission denied to restore a published version');
  perform public.lock_live_site();
  perform 1 from public.site_content_draft d where d.id = 1;
  if not found then
    raise exception using
      errcode = '42501',
      message = 'permission denied to restore a published version',
      hint = 'Only an admin may restore.';
  end if;
  select p.content - 'gallery' into source from public.site_publications p where p.id = p_id;
  if source is null then
    raise exception using
      errcode = 'P0002',
      message = format('there is no published version %s', coalesce(p_id::text, 'null')),
      hint = 'Pick a version from the list of published versions.';
  end if;
  update public.site_content_draft d set content = source, updated_at = now(), updated_by = auth.uid() where d.id = 1;
  insert into public.site_publications (content, published_by, restored_from)
  values (source || jsonb_build_object('gallery', public.site_gallery_snapshot()), auth.uid(), p_id)
  returning * into published;
  return published;
end;
$$;

-- The delete trigger: the lock, then the latest version minus the photos removed --------------------------------------

-- A statement that removed nothing (a signed-up user's delete, which row-level security empties) publishes nothing and
-- takes no lock.
create or replace function public.site_publications_drop_deleted_photos()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  latest public.site_publications;
  kept jsonb;
begin
  if not exists (select 1 from removed) then
    return null;
  end if;
  perform public.lock_live_site();
  select * into latest from public.site_publications p order by p.id desc limit 1;
  if latest.id is null then
    return null;
  end if;
  select coalesce(jsonb_agg(e order by o), '[]'::jsonb) into kept
    from jsonb_array_elements(latest.content -> 'gallery') with ordinality as x(e, o)
   where not exists (select 1 from removed r where r.id::text = e ->> 'id');
  if kept <> latest.content -> 'gallery' then
    insert into public.site_publications (content, published_by, note)
    values (jsonb_set(latest.content, '{gallery}', kept), auth.uid(), 'Photo removed');
  end if;
  return null;
end;
$$;

-- Bin and restore of a photo, and the reorder --------------------------------------------------------------------------

create or replace function public.bin_gallery_image(p_id uuid)
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
  perform public.lock_live_site();
  -- Whether the live site shows it, read under the lock: no other writer can publish it or drop it meanwhile.
  select coalesce((select p.content -> 'gallery' @> jsonb_build_array(jsonb_build_object('id', p_id::text))
                     from public.site_publications p order by p.id desc limit 1), false)
    into published;
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

create or replace function public.restore_gallery_image(p_id uuid)
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
  rank integer;
  at_index integer;
  gallery jsonb;
begin
  perform public.require_admin_aal('permission denied to restore gallery images');
  if not coalesce(public.has_role(auth.uid(), 'admin'), false) and coalesce(auth.role(), 'service_role') <> 'service_role' then
    raise exception using
      errcode = '42501',
      message = 'permission denied to restore gallery images',
      hint = 'Only an admin may restore a deleted photo.';
  end if;
  perform public.lock_live_site();
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

  select * into latest from public.site_publications p order by p.id desc limit 1;
  if not binned.was_published or latest.id is null
     or latest.content -> 'gallery' @> jsonb_build_array(jsonb_build_object('id', p_id::text)) then
    return restored;
  end if;
  -- Before the first published photo that sorts after it (the site's category order, then display order), else at
  -- the end; the published numbers at and after its own move one place down, as the rows did.
  rank := public.gallery_category_rank(restored.category);
  select min(o) into at_index
    from jsonb_array_elements(latest.content -> 'gallery') with ordinality as x(e, o)
   where public.gallery_category_rank(e ->> 'category') > rank
      or (e ->> 'category' = restored.category and (e ->> 'displayOrder')::integer >= restored.display_order);
  select coalesce(jsonb_agg(e order by o), '[]'::jsonb) into gallery
    from (
      select case when e ->> 'category' = restored.category and (e ->> 'displayOrder')::integer >= restored.display_order
                  then jsonb_set(e, '{displayOrder}', to_jsonb((e ->> 'displayOrder')::integer + 1))
                  else e end as e,
             o::numeric as o
        from jsonb_array_elements(latest.content -> 'gallery') with ordinality as x(e, o)
      union all
      select public.site_gallery_entry(restored), coalesce(at_index, 2147483647)::numeric - 0.5
    ) s;
  insert into public.site_publications (content, published_by, note)
  values (jsonb_set(latest.content, '{gallery}', gallery), auth.uid(), 'Photo restored');
  return restored;
end;
$$;

-- The reorder names every photo of the category, as the app sends it: a list that misses one (uploaded or restored
-- meanwhile, from another device) would leave it sharing a number with another, so it is refused like a stale list.
create or replace function public.reorder_gallery_images(p_category text, p_ids uuid[])
returns void
language plpgsql
security invoker
set search_path = ''
as $$
declare
  expected integer := coalesce(cardinality(p_ids), 0);
  matched integer;
  total integer;
  updated integer;
begin
  perform public.require_admin_aal('permission denied to reorder gallery images');
  perform public.lock_live_site();
  if expected = 0 or array_position(p_ids, null) is not null
     or (select count(distinct id) from unnest(p_ids) as u(id)) <> expected then
    raise exception using
      errcode = 'P0001',
      message = 'reorder_gallery_images: p_ids must list each image once',
      hint = 'Pass the ids of the category''s images in their new order, without repeats or nulls.';
  end if;
  select count(*) filter (where g.id = any (p_ids)), count(*) into matched, total
    from public.gallery_images g where g.category = p_category;
  if matched <> expected then
    raise exception using
      errcode = 'P0001',
      message = format('reorder_gallery_images: %s of the %s ids are not images of category %L', expected - matched, expected, p_category),
      hint = 'The gallery changed meanwhile: reload it and try again.';
  end if;
  if total <> expected then
    raise exception using
      errcode = 'P0001',
      message = format('reorder_gallery_images: p_ids lists %s of the %s images of category %L', expected, total, p_category),
      hint = 'The gallery changed meanwhile: reload it and try again.';
  end if;
  update public.gallery_images g
     set display_order = o.ord - 1
    from unnest(p_ids) with ordinality as o(id, ord)
   where g.id = o.id and g.category = p_category;
  get diagnostics updated = row_count;
  if updated <> expected then
    raise exception using
      errcode = '42501',
      message = 'permission denied to reorder gallery images',
      hint = 'Only an admin may change the gallery order.';
  end if;
end;
$$;

-- A photo's stored files: exactly src/lib/photo-files.ts `storedPathsOf` (its URL parser and name rule; pinned by
-- tests/backend/photo-files.test.ts): a public URL of the bucket, any host, a category or `about/` folder, a plain
-- name and a photo extension, nothing after it.
create or replace function public.gallery_image_files(p_image_url text, p_renditions integer[])
returns text[]
language sql
immutable
set search_path = ''
as $$
  select case when m is null then '{}'::text[]
              else array_prepend(m[1] || '.' || m[2], array(
                select m[1] || '-' || w || '.' || m[2] from unnest(coalesce(p_renditions, '{}')) with ordinality as r(w, o) order by o))
         end
    from regexp_match(p_image_url,
           '^https?://[^/?#]+/storage/v1/object/public/gallery-images/((?:nails|lashes|about)/[A-Za-z0-9][A-Za-z0-9_-]*)\.(jpg|jpeg|png|webp|avif|gif)$') as x(m)
$$;

-- The purge never leaves a deleted photo's file in the public bucket ------------------------------------------------

-- The stored objects of a deleted photo: its files in gallery-bin, and any a failed delete left in gallery-images
-- that no gallery row names (a restored photo's files are its own again). Only the purge, as its owner, calls it.
create function public.gallery_bin_leftovers(p_image_url text, p_renditions integer[])
returns table (bucket_id text, name text)
language sql
stable
security invoker
set search_path = ''
as $$
  select o.bucket_id, o.name
    from storage.objects o
   where o.name = any (public.gallery_image_files(p_image_url, p_renditions))
     and (o.bucket_id = 'gallery-bin'
          or (o.bucket_id = 'gallery-images'
              and not exists (select 1 from public.gallery_images g
                               where o.name = any (public.gallery_image_files(g.image_url, g.renditions)))))
$$;

comment on function public.gallery_bin_leftovers(text, integer[]) is
  'A deleted photo''s objects still stored: in gallery-bin, or left in gallery-images by a failed delete (docs/decisions.md #274).';

revoke all on function public.gallery_bin_leftovers(text, integer[]) from public, anon, authenticated, service_role;

create or replace function public.purge_gallery_bin(p_now timestamptz default now())
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
  file record;
begin
  with gone as (
    delete from public.gallery_bin g
     where g.purge_after <= p_now
       and not exists (select 1 from public.gallery_bin_leftovers(g.image_url, g.renditions))
    returning 1
  )
  select count(*) into removed from gone;

  if api is not null then
    for b in
      select g.id, g.image_url, g.renditions
        from public.gallery_bin g
       where g.purge_after <= p_now and (g.purge_requested_at is null or g.purge_requested_at <= p_now - interval '1 hour')
       for update skip locked
    loop
      for file in select l.bucket_id, l.name from public.gallery_bin_leftovers(b.image_url, b.renditions) l loop
        execute 'select net.http_delete(url := $1, headers := $2, timeout_milliseconds := $3)'
          using (api ->> 'url') || '/storage/v1/object/' || file.bucket_id || '/' || file.name, api -> 'headers', 10000;
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

-- The import: stage the copy, then swap it in --------------------------------------------------------------------------

-- What `npm run site:import` has uploaded of a copy but not yet swapped in: its gallery rows (payload: a gallery_images
-- row as JSON), its draft and its published versions (payload: { id, publishedAt, note, restoredFrom, content } with
-- the copy's ids), by import and order. The service role's only; a request may carry at most 1 MiB locally, so the
-- copy arrives row by row.
create table public.site_import_staging (
  import_id uuid not null,
  kind text not null check (kind in ('gallery', 'draft', 'publication')),
  seq integer not null check (seq >= 0),
  payload jsonb not null,
  staged_at timestamptz not null default now(),
  primary key (import_id, kind, seq)
);

comment on table public.site_import_staging is
  'A site copy staged by npm run site:import before import_site_copy() swaps it in; service role only (docs/decisions.md #275).';

alter table public.site_import_staging enable row level security;

revoke all on table public.site_import_staging from anon, authenticated;
grant all on table public.site_import_staging to service_role;

-- The swap, one transaction: with p_replace the project's gallery rows go (the delete trigger publishes a version
-- without them), the staged rows come in with their ids, the draft is overwritten, and each staged version is added in
-- the copy's order with "restored from" mapped to the new ids. Without p_replace a project with gallery rows is
-- refused. Returns the new ids of the versions, in order. Any failure rolls all of it back; the staged rows of the
-- import (and any older than a day) are deleted at the end.
create function public.import_site_copy(p_import uuid, p_replace boolean default false)
returns bigint[]
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  staged record;
  added bigint;
  ids jsonb := '{}';
  added_ids bigint[] := '{}';
  updated integer;
begin
  perform public.lock_live_site();
  if not exists (select 1 from public.site_import_staging s where s.import_id = p_import and s.kind = 'draft') then
    raise exception using
      errcode = 'P0002',
      message = format('nothing is staged for import %s', coalesce(p_import::text, 'null')),
      hint = 'Stage the copy''s gallery rows, draft and versions in site_import_staging first.';
  end if;
  if p_replace then
    delete from public.gallery_images g where g.id is not null;
  elsif exists (select 1 from public.gallery_images) then
    raise exception using
      errcode = 'P0001',
      message = 'the project holds gallery photos',
      hint = 'Load the copy with --replace to replace them.';
  end if;

  insert into public.gallery_images (id, category, image_url, caption, width, height, renditions, display_order, created_at)
  select r.id, r.category, r.image_url, r.caption, r.width, r.height, r.renditions, r.display_order, r.created_at
    from public.site_import_staging s, jsonb_populate_record(null::public.gallery_images, s.payload) r
   where s.import_id = p_import and s.kind = 'gallery'
   order by s.seq;

  update public.site_content_draft d
     set content = s.payload, updated_at = now(), updated_by = null
    from public.site_import_staging s
   where d.id = 1 and s.import_id = p_import and s.kind = 'draft';
  get diagnostics updated = row_count;
  if updated <> 1 then
    raise exception using
      errcode = 'P0002',
      message = 'the project has no draft row',
      hint = 'Apply the project''s migrations first.';
  end if;

  for staged in
    select s.payload as p from public.site_import_staging s where s.import_id = p_import and s.kind = 'publication' order by s.seq
  loop
    insert into public.site_publications (content, published_at, published_by, note, restored_from)
    values (staged.p -> 'content', (staged.p ->> 'publishedAt')::timestamptz, null, staged.p ->> 'note',
            (ids ->> (staged.p ->> 'restoredFrom'))::bigint)
    returning id into added;
    ids := ids || jsonb_build_object(staged.p ->> 'id', added);
    added_ids := added_ids || added;
  end loop;

  delete from public.site_import_staging s where s.import_id = p_import or s.staged_at < now() - interval '1 day';
  return added_ids;
end;
$$;

comment on function public.import_site_copy(uuid, boolean) is
  'Swaps a staged site copy in, in one transaction: gallery rows, draft, versions; returns the new version ids. Service role only (docs/decisions.md #275).';

revoke all on function public.import_site_copy(uuid, boolean) from public, anon, authenticated;
grant execute on function public.import_site_copy(uuid, boolean) to service_role;

-- Who may call what (create or replace keeps these; restated so this file alone says it) ------------------------------

revoke all on function public.site_gallery_snapshot() from public, anon, authenticated;
grant execute on function public.site_gallery_snapshot() to authenticated, service_role;
revoke all on function public.publish_site_content() from public, anon, authenticated;
grant execute on function public.publish_site_content() to authenticated, service_role;
revoke all on function public.restore_site_publication(bigint) from public, anon, authenticated;
grant execute on function public.restore_site_publication(bigint) to authenticated, service_role;
revoke all on function public.site_publications_drop_deleted_photos() from public, anon, authenticated;
revoke all on function public.bin_gallery_image(uuid) from public, anon;
grant execute on function public.bin_gallery_image(uuid) to authenticated, service_role;
revoke all on function public.restore_gallery_image(uuid) from public, anon;
grant execute on function public.restore_gallery_image(uuid) to authenticated, service_role;
revoke all on function public.reorder_gallery_images(text, uuid[]) from public, anon;
grant execute on function public.reorder_gallery_images(text, uuid[]) to authenticated, service_role;
revoke all on function public.gallery_image_files(text, integer[]) from public, anon;
grant execute on function public.gallery_image_files(text, integer[]) to authenticated, service_role;
revoke all on function public.purge_gallery_bin(timestamptz) from public, anon, authenticated;
grant execute on function public.purge_gallery_bin(timestamptz) to service_role;
