-- The owner's gallery, second round (docs/decisions.md #20-#24): captions, image sizes and renditions,
-- her own order (reorder_gallery_images), a bucket visitors cannot list, and image_url pinned to the
-- project's own storage. Additive: the first migration's columns and table policies stay as they are.
-- Runs as `postgres` on hosted Supabase (not a superuser): no change to storage.objects itself or to
-- auth.users; only policies on storage.objects. Every new object gets explicit grants, because hosted's
-- default privileges would otherwise hand new functions in public to anon.

-- Columns ---------------------------------------------------------------------------------------------

alter table public.gallery_images
  add column caption text,
  add column width integer,
  add column height integer,
  add column renditions integer[] not null default '{}';

comment on column public.gallery_images.caption is
  'Plain-text caption and alt text, at most 200 characters; null shows the category default (docs/decisions.md #21).';
comment on column public.gallery_images.width is 'Width in px of the stored full image; null on rows uploaded before sizes were recorded.';
comment on column public.gallery_images.height is 'Height in px of the stored full image; null exactly when width is null.';
comment on column public.gallery_images.renditions is
  'Widths in px of the smaller copies stored beside the full image as {category}/{name}-{width}.{ext} (docs/decisions.md #23).';

-- Plain text: no control characters (the form folds line breaks and tabs into spaces first).
alter table public.gallery_images
  add constraint gallery_images_caption_check check (
    caption is null or (char_length(caption) <= 200 and btrim(caption) <> '' and caption !~ '[[:cntrl:]]')
  ),
  add constraint gallery_images_size_check check (
    (width is null) = (height is null) and (width is null or (width > 0 and height > 0))
  ),
  -- Renditions: a flat list of at most 8 widths, each positive and narrower than the full image.
  add constraint gallery_images_renditions_check check (
    coalesce(array_ndims(renditions), 1) = 1
    and cardinality(renditions) <= 8
    and array_position(renditions, null) is null
    and 0 < all (renditions)
    and (cardinality(renditions) = 0 or (width is not null and width > all (renditions)))
  );

-- The public feed reads one category at a time in display order, a page at a time.
create index gallery_images_category_display_order_idx on public.gallery_images (category, display_order);

-- image_url points into the project's own storage ------------------------------------------------------

-- The database cannot know its own public URL (the same migration runs locally and on hosted), so it pins
-- the URL by what it can check: an http(s) URL of a plain host, the storage public path of this bucket,
-- the row's own category, and a file that exists in storage.objects, as does every recorded rendition.
-- A javascript: or data: URL, another path, another bucket or a file that was never uploaded is refused
-- with a check violation (23514, HTTP 400). An AFTER trigger, so row-level security answers first
-- (a non-admin still gets 42501). Existing rows are not re-checked until their URL changes.
create function public.gallery_images_check_files()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  parts text[];
  width integer;
begin
  parts := regexp_match(
    new.image_url,
    '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?/storage/v1/object/public/gallery-images/([a-z]+)/([A-Za-z0-9][A-Za-z0-9_-]*)\.(webp|jpg|jpeg|png|avif|gif)$'
  );
  if parts is null or parts[2] is distinct from new.category then
    raise exception using
      errcode = '23514',
      message = 'image_url must be a public URL of a file in the gallery-images bucket, in the row''s category folder',
      detail = format('Failing row has id %s and image_url %s.', new.id, left(new.image_url, 200)),
      hint = 'Upload the file first and record the URL getPublicUrl() returns for it.';
  end if;
  if not exists (
    select 1 from storage.objects o
    where o.bucket_id = 'gallery-images' and o.name = parts[2] || '/' || parts[3] || '.' || parts[4]
  ) then
    raise exception using
      errcode = '23514',
      message = 'image_url must name a file stored in the gallery-images bucket',
      detail = format('No object %s in bucket gallery-images.', parts[2] || '/' || parts[3] || '.' || parts[4]),
      hint = 'Upload the file first, then record the row.';
  end if;
  foreach width in array new.renditions loop
    if not exists (
      select 1 from storage.objects o
      where o.bucket_id = 'gallery-images' and o.name = parts[2] || '/' || parts[3] || '-' || width || '.' || parts[4]
    ) then
      raise exception using
        errcode = '23514',
        message = 'every recorded rendition must be a file stored in the gallery-images bucket',
        detail = format('No object %s in bucket gallery-images.', parts[2] || '/' || parts[3] || '-' || width || '.' || parts[4]),
        hint = 'Upload the renditions first, then record the row.';
    end if;
  end loop;
  return null;
end;
$$;

comment on function public.gallery_images_check_files() is
  'Trigger: image_url (and each rendition) must be a stored file of the gallery-images bucket (docs/decisions.md #24).';

revoke all on function public.gallery_images_check_files() from public, anon, authenticated;

create trigger gallery_images_check_files
  after insert or update of image_url, category, renditions on public.gallery_images
  for each row execute function public.gallery_images_check_files();

-- Her own order -------------------------------------------------------------------------------------------

-- Security invoker: row-level security decides who may reorder (the admin). One UPDATE sets every
-- display_order; unless it changed exactly the rows named, it raises and the transaction rolls back.
create function public.reorder_gallery_images(p_category text, p_ids uuid[])
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

comment on function public.reorder_gallery_images(text, uuid[]) is
  'Sets display_order to each id''s index in p_ids, in one statement; admin only through RLS (docs/decisions.md #22).';

revoke all on function public.reorder_gallery_images(text, uuid[]) from public, anon;
grant execute on function public.reorder_gallery_images(text, uuid[]) to authenticated, service_role;

-- The bucket cannot be listed by visitors ---------------------------------------------------------------

-- Public URLs of a public bucket need no select policy; a select policy for anon only let anyone list
-- every object (docs/decisions.md #24). The admin keeps select, which remove() needs to see what it deletes.
-- Written to hold whichever read policy an earlier migration left (both drops are no-ops otherwise).
drop policy if exists "Anyone reads gallery-images objects" on storage.objects;
drop policy if exists "Admins read gallery-images objects" on storage.objects;

create policy "Admins read gallery-images objects"
  on storage.objects for select
  to authenticated
  using (bucket_id = 'gallery-images' and public.has_role((select auth.uid()), 'admin'));
