-- The owner's site content (docs/site-content.md "Database"; docs/decisions.md #99-#104): a draft she edits, published
-- versions the static build reads, publish and restore as RPCs, a new version when a published photo is deleted,
-- and the static host's build hook. Runs as `postgres` on hosted Supabase (not a superuser): only our own tables
-- and functions; explicit grants on every object, because hosted's default privileges would hand new ones to anon.

-- has_role answers only about the caller -------------------------------------------------------------------

-- Policies always pass the caller's own id. Asked about someone else, only an admin (or a trusted
-- connection: the service role, or SQL with no request claims) gets an answer; anyone else gets 42501
-- instead of learning who the admins are (docs/decisions.md #99).
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
     and not exists (select 1 from public.user_roles r where r.user_id = auth.uid() and r.role = 'admin') then
    raise exception using
      errcode = '42501',
      message = 'has_role answers only about the caller',
      hint = 'Pass your own user id (auth.uid()); only an admin may ask about another user.';
  end if;
  return exists (select 1 from public.user_roles r where r.user_id = _user_id and r.role = _role);
end;
$$;

comment on function public.has_role(uuid, public.app_role) is
  'True when the user holds the role; answers only about the caller, or to an admin (docs/decisions.md #15, #99).';

revoke all on function public.has_role(uuid, public.app_role) from public, anon;
grant execute on function public.has_role(uuid, public.app_role) to authenticated, service_role;

-- The draft ------------------------------------------------------------------------------------------------

create table public.site_content_draft (
  id smallint primary key default 1 check (id = 1),
  content jsonb not null check (
    jsonb_typeof(content) = 'object'
    and content ?& array['schemaVersion', 'prices', 'hours', 'notice', 'details', 'testimonials']
    and not content ? 'gallery'
  ),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);

comment on table public.site_content_draft is
  'The one draft of the owner''s site content (src/lib/site-content/schema.ts, without the gallery); admin only (docs/site-content.md).';

alter table public.site_content_draft enable row level security;

create policy "Admins read the draft"
  on public.site_content_draft for select
  to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

create policy "Admins update the draft"
  on public.site_content_draft for update
  to authenticated
  using (public.has_role((select auth.uid()), 'admin'))
  with check (public.has_role((select auth.uid()), 'admin'));

revoke all on table public.site_content_draft from anon, authenticated;
grant select, update on table public.site_content_draft to authenticated;
grant all on table public.site_content_draft to service_role;

-- Published versions ---------------------------------------------------------------------------------------

create table public.site_publications (
  id bigint generated always as identity primary key,
  content jsonb not null check (
    jsonb_typeof(content) = 'object'
    and content ?& array['schemaVersion', 'prices', 'hours', 'notice', 'details', 'testimonials', 'gallery']
    and jsonb_typeof(content -> 'gallery') = 'array'
  ),
  published_at timestamptz not null default now(),
  published_by uuid default auth.uid() references auth.users (id) on delete set null,
  restored_from bigint references public.site_publications (id),
  note text check (note is null or char_length(note) <= 200)
);

comment on table public.site_publications is
  'Every published version of the site content, the draft plus a gallery snapshot; append-only. The build reads the latest (docs/site-content.md).';

create index site_publications_restored_from_idx on public.site_publications (restored_from);

alter table public.site_publications enable row level security;

create policy "Anyone reads published versions"
  on public.site_publications for select
  to anon, authenticated
  using (true);

create policy "Admins publish versions"
  on public.site_publications for insert
  to authenticated
  with check (public.has_role((select auth.uid()), 'admin'));

revoke all on table public.site_publications from anon, authenticated;
grant select on table public.site_publications to anon;
grant select, insert on table public.site_publications to authenticated;
revoke update, delete, truncate on table public.site_publications from service_role;
grant select, insert, references on table public.site_publications to service_role;

-- A published version is never changed, by anyone: not even the service role or a migration.
create function public.site_publications_immutable()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  raise exception using
    errcode = '42501',
    message = 'a published version cannot be changed',
    hint = 'Publish a new version, or restore an earlier one with restore_site_publication().';
end;
$$;

revoke all on function public.site_publications_immutable() from public, anon, authenticated;

create trigger site_publications_immutable
  before update or delete on public.site_publications
  for each row execute function public.site_publications_immutable();

create trigger site_publications_no_truncate
  before truncate on public.site_publications
  for each statement execute function public.site_publications_immutable();

-- The gallery as published: her rows in display order, nails first.
create function public.site_gallery_snapshot()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
    'id', g.id,
    'category', g.category,
    'imageUrl', g.image_url,
    'caption', g.caption,
    'width', g.width,
    'height', g.height,
    'renditions', to_jsonb(g.renditions),
    'displayOrder', g.display_order
  ) order by case g.category when 'nails' then 0 else 1 end, g.display_order, g.created_at, g.id), '[]'::jsonb)
  from public.gallery_images g
$$;

comment on function public.site_gallery_snapshot() is
  'The gallery_images rows as a published version''s gallery (docs/site-content.md "Content").';

revoke all on function public.site_gallery_snapshot() from public, anon, authenticated;
grant execute on function public.site_gallery_snapshot() to authenticated, service_role;

-- Publish and restore --------------------------------------------------------------------------------------

-- Security invoker: row-level security decides. A caller who cannot read the draft is no admin.
create function public.publish_site_content()
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

comment on function public.publish_site_content() is
  'Stores the draft plus the gallery as a new published version and returns it; admin only through RLS (docs/site-content.md).';

revoke all on function public.publish_site_content() from public, anon, authenticated;
grant execute on function public.publish_site_content() to authenticated, service_role;

-- Brings back an earlier version's prices, hours, notice, details and reviews, as a new version and as the
-- draft. The gallery stays as it is today: photos deleted since cannot come back (docs/decisions.md #100).
create function public.restore_site_publication(p_id bigint)
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

comment on function public.restore_site_publication(bigint) is
  'Publishes version p_id again (with today''s gallery) and makes it the draft; admin only through RLS (docs/site-content.md).';

revoke all on function public.restore_site_publication(bigint) from public, anon, authenticated;
grant execute on function public.restore_site_publication(bigint) to authenticated, service_role;

-- A deleted photo leaves the live site at once -------------------------------------------------------------

-- When the latest version shows a photo that is deleted, a new version without it is published (one per
-- statement), which rebuilds the site like any publication (docs/decisions.md #101). Security invoker: it
-- runs as the deleting admin, whom the insert policy admits.
create function public.site_publications_drop_deleted_photos()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  latest public.site_publications;
  kept jsonb;
begin
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

revoke all on function public.site_publications_drop_deleted_photos() from public, anon, authenticated;

create trigger gallery_images_unpublish_deleted
  after delete on public.gallery_images
  referencing old table as removed
  for each statement execute function public.site_publications_drop_deleted_photos();

-- The static host's build hook -----------------------------------------------------------------------------

-- Each new version asks the static host to rebuild: a POST with pg_net to the URL in Supabase Vault
-- (`site_build_hook_url`; optional `site_build_hook_authorization` and `site_build_hook_body`), so no hook
-- URL or key is in the browser or the repository (README "Going live"). Where pg_net or Vault is missing
-- (the local backend, plain PostgreSQL) it does nothing. It never makes a publication fail.
create function public.site_publications_request_build()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  hook_url text;
  hook_authorization text;
  hook_body text;
begin
  if to_regnamespace('net') is null or to_regclass('vault.decrypted_secrets') is null then
    return null;
  end if;
  execute 'select decrypted_secret from vault.decrypted_secrets where name = $1 limit 1' into hook_url using 'site_build_hook_url';
  if hook_url is null then
    return null;
  end if;
  execute 'select decrypted_secret from vault.decrypted_secrets where name = $1 limit 1' into hook_authorization using 'site_build_hook_authorization';
  execute 'select decrypted_secret from vault.decrypted_secrets where name = $1 limit 1' into hook_body using 'site_build_hook_body';
  execute 'select net.http_post(url := $1, body := $2, headers := $3)'
    using hook_url,
          coalesce(hook_body, '{}')::jsonb,
          jsonb_strip_nulls(jsonb_build_object(
            'Content-Type', 'application/json',
            'Accept', 'application/vnd.github+json',
            'User-Agent', 'site-publish-hook',
            'Authorization', hook_authorization
          ));
  return null;
exception when others then
  raise warning 'site build hook not called: %', sqlerrm;
  return null;
end;
$$;

revoke all on function public.site_publications_request_build() from public, anon, authenticated;

create trigger site_publications_request_build
  after insert on public.site_publications
  for each row execute function public.site_publications_request_build();

-- For `npm run doctor`: is the hook set up? Service role only.
create function public.build_hook_status()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  has_url boolean := false;
begin
  if to_regclass('vault.decrypted_secrets') is not null then
    execute 'select exists (select 1 from vault.decrypted_secrets where name = $1)' into has_url using 'site_build_hook_url';
  end if;
  return jsonb_build_object('pg_net', to_regnamespace('net') is not null, 'hook_url', has_url);
end;
$$;

comment on function public.build_hook_status() is
  'Whether pg_net is installed and Vault holds site_build_hook_url, for npm run doctor. Service role only.';

revoke all on function public.build_hook_status() from public, anon, authenticated;
grant execute on function public.build_hook_status() to service_role;

-- The content at launch ------------------------------------------------------------------------------------

-- Exactly src/content/site-content-seed.ts (`npx tsx scripts/site-content-seed-json.ts` prints it;
-- tests/backend/site-content.test.ts keeps them equal): the draft and published version 1.
insert into public.site_content_draft (id, content) values (1, $seed$
{
  "schemaVersion": 1,
  "prices": {
    "nails": [
      {
        "id": "builder-gel-plain",
        "name": "Builder Gel plain set",
        "pounds": 30,
        "description": "A strengthening builder gel overlay on your natural nails, shaped and finished in a plain colour or a clear, natural gloss."
      },
      {
        "id": "french-tip",
        "name": "French tip",
        "pounds": 35,
        "description": "A builder gel set finished with crisp, hand-painted French tips, classic white or any colour you like."
      },
      {
        "id": "nail-art",
        "name": "Nail art",
        "pounds": 38,
        "description": "A builder gel set with hand-painted art, chrome, foils or gems across your chosen nails."
      },
      {
        "id": "plain-infill",
        "name": "Plain infill",
        "pounds": 30,
        "description": "Rebalance and fill in the regrowth of your existing set, finished in a plain colour."
      },
      {
        "id": "french-infill",
        "name": "French infill",
        "pounds": 35,
        "description": "An infill and rebalance of your existing set, finished with fresh French tips."
      },
      {
        "id": "art-infill",
        "name": "Art infill",
        "pounds": 38,
        "description": "An infill and rebalance of your existing set, finished with new nail art of your choice."
      },
      {
        "id": "soak-off-plain",
        "name": "Soak off with plain",
        "pounds": 40,
        "description": "A gentle soak-off of your old product followed by a brand-new plain builder gel set."
      },
      {
        "id": "soak-off-french",
        "name": "Soak off with French",
        "pounds": 45,
        "description": "A gentle soak-off of your old product followed by a brand-new set with French tips."
      },
      {
        "id": "soak-off-art",
        "name": "Soak off with art",
        "pounds": 48,
        "description": "A gentle soak-off of your old product followed by a brand-new set with nail art."
      },
      {
        "id": "builder-removal",
        "name": "Builder removal",
        "pounds": 10,
        "description": "Safe removal of builder gel without filing into your natural nail, finished with a tidy shape."
      },
      {
        "id": "removal-cuticle",
        "name": "Removal plus cuticle work",
        "pounds": 15,
        "description": "Safe product removal followed by careful cuticle work and nourishing oil, leaving your nails neat and ready to breathe."
      },
      {
        "id": "nail-repair",
        "name": "Nail repair",
        "pounds": 3,
        "unit": "per nail",
        "description": "A broken or lifted nail rebuilt and matched to the rest of your set."
      },
      {
        "id": "nail-tips",
        "name": "Nail tips",
        "pounds": 3,
        "description": "Add length with a tip, blended seamlessly under your overlay."
      },
      {
        "id": "gel-colour-chromes",
        "name": "Gel colour/chromes add-on",
        "pounds": 5,
        "description": "Upgrade any set with a gel colour or a mirror-shine chrome powder finish."
      }
    ],
    "lashBrow": [
      {
        "id": "lash-lift-tint",
        "name": "Lash lift & tint",
        "pounds": 30,
        "description": "Lifts and curls your natural lashes from the root, then tints them darker for a mascara look without the mascara."
      },
      {
        "id": "lash-lift",
        "name": "Lash lift",
        "pounds": 25,
        "description": "A semi-permanent curl for your natural lashes that opens up the eyes with no extensions or glue."
      },
      {
        "id": "lash-tint",
        "name": "Lash tint",
        "pounds": 7,
        "description": "A darker tint that defines fair or fine lashes from root to tip."
      },
      {
        "id": "brow-lamination",
        "name": "Eyebrow lamination",
        "pounds": 25,
        "description": "Brushes and sets your brow hairs into a fuller, fluffy, brushed-up shape that stays put."
      },
      {
        "id": "brow-wax",
        "name": "Eyebrow wax",
        "pounds": 7,
        "description": "A clean, defined brow shape with a gentle wax suited to sensitive skin."
      },
      {
        "id": "brow-tint",
        "name": "Eyebrow tint",
        "pounds": 7,
        "description": "A tint matched to your colouring that adds depth and definition to sparse or fair brows."
      },
      {
        "id": "brow-lamination-shape-tint",
        "name": "Lamination/shape & tint",
        "pounds": 30,
        "description": "The full brow treatment: lamination, a tidy shape and a tint for fuller, defined brows."
      }
    ]
  },
  "hours": {
    "monday": {
      "opens": "17:00",
      "closes": "21:00"
    },
    "tuesday": {
      "opens": "17:00",
      "closes": "21:00"
    },
    "wednesday": {
      "opens": "17:00",
      "closes": "21:00"
    },
    "thursday": {
      "opens": "17:00",
      "closes": "21:00"
    },
    "friday": {
      "opens": "17:00",
      "closes": "21:00"
    },
    "saturday": {
      "opens": "10:00",
      "closes": "18:00"
    },
    "sunday": null
  },
  "notice": null,
  "details": {
    "phone": "+44 7700 900123",
    "bookingUrl": "https://booking.example.com/ij-nails-and-lashes",
    "email": "hello@example.com",
    "instagramUrl": "https://www.instagram.com/ijnailsandlashes.example/",
    "facebookUrl": "https://www.facebook.com/ijnailsandlashes.example",
    "tiktokUrl": "https://www.tiktok.com/@ijnailsandlashes.example",
    "productBrands": [
      "Brand One",
      "Brand Two",
      "Brand Three",
      "Brand Four"
    ]
  },
  "testimonials": [
    {
      "id": "t1",
      "quote": "My BIAB lasted four weeks without a single chip and my own nails have never been stronger. The studio is spotless and so relaxing.",
      "name": "Client A.",
      "treatment": "BIAB overlay"
    },
    {
      "id": "t2",
      "quote": "I came in with a screenshot and left with exactly those nails, only better. Evening appointments are a lifesaver around work.",
      "name": "Client B.",
      "treatment": "Extensions & nail art"
    },
    {
      "id": "t3",
      "quote": "The lash lift and tint opened up my eyes completely. I have stopped wearing mascara altogether. Already booked my next one!",
      "name": "Client C.",
      "treatment": "Lash lift & tint"
    }
  ]
}
$seed$::jsonb);

insert into public.site_publications (content, note)
select d.content || '{"gallery": []}'::jsonb, 'The site at launch' from public.site_content_draft d where d.id = 1;
