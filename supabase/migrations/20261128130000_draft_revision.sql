-- A revision on the draft (docs/site-content.md "Database", "Two devices"; docs/decisions.md #280, #281): the server
-- bumps an integer on every update of public.site_content_draft, whoever makes it (an editor's save, a restore of a
-- published version, the site import), and a save names the revision it started from. A save from an older revision
-- writes nothing and says so, so her phone can never silently put back what her laptop changed.
--
-- Runs as `postgres` on hosted Supabase (not a superuser): a column and a trigger on our own table, two functions of
-- our own, explicit grants (hosted's default privileges would hand a new function to anon). publish_site_content,
-- restore_site_publication and the gallery functions are left as they are: the trigger sees restore's update.

alter table public.site_content_draft
  add column revision integer not null default 1 check (revision > 0);

comment on column public.site_content_draft.revision is
  'Bumped by a trigger on every update (save, restore, import); save_site_draft() writes only from the current one (docs/decisions.md #280).';

-- Every update of the draft is a new revision, and `updated_at` is when it was made: whatever the statement set, so
-- a direct update (the import's, a test's) cannot reuse a revision or leave an old time behind.
create function public.site_content_draft_next_revision()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  new.revision := old.revision + 1;
  new.updated_at := now();
  return new;
end;
$$;

comment on function public.site_content_draft_next_revision() is
  'Trigger: each update of site_content_draft gets the next revision and now() as updated_at (docs/decisions.md #280).';

revoke all on function public.site_content_draft_next_revision() from public, anon, authenticated;

create trigger site_content_draft_next_revision
  before update on public.site_content_draft
  for each row execute function public.site_content_draft_next_revision();

-- Saves the whole draft, only if it is still at revision p_revision (the one the editor started from). Security
-- invoker: row-level security decides, as for publish and restore; the row is locked before the check, so of two
-- saves from the same revision at the same moment the second waits for the first and is then refused.
--
-- Answers {"revision": <the new revision>, "updated_at": "<timestamptz>"}. Refusals (nothing written):
-- * not an admin, or an admin at aal1 with two-step sign-in on: 42501 "permission denied to save the draft";
-- * stale: PT409 "the draft has changed since revision <p_revision>" (PostgREST answers HTTP 409 Conflict), with
--   the current revision and its time in the detail and what to do in the hint;
-- * a content the table's check refuses: 23514, as a direct update would.
create function public.save_site_draft(p_content jsonb, p_revision integer)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  current_revision integer;
  current_updated_at timestamptz;
  saved public.site_content_draft;
begin
  perform public.require_admin_aal('permission denied to save the draft');
  select d.revision, d.updated_at into current_revision, current_updated_at
    from public.site_content_draft d
   where d.id = 1
     for update;
  if not found then
    raise exception using
      errcode = '42501',
      message = 'permission denied to save the draft',
      hint = 'Only an admin may save the draft.';
  end if;
  if p_revision is distinct from current_revision then
    raise exception using
      errcode = 'PT409',
      message = format('the draft has changed since revision %s', coalesce(p_revision::text, 'null')),
      detail = format('The draft is at revision %s, saved at %s.', current_revision,
                      to_char(current_updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')),
      hint = 'Read the draft again, put your changes on it, and save with its revision.';
  end if;
  update public.site_content_draft d
     set content = p_content, updated_by = auth.uid()
   where d.id = 1
  returning * into saved;
  if saved.id is null then
    raise exception using
      errcode = '42501',
      message = 'permission denied to save the draft',
      hint = 'Only an admin may save the draft.';
  end if;
  return jsonb_build_object('revision', saved.revision, 'updated_at', saved.updated_at);
end;
$$;

comment on function public.save_site_draft(jsonb, integer) is
  'Saves the draft if it is still at revision p_revision; PT409 (HTTP 409) if another save came first. Admin only, aal2 once she has two-step sign-in (docs/decisions.md #280).';

revoke all on function public.save_site_draft(jsonb, integer) from public, anon, authenticated;
grant execute on function public.save_site_draft(jsonb, integer) to authenticated, service_role;
