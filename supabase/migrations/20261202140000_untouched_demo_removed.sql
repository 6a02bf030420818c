-- A new studio starts empty (docs/decisions.md #440, #441; docs/site-content.md "A new studio"): the migration
-- 20261124120000_site_content.sql put the demo studio (IJ Nails & Lashes) into every project, hosted ones included, as
-- the draft and as published version 1. That file is history and stays as it is; this one takes the demo out again
-- where it is provably untouched, so a project whose only content is the demo counts as what it is: empty. The local
-- backend and the tests get the demo back from that file's insert (supabase/local/db.ts demoSeedSql()), never pushed.
--
-- Untouched means every one of these, else nothing is removed (her own content is never deleted: a draft she saved,
-- a version anyone published or restored, an import, a photo she uploaded):
-- * the draft is the one that migration inserted: never updated (revision 1, no updated_by, no save id), its content
--   exactly the demo's version-1 document (the md5 of its canonical jsonb text, the literal of that migration;
--   tests/backend/new-studio.test.ts pins the constant to src/demo/site-content-v1.ts);
-- * the only publication is that migration's "The site at launch": published by no one, restored from nothing, its
--   content the draft's with an empty gallery, and no build was ever asked for it;
-- * no gallery photo, nothing in Recently deleted, no stored file in either photos bucket.
--
-- Published versions stay immutable: the guard trigger is switched off for the one delete and on again in the same
-- transaction, which holds the table's lock until it commits, so no other session ever sees it off.
--
-- Runs as `postgres` on hosted Supabase (not a superuser): it owns both tables, so it may switch their triggers. One
-- statement, which does nothing on a second run or on a project with no content (tests/postgres/new-studio.ts runs it
-- again on each state it judges).

do $$
declare
  draft public.site_content_draft;
  launch public.site_publications;
begin
  select * into draft from public.site_content_draft d where d.id = 1;
  select * into launch from public.site_publications p order by p.id limit 1;
  if draft.id is null or launch.id is null
     or draft.revision <> 1 or draft.updated_by is not null or draft.save_id is not null
     or md5(draft.content::text) <> 'd6cb7b9011aef5c0c90dcac067457aee'
     or (select count(*) from public.site_publications) <> 1
     or launch.note is distinct from 'The site at launch' or launch.published_by is not null or launch.restored_from is not null
     or launch.content <> draft.content || '{"gallery": []}'::jsonb
     or exists (select 1 from public.site_build_requests)
     or exists (select 1 from public.gallery_images)
     or exists (select 1 from public.gallery_bin)
     or exists (select 1 from storage.objects o where o.bucket_id in ('gallery-images', 'gallery-bin')) then
    return;
  end if;
  alter table public.site_publications disable trigger site_publications_immutable;
  delete from public.site_publications p where p.id = launch.id;
  alter table public.site_publications enable trigger site_publications_immutable;
  delete from public.site_content_draft d where d.id = 1;
end;
$$;
