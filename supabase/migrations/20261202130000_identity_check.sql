-- Her identity in schema version 3 of the site content (docs/site-content.md "Database", docs/decisions.md #366).
--
-- The draft and every publication of schema version 3 (or later) must carry an identity the client's schema accepts
-- (src/lib/site-content/schema.ts `identitySchema`): the studio's name, her first name, the tagline, town and city as
-- plain text (trimmed, 1 to N characters, no < or >, no control characters), a brand colour and an optional accent as
-- #rrggbb, and a logo or null. The check is a trigger on the two tables, so it holds whichever function or statement
-- writes them (the draft's save function, publish, restore, the import's swap, a direct update). A refusal is
-- SQLSTATE 23514 (check_violation; PostgREST answers HTTP 400) with the field named first in the message, e.g.
-- "identity.name: Studio name is required", the same reason the client's schema gives. Documents of versions 1 and 2
-- have no identity and are not checked: they are upgraded when read.
--
-- And the oldest schema version of the published content, which the build reads (anon) to decide whether /admin needs
-- the demo studio's launch values to upgrade an older document (docs/decisions.md #361).

-- Before a draft or a publication is written: a version-3 (or later) document whose identity has a bad value is refused
-- with SQLSTATE 23514 and "<path>: <reason>" as the message, the first refused value only.
create function public.site_content_check_identity()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  identity jsonb := new.content -> 'identity';
  field record;
  value jsonb;
  txt text;
  logo jsonb;
  px numeric;
  problem text;
  -- Versions 1 and 2 have no identity (they are upgraded when read); a version that is not a number has no rules here.
  version numeric := case when jsonb_typeof(new.content -> 'schemaVersion') = 'number' then (new.content ->> 'schemaVersion')::numeric end;
begin
  if version is null or version < 3 then
    return new;
  end if;
  <<checks>>
  begin
    if jsonb_typeof(identity) is distinct from 'object' then
      problem := 'identity: The studio''s identity is required';
      exit checks;
    end if;
    for field in
      select * from (values
        ('name', 'Studio name', 50),
        ('owner', 'Your first name', 40),
        ('tagline', 'Tagline', 80),
        ('town', 'Town', 40),
        ('city', 'City', 40)
      ) as f(key, label, max_chars)
    loop
      value := identity -> field.key;
      -- zod's trim(): white space at both ends does not count.
      txt := case when jsonb_typeof(value) = 'string' then regexp_replace(value #>> '{}', '^\s+|\s+$', '', 'g') end;
      problem := case
        when txt is null or txt = '' then format('identity.%s: %s is required', field.key, field.label)
        when char_length(txt) > field.max_chars then format('identity.%s: %s must be at most %s characters', field.key, field.label, field.max_chars)
        when txt ~ '[[:cntrl:]]' then format('identity.%s: %s must be plain text on one line', field.key, field.label)
        when txt ~ '[<>]' then format('identity.%s: %s must be plain text, without < or >', field.key, field.label)
      end;
      exit checks when problem is not null;
    end loop;
    value := identity -> 'colours' -> 'brand';
    if jsonb_typeof(value) is distinct from 'string' or (value #>> '{}') !~ '^#[0-9a-fA-F]{6}$' then
      problem := 'identity.colours.brand: Brand colour must be a colour such as #9b3550';
      exit checks;
    end if;
    value := identity -> 'colours' -> 'accent';
    if jsonb_typeof(value) is distinct from 'null'
       and (jsonb_typeof(value) is distinct from 'string' or (value #>> '{}') !~ '^#[0-9a-fA-F]{6}$') then
      problem := 'identity.colours.accent: Accent colour must be a colour such as #9b3550';
      exit checks;
    end if;
    logo := identity -> 'logo';
    if jsonb_typeof(logo) is distinct from 'null' then
      if jsonb_typeof(logo) is distinct from 'object'
         or jsonb_typeof(logo -> 'imageUrl') is distinct from 'string'
         or (logo ->> 'imageUrl') !~ '^https?://' then
        problem := 'identity.logo.imageUrl: Logo must be a stored image';
        exit checks;
      end if;
      foreach txt in array array['width', 'height'] loop
        value := logo -> txt;
        px := case when jsonb_typeof(value) = 'number' then (value #>> '{}')::numeric end;
        if px is null or px <> trunc(px) or px not between 1 and 4096 then
          problem := format('identity.logo.%s: Logo %s (px) must be a whole number from 1 to 4096', txt, txt);
          exit checks;
        end if;
      end loop;
    end if;
  end checks;
  if problem is not null then
    raise exception using
      errcode = '23514',
      message = problem,
      detail = format('The %s was not saved: her identity has a value the site cannot show.',
                      case tg_table_name when 'site_content_draft' then 'draft' else 'version' end),
      hint = 'Correct the value named in the message and save again.';
  end if;
  return new;
end;
$$;

comment on function public.site_content_check_identity() is
  'Trigger: refuses a version-3 draft or publication whose identity has a bad value (23514, "<path>: <reason>"; docs/site-content.md "Rules").';

revoke all on function public.site_content_check_identity() from public, anon, authenticated;

create trigger site_content_draft_check_identity
  before insert or update of content on public.site_content_draft
  for each row execute function public.site_content_check_identity();

create trigger site_publications_check_identity
  before insert on public.site_publications
  for each row execute function public.site_content_check_identity();

-- The oldest schema version among the publications (null when there is none), which anyone may read: the build asks
-- it with the anon key. The draft is not counted (only an admin reads it): a draft of an older version comes only from
-- a restore or an import of an older publication, which is then among them.
create function public.site_content_oldest_schema_version()
returns integer
language sql
stable
security invoker
set search_path = ''
as $$
  select min(case when jsonb_typeof(p.content -> 'schemaVersion') = 'number' then (p.content ->> 'schemaVersion')::numeric end)::integer
    from public.site_publications p;
$$;

comment on function public.site_content_oldest_schema_version() is
  'The oldest schema version of the published site content, or null; read by the build (docs/decisions.md #361).';

revoke all on function public.site_content_oldest_schema_version() from public;
grant execute on function public.site_content_oldest_schema_version() to anon, authenticated, service_role;
