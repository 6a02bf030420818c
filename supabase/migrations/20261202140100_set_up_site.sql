-- The set-up of a new studio (docs/decisions.md #442-#444; docs/site-content.md "A new studio"): a project with no
-- content (no draft, no publication: a new project, or one whose untouched demo 20261202140000 removed) gets its first
-- draft from /admin's set-up, through set_up_site(), which checks who asks and writes exactly one draft, or nothing.
-- And the two functions that assumed every project has a draft row learn that a new one has none: the import creates
-- the draft when there is none, and publish says there is nothing to publish rather than "permission denied".
--
-- Runs as `postgres` on hosted Supabase (not a superuser): one new function, `create or replace` of two of our own
-- (which keeps their owner, grants and comment; both stay security definer, docs/decisions.md #320), explicit grants
-- (hosted's default privileges would hand a new function to anon).

-- The set-up ----------------------------------------------------------------------------------------------------------

-- Writes p_content as the project's first draft (revision 1), recording p_save_id, the id her device gave this set-up
-- (so a device whose answer was lost can tell the draft is its own, docs/decisions.md #323). Publishes nothing: she
-- previews the draft and publishes as usual. The live site's lock orders it with publish, restore and the import.
--
-- Answers {"revision", "updated_at", "save_id"} of the new draft. Refusals (nothing written):
-- * 42501 "permission denied to set up the site" for anyone but the admin (at aal2 once she has two-step sign-in), first;
-- * PT409 (HTTP 409) "the site is already set up" when the project holds a draft or any published version;
-- * 22023 (HTTP 400) for a document older than schema version 3, which has no identity for the database to check;
-- * 23514 (HTTP 400) for a content the table's checks refuse (her identity: the field named, docs/decisions.md #366).
create function public.set_up_site(p_content jsonb, p_save_id uuid default null)
returns jsonb language plpgsql volatile security definer set search_path = ''
as $$
declare
  draft public.site_content_draft;
begin
  perform public.require_admin_aal('permission denied to set up the site');
  perform public.lock_live_site();
  if exists (select 1 from public.site_content_draft) or exists (select 1 from public.site_publications) then
    raise exception using
      errcode = 'PT409',
      message = 'the site is already set up',
      detail = 'The project holds a draft or a published version; the set-up writes only the first draft.',
      hint = 'Reload /admin: the site''s sections show the draft.';
  end if;
  if jsonb_typeof(p_content -> 'schemaVersion') is distinct from 'number' or (p_content ->> 'schemaVersion')::numeric < 3 then
    raise exception using
      errcode = '22023',
      message = 'the set-up writes a document of schema version 3 or later',
      hint = 'Make the starter site with the current schema (src/lib/site-content/starter.ts).';
  end if;
  insert into public.site_content_draft (id, content, updated_by, save_id)
  values (1, p_content, auth.uid(), p_save_id)
  returning * into draft;
  return jsonb_build_object('revision', draft.revision, 'updated_at', draft.updated_at, 'save_id', draft.save_id);
end;
$$;

comment on function public.set_up_site(jsonb, uuid) is
  'Writes the first draft of a project with no content; PT409 (HTTP 409) when it has a draft or a version. Admin only, aal2 once she has two-step sign-in (docs/decisions.md #442).';

-- Publish: nothing to publish in a project with no draft ----------------------------------------------------------------

create or replace function public.publish_site_content()
returns public.site_publications
language plpgsql
volatile
security definer
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
      errcode = 'P0002',
      message = 'there is no draft to publish',
      hint = 'Set the site up in /admin first: it makes the first draft.';
  end if;
  insert into public.site_publications (content, published_by)
  values (draft || jsonb_build_object('gallery', public.site_gallery_snapshot()), auth.uid())
  returning * into published;
  return published;
end;
$$;

-- The import: a new project has no draft row ----------------------------------------------------------------------------

-- As in 20261128120000_live_site_one_writer.sql, but the copy's draft is inserted when the project has none (a new
-- project, docs/decisions.md #443), and updated otherwise.
create or replace function public.import_site_copy(p_import uuid, p_replace boolean default false)
returns bigint[]
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  staged record;
  added bigint;
  ids jsonb := '{}';
  added_ids bigint[] := '{}';
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

  insert into public.site_content_draft as d (id, content, updated_by)
  select 1, s.payload, null
    from public.site_import_staging s
   where s.import_id = p_import and s.kind = 'draft'
  on conflict (id) do update set content = excluded.content, updated_at = now(), updated_by = null;

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

-- Who may call what ------------------------------------------------------------------------------------------------------

-- The set-up: the signed-in (it refuses anyone but the admin first) and the service role.
revoke all on function public.set_up_site(jsonb, uuid) from public, anon;
grant execute on function public.set_up_site(jsonb, uuid) to authenticated, service_role;
-- Restated (create or replace keeps them) so this file alone says who may call what.
revoke all on function public.publish_site_content() from public, anon;
grant execute on function public.publish_site_content() to authenticated, service_role;
revoke all on function public.import_site_copy(uuid, boolean) from public, anon, authenticated;
grant execute on function public.import_site_copy(uuid, boolean) to service_role;
