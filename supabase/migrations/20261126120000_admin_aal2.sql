-- Two-step sign-in enforced by the database (docs/decisions.md #165-#167; docs/security.md "Two-step sign-in"):
-- once a user has a verified MFA factor, every admin write and every admin-only read needs a session that
-- signed in with the code (JWT claim `aal` = 'aal2'). A password alone (aal1) then writes nothing and reads
-- nothing private. Users without a verified factor keep today's behaviour (Supabase's "opted-in" MFA pattern).
-- Runs as `postgres` on hosted Supabase (not a superuser, not the owner of auth or storage): it only reads
-- auth.mfa_factors (SELECT granted to postgres by GoTrue, BYPASSRLS by supabase/postgres), adds policies on
-- our tables and on storage.objects (supautils policy_grants), and replaces our own functions.

-- The rule ---------------------------------------------------------------------------------------------------

-- Security definer (owner postgres): `authenticated` has no grant on auth.mfa_factors on hosted, so Supabase's
-- documented policy that reads the table directly fails with 42501 there; the function reads it instead.
-- True for a trusted connection too (service role, plain SQL): no auth.uid(), so no factor.
create function public.admin_aal_ok()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'aal', '') = 'aal2'
      or not exists (
        select 1 from auth.mfa_factors f
        where f.user_id = auth.uid() and f.status = 'verified'
      )
$$;

comment on function public.admin_aal_ok() is
  'True when the caller''s session is aal2, or the caller has no verified MFA factor (docs/decisions.md #165). Every admin write and admin-only read requires it.';

revoke all on function public.admin_aal_ok() from public, anon;
grant execute on function public.admin_aal_ok() to authenticated, service_role;

-- Restrictive policies: AND-ed with the permissive ones, whatever those say ----------------------------------------

-- gallery_images: everyone reads (public site); writes are the admin's.
create policy "Admin writes need aal2 (insert)"
  on public.gallery_images as restrictive for insert
  to authenticated
  with check ((select public.admin_aal_ok()));

create policy "Admin writes need aal2 (update)"
  on public.gallery_images as restrictive for update
  to authenticated
  using ((select public.admin_aal_ok()))
  with check ((select public.admin_aal_ok()));

create policy "Admin writes need aal2 (delete)"
  on public.gallery_images as restrictive for delete
  to authenticated
  using ((select public.admin_aal_ok()));

-- site_content_draft: read and written by the admin only.
create policy "Admin reads and writes need aal2"
  on public.site_content_draft as restrictive for all
  to authenticated
  using ((select public.admin_aal_ok()))
  with check ((select public.admin_aal_ok()));

-- site_publications: everyone reads (the build, the site); inserts are the admin's (publish, restore, a
-- deleted photo's new version).
create policy "Admin writes need aal2 (insert)"
  on public.site_publications as restrictive for insert
  to authenticated
  with check ((select public.admin_aal_ok()));

-- storage.objects of the gallery bucket (photos, renditions, her /about photo): every operation is the admin's.
-- Other buckets are left as their own policies say.
create policy "gallery-images needs aal2"
  on storage.objects as restrictive for all
  to authenticated
  using (bucket_id is distinct from 'gallery-images' or (select public.admin_aal_ok()))
  with check (bucket_id is distinct from 'gallery-images' or (select public.admin_aal_ok()));

-- The functions she calls say so plainly -----------------------------------------------------------------------

-- The same SQLSTATE and message as each function's "not an admin" refusal, with a hint that names the fix.
-- publish, restore and reorder are security invoker, so the policies above already refuse them; the check
-- gives the refusal its own words before anything runs, and holds should one ever become security definer.
create function public.require_admin_aal(p_refusal text)
returns void
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not public.admin_aal_ok() then
    raise exception using
      errcode = '42501',
      message = p_refusal,
      hint = 'Two-step sign-in is on for this account: sign in with the code from the authenticator app (aal2).';
  end if;
end;
$$;

comment on function public.require_admin_aal(text) is
  'Raises 42501 with message p_refusal unless admin_aal_ok(); the first statement of every function the admin calls (docs/decisions.md #165).';

revoke all on function public.require_admin_aal(text) from public, anon;
grant execute on function public.require_admin_aal(text) to authenticated, service_role;

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
  perform 1 from public.site_content_draft d where d.id = 1;
  if not found then
    raise exception using
      errcode = '42501',
      message = 'permission denied to restore a published version',
      hint = 'Only an admin may restore.';
  end if;
  select p.content into source from public.site_publications p where p.id = p_id;
  if source is null then
    raise exception using
      errcode = 'P0002',
      message = format('there is no published version %s', coalesce(p_id::text, 'null')),
      hint = 'Pick a version from the list of published versions.';
  end if;
  update public.site_content_draft d
     set content = source - 'gallery', updated_at = now(), updated_by = auth.uid()
   where d.id = 1;
  insert into public.site_publications (content, published_by, restored_from)
  values ((source - 'gallery') || jsonb_build_object('gallery', public.site_gallery_snapshot()), auth.uid(), p_id)
  returning * into published;
  return published;
end;
$$;

create or replace function public.reorder_gallery_images(p_category text, p_ids uuid[])
returns void
language plpgsql
security invoker
set search_path = ''
as $$
declare
  expected integer := coalesce(cardinality(p_ids), 0);
  matched integer;
  updated integer;
begin
  perform public.require_admin_aal('permission denied to reorder gallery images');
  if expected = 0 or array_position(p_ids, null) is not null
     or (select count(distinct id) from unnest(p_ids) as u(id)) <> expected then
    raise exception using
      errcode = 'P0001',
      message = 'reorder_gallery_images: p_ids must list each image once',
      hint = 'Pass the ids of the category''s images in their new order, without repeats or nulls.';
  end if;
  select count(*) into matched from public.gallery_images g where g.category = p_category and g.id = any (p_ids);
  if matched <> expected then
    raise exception using
      errcode = 'P0001',
      message = format('reorder_gallery_images: %s of the %s ids are not images of category %L', expected - matched, expected, p_category),
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

-- has_role (security definer) answers an admin about other users; at aal1 with a factor she is refused like
-- anyone else, so a password alone cannot even learn who the admins are. About the caller it answers as before:
-- that is what the policies ask, and the restrictive policies above do the aal check.
create or replace function public.has_role(_user_id uuid, _role public.app_role)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if _user_id is distinct from auth.uid()
     and coalesce(auth.role(), 'service_role') <> 'service_role'
     and not (
       exists (select 1 from public.user_roles r where r.user_id = auth.uid() and r.role = 'admin')
       and public.admin_aal_ok()
     ) then
    raise exception using
      errcode = '42501',
      message = 'has_role answers only about the caller',
      hint = 'Pass your own user id (auth.uid()); only an admin (signed in with her code when two-step sign-in is on) may ask about another user.';
  end if;
  return exists (select 1 from public.user_roles r where r.user_id = _user_id and r.role = _role);
end;
$$;

-- create or replace keeps each function's owner, grants and comment (docs/site-content.md "Database"); restated
-- so this file alone says who may call them.
revoke all on function public.publish_site_content() from public, anon, authenticated;
grant execute on function public.publish_site_content() to authenticated, service_role;
revoke all on function public.restore_site_publication(bigint) from public, anon, authenticated;
grant execute on function public.restore_site_publication(bigint) to authenticated, service_role;
revoke all on function public.reorder_gallery_images(text, uuid[]) from public, anon;
grant execute on function public.reorder_gallery_images(text, uuid[]) to authenticated, service_role;
revoke all on function public.has_role(uuid, public.app_role) from public, anon;
grant execute on function public.has_role(uuid, public.app_role) to authenticated, service_role;
