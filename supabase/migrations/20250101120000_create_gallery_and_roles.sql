-- Gallery images, admin roles and the gallery-images bucket (docs/product.md §3, §6; docs/decisions.md #12, #14, #15, #16).
-- Runs unchanged on hosted Supabase (`supabase db push`) and in the embedded local backend.
-- Every table has row-level security and explicit grants: nothing relies on default privileges.

-- Roles ---------------------------------------------------------------------------------------

create type public.app_role as enum ('admin');

comment on type public.app_role is 'Application roles; admin may manage the gallery (docs/product.md §6).';

create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role public.app_role not null,
  created_at timestamptz not null default now(),
  unique (user_id, role)
);

comment on table public.user_roles is
  'Who holds which application role. Written only by the service role / SQL (docs/decisions.md #12, #15).';

alter table public.user_roles enable row level security;

-- A signed-in user reads only the rows that name them; no client role writes (docs/decisions.md #15).
create policy "Users read their own roles"
  on public.user_roles for select
  to authenticated
  using ((select auth.uid()) = user_id);

revoke all on table public.user_roles from anon, authenticated;
grant select on table public.user_roles to authenticated;
grant all on table public.user_roles to service_role;

-- has_role: security definer so policies can consult user_roles whatever the caller may read.
create function public.has_role(_user_id uuid, _role public.app_role)
returns boolean
language sql
stable
security definer
set search_path = public
as $$
  select exists (
    select 1 from public.user_roles
    where user_id = _user_id and role = _role
  )
$$;

comment on function public.has_role(uuid, public.app_role) is
  'True when the user holds the role. Security definer with a fixed search_path (docs/decisions.md #15).';

revoke all on function public.has_role(uuid, public.app_role) from public, anon;
grant execute on function public.has_role(uuid, public.app_role) to authenticated, service_role;

-- Gallery ---------------------------------------------------------------------------------------

create table public.gallery_images (
  id uuid primary key default gen_random_uuid(),
  category text not null check (category in ('nails', 'lashes')),
  image_url text not null,
  display_order integer not null default 0,
  created_at timestamptz not null default now()
);

comment on table public.gallery_images is
  'Owner-uploaded gallery images, shown before the static ones on /gallery (docs/decisions.md #7, #16).';

create index gallery_images_display_order_idx on public.gallery_images (display_order);

alter table public.gallery_images enable row level security;

create policy "Anyone reads gallery images"
  on public.gallery_images for select
  to anon, authenticated
  using (true);

create policy "Admins insert gallery images"
  on public.gallery_images for insert
  to authenticated
  with check (public.has_role((select auth.uid()), 'admin'));

create policy "Admins update gallery images"
  on public.gallery_images for update
  to authenticated
  using (public.has_role((select auth.uid()), 'admin'))
  with check (public.has_role((select auth.uid()), 'admin'));

create policy "Admins delete gallery images"
  on public.gallery_images for delete
  to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

revoke all on table public.gallery_images from anon, authenticated;
grant select on table public.gallery_images to anon;
grant select, insert, update, delete on table public.gallery_images to authenticated;
grant all on table public.gallery_images to service_role;

-- Storage ---------------------------------------------------------------------------------------

-- Public read; raster images only (SVG can carry script) up to 10 MiB (docs/decisions.md #13, #14).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'gallery-images',
  'gallery-images',
  true,
  10485760,
  array['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']
)
on conflict (id) do nothing;

-- No select policy for anon: a public bucket serves its files by URL without one, and a select
-- policy would let anyone list the bucket through the Storage API. The admin reads rows, which is
-- also what lets remove() see the objects it deletes.
create policy "Admins read gallery-images objects"
  on storage.objects for select
  to authenticated
  using (bucket_id = 'gallery-images' and public.has_role((select auth.uid()), 'admin'));

create policy "Admins upload gallery-images objects"
  on storage.objects for insert
  to authenticated
  with check (bucket_id = 'gallery-images' and public.has_role((select auth.uid()), 'admin'));

create policy "Admins update gallery-images objects"
  on storage.objects for update
  to authenticated
  using (bucket_id = 'gallery-images' and public.has_role((select auth.uid()), 'admin'))
  with check (bucket_id = 'gallery-images' and public.has_role((select auth.uid()), 'admin'));

create policy "Admins delete gallery-images objects"
  on storage.objects for delete
  to authenticated
  using (bucket_id = 'gallery-images' and public.has_role((select auth.uid()), 'admin'));
