-- Nothing goes around the checks (docs/decisions.md #320-#326; docs/site-content.md "Database"):
--
-- * The draft and the published versions change only through the functions that check: a direct INSERT, UPDATE,
--   DELETE or TRUNCATE of public.site_content_draft, or INSERT into public.site_publications, by any API role (anon,
--   authenticated, the admin included, service_role) is refused with 42501 and a message an /admin tab opened before
--   this update can show as it is: "This page is out of date ...". The functions that write them (save, restore,
--   publish, the gallery's bin, restore, reorder and delete trigger, the import) become security definer, so they write
--   as their owner `postgres`, which the refusal lets through.
-- * Each of them checks the role first: require_admin_aal(), their first statement, now refuses anyone but the admin (at
--   aal2 once she has a verified factor) and the service role, before they take the live site's lock. A signed-up
--   stranger's call never holds the admin's writes up.
-- * The helpers they share (lock_live_site, gallery_category_rank, site_gallery_entry, gallery_image_files,
--   require_admin_aal) can no longer be called by any API role; new helpers live in schema `private`.
-- * Each save carries an id from her device (save_site_draft's new p_save_id), and the draft records the id of the save
--   that wrote it (`save_id`), so a device whose save was answered 409 can tell whether the newer revision is its own.
-- * Recently deleted hides a photo once its 30 days are up, and such a photo leaves the bin only with its files: a
--   restore of it (or any other delete while a file of it is stored) is refused with PT410 (HTTP 410 Gone); the purge
--   drops it once Storage has deleted them.
-- * Delete forever asks the database which stored files a recently deleted photo still has: gallery_bin_leftovers(p_id),
--   an RPC for the admin (docs/decisions.md #325).
-- * `npm run doctor` can list the functions visitors and signed-in users may execute (doctor_rest_functions()).
--
-- Runs as `postgres` on hosted Supabase (not a superuser, owning neither auth nor storage): only our own schema,
-- tables, policies, triggers and functions. `alter function` keeps a function's body, owner, grants and comment; the
-- grants are restated at the end so this file alone says who may call what. New functions get explicit grants, because
-- hosted's default privileges would hand them to anon.

-- The private schema -------------------------------------------------------------------------------------------------

-- Made by 20261126130000_visits.sql (owner postgres); restated so this file stands alone. Supabase's Data API serves
-- only `public` (and graphql_public) unless a project adds more: keep `private` out of "Exposed schemas".
create schema if not exists private;
revoke all on schema private from public, anon, authenticated, service_role;

-- The role first ----------------------------------------------------------------------------------------------------

-- The first statement of every function that writes for the admin. It used to check the aal alone, so a signed-up
-- stranger (no factor) passed and went on to take the live site's lock before row-level security refused her. Now it
-- returns for the admin (at aal2 once she has a verified MFA factor, docs/decisions.md #165) and for a trusted
-- connection (the service role, or SQL with no request claims: a migration, pg_cron), and raises 42501 with p_refusal
-- for anyone else (docs/decisions.md #322).
create or replace function public.require_admin_aal(p_refusal text)
returns void language plpgsql stable security invoker set search_path = ''
as $$
declare
  trusted constant boolean := coalesce(auth.role(), 'service_role') = 'service_role';
begin
  if trusted then
    return;
  elsif not coalesce(public.has_role(auth.uid(), 'admin'), false) then
    raise exception using errcode = '42501', message = p_refusal, hint = 'Only the admin may do this: sign in with her account.';
  elsif not public.admin_aal_ok() then
    raise exception using errcode = '42501', message = p_refusal, hint = 'Two-step sign-in is on for this account: sign in with the code from the authenticator app (aal2).';
  end if;
end;
$$;

comment on function public.require_admin_aal(text) is
  'Raises 42501 with message p_refusal unless the caller is the admin (aal2 once she has a verified factor) or the service role; the first statement of every function that writes for her, before any lock (docs/decisions.md #165, #322).';

-- The writers run as their owner ---------------------------------------------------------------------------------------

-- Each starts with require_admin_aal() (the import: service role only by its grant), so row-level security, which their
-- owner bypasses, no longer has to: the checks it made later in their bodies now never refuse.
alter function public.save_site_draft(jsonb, integer) security definer;
alter function public.publish_site_content() security definer;
alter function public.restore_site_publication(bigint) security definer;
alter function public.bin_gallery_image(uuid) security definer;
alter function public.restore_gallery_image(uuid) security definer;
alter function public.reorder_gallery_images(text, uuid[]) security definer;
alter function public.import_site_copy(uuid, boolean) security definer;
-- The delete trigger publishes a version without the photo, also after a direct delete of gallery_images by the admin
-- (which row-level security admits); the app's snapshot reads only what anyone may read, through the helpers.
alter function public.site_publications_drop_deleted_photos() security definer;
alter function public.site_gallery_snapshot() security definer;

-- Direct writes are refused -------------------------------------------------------------------------------------------

-- A statement trigger, so it answers before row-level security looks at a row: every API role that holds the grant
-- gets the same clear refusal, whether or not it could see the row. The functions above write as their owner
-- (`postgres`), as do migrations and pg_cron, which it lets through. TG_ARGV: the message, the hint.
create function private.refuse_direct_write()
returns trigger language plpgsql security invoker set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated', 'service_role') then
    raise exception using errcode = '42501', message = tg_argv[0], hint = tg_argv[1];
  end if;
  return null;
end;
$$;

comment on function private.refuse_direct_write() is
  'Trigger: refuses a statement run as an API role (anon, authenticated, service_role) with 42501, TG_ARGV[0] as the message and TG_ARGV[1] as the hint (docs/decisions.md #320).';

-- The message is what an /admin tab opened before this update shows in its "Draft not saved" toast: it saved with a
-- plain update, and keeps her typing on the page, not on the device, so she has to copy it before she reloads.
create trigger site_content_draft_checked_writes
  before insert or update or delete or truncate on public.site_content_draft
  for each statement execute function private.refuse_direct_write(
    'This page is out of date and cannot save: copy your changes, reload /admin, then make them again.',
    'The draft is written only by save_site_draft(p_content, p_revision, p_save_id) and restore_site_publication(), which check who saves and from which revision (docs/decisions.md #320).'
  );

create trigger site_publications_checked_writes
  before insert on public.site_publications
  for each statement execute function private.refuse_direct_write(
    'This page is out of date and cannot publish: reload /admin, then publish again.',
    'A version is added only by publish_site_content(), restore_site_publication() and the gallery''s functions, which check who publishes and take the live site''s lock (docs/decisions.md #320).'
  );

-- No policy lets a client role write either table any more: were the triggers ever dropped, row-level security would
-- still refuse. The grants stay, so the refusal is the trigger's message, not "permission denied for table".
drop policy "Admins update the draft" on public.site_content_draft;
drop policy "Admins publish versions" on public.site_publications;
drop policy "Admin writes need aal2 (insert)" on public.site_publications;

-- The save id ---------------------------------------------------------------------------------------------------------

alter table public.site_content_draft add column save_id uuid;

comment on column public.site_content_draft.save_id is
  'The id her device gave the save that wrote this revision (save_site_draft''s p_save_id); null after any other write (docs/decisions.md #323).';

-- Every update is a new revision at now() (docs/decisions.md #280); one that does not set a new save id (a restore, the
-- import, a save from a device that sends none) leaves none, so an earlier save's id never names a revision it did not
-- write.
create or replace function public.site_content_draft_next_revision()
returns trigger language plpgsql security invoker set search_path = ''
as $$
begin
  new.revision := old.revision + 1;
  new.updated_at := now();
  new.save_id := case when new.save_id is distinct from old.save_id then new.save_id end;
  return new;
end;
$$;

-- Saves the whole draft if it is still at revision p_revision (the one her typing started from), recording p_save_id,
-- the id her device gave this save (a new one per save, the same one when the same save is sent again). The update
-- names the revision: of two saves from one revision at the same moment, the second waits for the first's row lock,
-- then finds the revision moved on and writes nothing.
--
-- Answers {"revision", "updated_at", "save_id"} of the new revision. Refusals (nothing written): 42501 "permission
-- denied to save the draft" for anyone but the admin (at aal2 once she has two-step sign-in); PT409 (HTTP 409) "the
-- draft has changed since revision <p_revision>" with the current revision and its time in the detail (the draft's
-- save_id then says whether that revision is this device's own save); 23514 for a content the table's check refuses.
drop function public.save_site_draft(jsonb, integer);

create function public.save_site_draft(p_content jsonb, p_revision integer, p_save_id uuid default null)
returns jsonb language plpgsql volatile security definer set search_path = ''
as $$
declare
  draft public.site_content_draft;
begin
  perform public.require_admin_aal('permission denied to save the draft');
  update public.site_content_draft d
     set content = p_content, updated_by = auth.uid(), save_id = p_save_id
   where d.id = 1 and d.revision = p_revision
  returning * into draft;
  if draft.id is null then
    select * into draft from public.site_content_draft d where d.id = 1;
    raise exception using
      errcode = 'PT409',
      message = format('the draft has changed since revision %s', coalesce(p_revision::text, 'null')),
      detail = format('The draft is at revision %s, saved at %s.', draft.revision,
                      to_char(draft.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')),
      hint = 'Read the draft again, put your changes on it, and save with its revision.';
  end if;
  return jsonb_build_object('revision', draft.revision, 'updated_at', draft.updated_at, 'save_id', draft.save_id);
end;
$$;

comment on function public.save_site_draft(jsonb, integer, uuid) is
  'Saves the draft if it is still at revision p_revision, recording p_save_id; PT409 (HTTP 409) if another write came first. Admin only, aal2 once she has two-step sign-in (docs/decisions.md #280, #323).';

-- No restore past the purge -------------------------------------------------------------------------------------------

-- Recently deleted shows a photo until its 30 days are up; after that it is the purge's alone (the admin can neither see
-- it nor delete it for good).
alter policy "Admins read the bin" on public.gallery_bin
  using (public.has_role((select auth.uid()), 'admin') and purge_after > now());

-- A photo whose time is up (or whose files the purge has asked Storage to delete) leaves the bin only once none of its
-- files is stored: the purge's own delete. Any other, restore_gallery_image's above all, is refused with PT410, also
-- when it waited for the purge's lock on the row and sees the purge's mark only then (READ COMMITTED re-reads the row
-- before the trigger runs). A restore moves the files back to gallery-images before it asks for the row, so they are
-- there to be found, and the next purge deletes them. Security definer: it reads storage.objects whoever deletes.
create function private.gallery_bin_keep_until_purged()
returns trigger language plpgsql security definer set search_path = ''
as $$
begin
  if old.purge_after > now() and old.purge_requested_at is null then
    return old;
  end if;
  if exists (select 1 from public.gallery_bin_leftovers(old.image_url, old.renditions)) then
    raise exception using
      errcode = 'PT410',
      message = format('recently deleted photo %s is being deleted for good: its 30 days are up', old.id),
      hint = 'It can no longer be restored or deleted by hand: the purge removes it within the hour.';
  end if;
  return old;
end;
$$;

comment on function private.gallery_bin_keep_until_purged() is
  'Trigger: a gallery_bin row past purge_after (or marked by the purge) may be deleted only once no file of it is stored; else PT410 (docs/decisions.md #324).';

create trigger gallery_bin_keep_until_purged
  before delete on public.gallery_bin
  for each row execute function private.gallery_bin_keep_until_purged();

-- Delete forever: what the photo still has stored ----------------------------------------------------------------------

-- What the purge removes (gallery_bin_leftovers(image_url, renditions), docs/decisions.md #274): its objects in
-- gallery-bin, and those a failed delete left in gallery-images that no gallery row names; for one row of the bin.
-- Refuses anyone but the admin (42501), a photo that is not in Recently deleted (P0002) and one whose 30 days are up
-- (PT410: the purge is removing it, docs/decisions.md #324). Security definer: it reads storage.objects and the bin as
-- their owner, after the role check.
create function public.gallery_bin_leftovers(p_id uuid)
returns table (bucket_id text, name text) language plpgsql stable security definer set search_path = ''
as $$
declare
  binned public.gallery_bin;
begin
  perform public.require_admin_aal('permission denied to delete gallery images');
  select * into binned from public.gallery_bin b where b.id = p_id;
  if binned.id is null then
    raise exception using errcode = 'P0002', message = format('there is no recently deleted photo %s', coalesce(p_id::text, 'null')),
      hint = 'It was restored or deleted for good meanwhile: reload the gallery.';
  elsif binned.purge_after <= now() or binned.purge_requested_at is not null then
    raise exception using errcode = 'PT410', message = format('recently deleted photo %s is being deleted for good: its 30 days are up', p_id),
      hint = 'Nothing to do: the purge removes it within the hour.';
  end if;
  return query
    select l.bucket_id, l.name from public.gallery_bin_leftovers(binned.image_url, binned.renditions) l order by 1, 2;
end;
$$;

comment on function public.gallery_bin_leftovers(uuid) is
  'The stored objects (bucket_id, name) Delete forever removes for recently deleted photo p_id: in gallery-bin, and any left in gallery-images that no gallery row names. Admin only (docs/decisions.md #325).';

-- For `npm run doctor` --------------------------------------------------------------------------------------------------

-- The functions of schema public that visitors (anon) or signed-in users (authenticated) may execute, so a helper left
-- callable over REST is caught on the hosted project itself (docs/decisions.md #321, #326). Service role only, like
-- doctor_report().
create function public.doctor_rest_functions()
returns jsonb language sql stable security definer set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'name', p.proname,
           'anon', pg_catalog.has_function_privilege('anon', p.oid, 'execute'),
           'authenticated', pg_catalog.has_function_privilege('authenticated', p.oid, 'execute')
         ) order by p.proname, p.oid), '[]'::jsonb)
    from pg_catalog.pg_proc p
   where p.pronamespace = 'public'::regnamespace
     and p.prorettype <> 'pg_catalog.trigger'::pg_catalog.regtype
     and (pg_catalog.has_function_privilege('anon', p.oid, 'execute')
          or pg_catalog.has_function_privilege('authenticated', p.oid, 'execute'))
$$;

comment on function public.doctor_rest_functions() is
  'Each function of public that anon or authenticated may execute (trigger functions aside), with who may: [{name, anon, authenticated}], for npm run doctor. Service role only.';

-- Who may call what --------------------------------------------------------------------------------------------------

-- The helpers: no API role. Their callers above run as postgres, which owns them (and schema private).
revoke all on function
  public.lock_live_site(), public.gallery_category_rank(text), public.site_gallery_entry(public.gallery_images),
  public.gallery_image_files(text, integer[]), public.require_admin_aal(text), public.site_publications_drop_deleted_photos(),
  public.site_content_draft_next_revision(), private.refuse_direct_write(), private.gallery_bin_keep_until_purged()
  from public, anon, authenticated, service_role;

-- The RPCs the app calls: the signed-in (each refuses anyone but the admin first) and the service role.
revoke all on function
  public.save_site_draft(jsonb, integer, uuid), public.site_gallery_snapshot(), public.publish_site_content(),
  public.restore_site_publication(bigint), public.bin_gallery_image(uuid), public.restore_gallery_image(uuid),
  public.reorder_gallery_images(text, uuid[]), public.gallery_bin_leftovers(uuid)
  from public, anon;
grant execute on function
  public.save_site_draft(jsonb, integer, uuid), public.site_gallery_snapshot(), public.publish_site_content(),
  public.restore_site_publication(bigint), public.bin_gallery_image(uuid), public.restore_gallery_image(uuid),
  public.reorder_gallery_images(text, uuid[]), public.gallery_bin_leftovers(uuid)
  to authenticated, service_role;

-- The service role's alone: the import, and the doctor's list.
revoke all on function public.import_site_copy(uuid, boolean), public.doctor_rest_functions() from public, anon, authenticated;
grant execute on function public.import_site_copy(uuid, boolean), public.doctor_rest_functions() to service_role;
