-- Makes a fresh cluster look like a new hosted Supabase database before our migrations run: the same
-- roles, owners, grants and default privileges, the extensions schema, and the subset of the auth and
-- storage schemas that GoTrue, Storage and the migrations use (column names, triggers and helper
-- functions as in supabase/auth and supabase/storage). See docs/local-backend.md §6.
--
-- Runs as `supabase_admin`, the cluster's bootstrap superuser (OID 10), exactly once, on PGlite (the
-- local backend, supabase/local/db.ts) and on real PostgreSQL (scripts/test-postgres.ts). Afterwards
-- migrations and the seed run as `postgres`, which is NOT a superuser, as on hosted Supabase.
-- Local backend and tests only; never part of supabase/migrations.

-- Roles (docs/local-backend.md §6.1) ----------------------------------------------------------------
-- supabase_admin: the superuser that owns the schemas and runs the services' internals.
alter role supabase_admin with superuser createdb createrole replication bypassrls login;

create role postgres with nosuperuser createdb createrole login replication bypassrls;
create role anon nologin inherit;
create role authenticated nologin inherit;
create role service_role nologin inherit bypassrls;
create role authenticator login noinherit;
create role supabase_auth_admin login noinherit;
create role supabase_storage_admin login noinherit;

grant anon, authenticated, service_role to authenticator;
-- postgres may switch to the API roles (SQL editor "run as", tests) and grant them, as on hosted.
grant anon, authenticated, service_role to postgres with admin option;

alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role supabase_admin set search_path = "$user", public, auth, extensions;
alter role postgres set search_path = "$user", public, extensions;
alter role supabase_auth_admin set search_path = auth;
alter role supabase_storage_admin set search_path = storage;

-- The database belongs to postgres, so postgres creates in public (public is owned by
-- pg_database_owner) and nothing else gets CREATE on the database by default.
alter database postgres owner to postgres;
grant create on database postgres to supabase_auth_admin, supabase_storage_admin;
alter database postgres set search_path = "$user", public, extensions;

-- Schemas and extensions (docs/local-backend.md §6.2) --------------------------------------------------
grant usage on schema public to postgres, anon, authenticated, service_role;

create schema extensions authorization supabase_admin;
create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;
grant usage on schema extensions to postgres, anon, authenticated, service_role;
grant all on schema extensions to postgres;

-- Hosted default privileges: whatever postgres (migrations, SQL editor) or supabase_admin creates in
-- public is granted to the API roles, and functions are executable by PUBLIC as Postgres always does.
-- A migration must REVOKE what anon/authenticated should not have (docs/local-backend.md §6.5).
alter default privileges for role postgres in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on sequences to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public grant all on sequences to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public grant all on functions to postgres, anon, authenticated, service_role;

-- Migration bookkeeping, as the Supabase CLI keeps it (it connects as postgres).
create schema supabase_migrations authorization postgres;
create table supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);
create table supabase_migrations.seed_files (
  path text primary key,
  hash text not null
);
alter table supabase_migrations.schema_migrations owner to postgres;
alter table supabase_migrations.seed_files owner to postgres;

-- auth (docs/local-backend.md §6.3): schema of supabase_admin, tables and functions of supabase_auth_admin.
create schema auth authorization supabase_admin;
grant all on schema auth to supabase_auth_admin;
grant usage on schema auth to postgres, anon, authenticated, service_role;

create table auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  banned_until timestamptz,
  deleted_at timestamptz,
  is_sso_user boolean not null default false,
  is_anonymous boolean not null default false
);
create unique index users_email_partial_key on auth.users (email) where (is_sso_user = false);

create table auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid primary key default gen_random_uuid(),
  unique (provider_id, provider)
);

-- MFA enums, as supabase/auth migrations/20221003041349_add_mfa_schema (+ 'phone' from 20240729123726).
create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
create type auth.factor_status as enum ('unverified', 'verified');
create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');

-- aal and factor_id as supabase/auth 20221003041400_add_aal_and_factor_id_to_sessions (aal null = aal1).
create table auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  factor_id uuid null,
  aal auth.aal_level null,
  not_after timestamptz
);
create index user_id_created_at_idx on auth.sessions (user_id, created_at);

create table auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
create index refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);

-- MFA tables, column for column as hosted GoTrue leaves them (supabase/auth migrations 20221003041349,
-- 20221011041400, 20230523124323, 20230914180801, 20240729123726, 20240802193726, 20240806073726,
-- 20241009103726, 20250925093508). A user has aal2 only after verifying a challenge of a verified factor.
create table auth.mfa_factors (
  id uuid not null,
  user_id uuid not null,
  friendly_name text null,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  secret text null,
  phone text null default null,
  last_challenged_at timestamptz null default null,
  web_authn_credential jsonb null,
  web_authn_aaguid uuid null,
  last_webauthn_challenge_data jsonb null,
  constraint mfa_factors_pkey primary key (id),
  constraint mfa_factors_user_id_fkey foreign key (user_id) references auth.users (id) on delete cascade,
  constraint mfa_factors_last_challenged_at_key unique (last_challenged_at)
);
comment on table auth.mfa_factors is 'auth: stores metadata about factors';
comment on column auth.mfa_factors.last_webauthn_challenge_data is 'Stores the latest WebAuthn challenge data including attestation/assertion for customer verification';
create unique index mfa_factors_user_friendly_name_unique on auth.mfa_factors (friendly_name, user_id) where trim(friendly_name) <> '';
create index factor_id_created_at_idx on auth.mfa_factors (user_id, created_at);
create index mfa_factors_user_id_idx on auth.mfa_factors (user_id);
create unique index unique_phone_factor_per_user on auth.mfa_factors (user_id, phone);

create table auth.mfa_challenges (
  id uuid not null,
  factor_id uuid not null,
  created_at timestamptz not null,
  verified_at timestamptz null,
  ip_address inet not null,
  otp_code text null,
  web_authn_session_data jsonb null,
  constraint mfa_challenges_pkey primary key (id),
  constraint mfa_challenges_auth_factor_id_fkey foreign key (factor_id) references auth.mfa_factors (id) on delete cascade
);
comment on table auth.mfa_challenges is 'auth: stores metadata about challenge requests made';
create index mfa_challenge_created_at_idx on auth.mfa_challenges (created_at desc);

-- One row per (session, method) behind the JWT's amr claim: 'password', 'totp', 'recovery'...
create table auth.mfa_amr_claims (
  session_id uuid not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  id uuid not null,
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method),
  constraint mfa_amr_claims_session_id_fkey foreign key (session_id) references auth.sessions (id) on delete cascade,
  constraint amr_id_pk primary key (id)
);
comment on table auth.mfa_amr_claims is 'auth: stores authenticator method reference claims for multi factor authentication';

-- The request's identity, read from the one setting current PostgREST and Storage set per request:
-- request.jwt.claims (JSON). The legacy request.jwt.claim.<name> settings are never set.
-- auth.jwt() reads it; the others read their claim from auth.jwt().
create function auth.jwt() returns jsonb
language sql stable
as $$
  select nullif(current_setting('request.jwt.claims', true), '')::jsonb
$$;

create function auth.uid() returns uuid language sql stable as $$ select (auth.jwt() ->> 'sub')::uuid $$;
create function auth.role() returns text language sql stable as $$ select auth.jwt() ->> 'role' $$;
create function auth.email() returns text language sql stable as $$ select auth.jwt() ->> 'email' $$;

comment on function auth.uid() is 'The user id (sub claim) of the request; null for anon and service_role.';
comment on function auth.jwt() is 'The JWT claims of the request (request.jwt.claims).';

do $$
declare
  t text;
begin
  foreach t in array array['users', 'identities', 'sessions', 'refresh_tokens', 'mfa_factors', 'mfa_challenges', 'mfa_amr_claims'] loop
    execute format('alter table auth.%I owner to supabase_auth_admin', t);
    -- postgres reads and writes auth data (seed, SQL editor) and may add triggers, as on hosted: the
    -- default privileges supabase/postgres sets for supabase_auth_admin's tables (ALL to postgres,
    -- 20211115181400_update-auth-permissions), and SELECT WITH GRANT OPTION from GoTrue itself
    -- (supabase/auth 20240612123726_enable_rls_update_grants). anon, authenticated and service_role
    -- get nothing on auth tables, so a policy that reads auth.mfa_factors must go through a
    -- security definer function owned by postgres (public.admin_aal_ok, docs/decisions.md #166).
    execute format('grant all on table auth.%I to postgres', t);
    execute format('grant select on table auth.%I to postgres with grant option', t);
    -- GoTrue enables RLS on every auth table (20240612123726); postgres has BYPASSRLS, the owner
    -- bypasses it, every other role sees no row.
    execute format('alter table auth.%I enable row level security', t);
  end loop;
end
$$;
alter type auth.factor_type owner to supabase_auth_admin;
alter type auth.factor_status owner to supabase_auth_admin;
alter type auth.aal_level owner to supabase_auth_admin;
alter sequence auth.refresh_tokens_id_seq owner to supabase_auth_admin;
grant all on sequence auth.refresh_tokens_id_seq to postgres;
alter function auth.uid() owner to supabase_auth_admin;
alter function auth.role() owner to supabase_auth_admin;
alter function auth.email() owner to supabase_auth_admin;
alter function auth.jwt() owner to supabase_auth_admin;
grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt()
  to postgres, anon, authenticated, service_role;

-- storage (docs/local-backend.md §6.4): schema of supabase_admin, everything in it of supabase_storage_admin.
create schema storage authorization supabase_admin;
grant all on schema storage to supabase_storage_admin with grant option;
grant usage on schema storage to postgres with grant option;
grant usage on schema storage to anon, authenticated, service_role;

create table storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  type text not null default 'STANDARD'
);

create table storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  user_metadata jsonb
);
create unique index bucketid_objname on storage.objects (bucket_id, name);
create index name_prefix_search on storage.objects (name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

-- Helper functions policies call, with Storage's signatures and results.
create function storage.foldername(name text) returns text[]
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  -- Every path segment but the last: foldername('a/b/c.jpg') = {a,b}.
  _parts := string_to_array(name, '/');
  return _parts[1 : array_length(_parts, 1) - 1];
end
$$;

create function storage.filename(name text) returns text
language plpgsql
as $$
declare
  _parts text[];
begin
  _parts := string_to_array(name, '/');
  return _parts[array_length(_parts, 1)];
end
$$;

create function storage.extension(name text) returns text
language plpgsql immutable
as $$
declare
  _parts text[];
  _filename text;
begin
  -- The text after the last dot of the last segment ('' … 'jpg'); the whole name when it has no dot.
  _parts := string_to_array(name, '/');
  _filename := _parts[array_length(_parts, 1)];
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

-- The Storage operation in progress (Storage sets storage.operation per request); null in plain SQL.
create function storage.operation() returns text
language plpgsql stable
as $$
begin
  return current_setting('storage.operation', true);
end
$$;

-- Bytes stored per bucket, from each object's metadata.size.
create function storage.get_size_by_bucket() returns table (size bigint, bucket_id text)
language plpgsql stable
as $$
begin
  return query
    select sum((obj.metadata ->> 'size')::bigint)::bigint as size, obj.bucket_id
    from storage.objects as obj
    group by obj.bucket_id;
end
$$;

-- One folder level of a bucket under `prefix` ('' or ending in '/'), as Storage's list endpoint
-- answers it: folders first-class (id null), then the files; only what the caller's policies show.
create function storage.search(
  prefix text,
  bucketname text,
  limits integer default 100,
  levels integer default 1,
  offsets integer default 0,
  search text default '',
  sortcolumn text default 'name',
  sortorder text default 'asc'
) returns table (
  name text,
  id uuid,
  updated_at timestamptz,
  created_at timestamptz,
  last_accessed_at timestamptz,
  metadata jsonb
)
language plpgsql stable
as $$
declare
  _sortcolumn text := case when lower(sortcolumn) in ('name', 'updated_at', 'created_at', 'last_accessed_at') then lower(sortcolumn) else 'name' end;
  _sortorder text := case when lower(sortorder) = 'desc' then 'desc' else 'asc' end;
begin
  return query execute format(
    $q$
    with entries as (
      select
        split_part(substr(o.name, length($1) + 1), '/', 1) as entry,
        o.name as full_name,
        o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata,
        position('/' in substr(o.name, length($1) + 1)) > 0 as is_folder
      from storage.objects o
      where o.bucket_id = $2
        and o.name ilike $1 || $5 || '%%'
    ),
    grouped as (
      select distinct on (e.entry)
        e.entry as name,
        case when e.is_folder then null else e.id end as id,
        case when e.is_folder then null else e.updated_at end as updated_at,
        case when e.is_folder then null else e.created_at end as created_at,
        case when e.is_folder then null else e.last_accessed_at end as last_accessed_at,
        case when e.is_folder then null else e.metadata end as metadata
      from entries e
      order by e.entry, e.is_folder desc
    )
    select * from grouped
    order by %I %s nulls first, name collate "C"
    limit $3 offset $4
    $q$,
    _sortcolumn,
    _sortorder
  ) using coalesce(prefix, ''), bucketname, limits, offsets, coalesce(search, '');
end
$$;

-- Triggers Storage installs (supabase/storage migrations): refuse direct SQL deletes (the Storage
-- API sets storage.allow_delete_query for its own), keep objects.updated_at, cap bucket names.
create function storage.protect_delete() returns trigger
language plpgsql
as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') != 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.',
            errcode = '42501';
  end if;
  return null;
end
$$;

create function storage.update_updated_at_column() returns trigger
language plpgsql
as $$
begin
  new.updated_at = now();
  return new;
end
$$;

create function storage.enforce_bucket_name_length() returns trigger
language plpgsql
as $$
begin
  if length(new.name) > 100 then
    raise exception 'bucket name "%" is too long (% characters). Max is 100.', new.name, length(new.name);
  end if;
  return new;
end
$$;

create trigger protect_buckets_delete before delete on storage.buckets
  for each statement execute function storage.protect_delete();
create trigger protect_objects_delete before delete on storage.objects
  for each statement execute function storage.protect_delete();
create trigger update_objects_updated_at before update on storage.objects
  for each row execute function storage.update_updated_at_column();
create trigger enforce_bucket_name_length_trigger before insert or update of name on storage.buckets
  for each row execute function storage.enforce_bucket_name_length();

do $$
declare
  f regprocedure;
begin
  alter table storage.buckets owner to supabase_storage_admin;
  alter table storage.objects owner to supabase_storage_admin;
  for f in select p.oid::regprocedure from pg_proc p where p.pronamespace = 'storage'::regnamespace loop
    execute format('alter function %s owner to supabase_storage_admin', f);
  end loop;
end
$$;
grant all on table storage.buckets, storage.objects to anon, authenticated, service_role;
grant all on table storage.buckets, storage.objects to postgres with grant option;
grant execute on all functions in schema storage to postgres, anon, authenticated, service_role;

-- supautils policy_grants / drop_trigger_grants emulation (docs/local-backend.md §6.6) ----------------
-- Hosted Supabase lets postgres create, alter and drop policies on storage.objects / storage.buckets
-- and drop their triggers without owning them (the supautils extension's policy_grants). Postgres
-- itself ties those commands to ownership, so here postgres is a member of supabase_storage_admin
-- and an event trigger refuses every other DDL that a `postgres` session runs on an object in the
-- auth or storage schemas, with the error hosted gives. The same on PGlite and real PostgreSQL.
grant supabase_storage_admin to postgres;

create schema _supautils authorization supabase_admin;
revoke all on schema _supautils from public;

create function _supautils.guard_ddl() returns event_trigger
language plpgsql
security definer
set search_path = pg_catalog
as $$
declare
  cmd record;
  rel regclass;
begin
  if session_user <> 'postgres' then
    return;
  end if;
  for cmd in select * from pg_event_trigger_ddl_commands() loop
    if cmd.schema_name is null or cmd.schema_name not in ('auth', 'storage') then
      continue;
    end if;
    if cmd.command_tag in ('CREATE POLICY', 'ALTER POLICY') then
      select polrelid::regclass into rel from pg_policy where oid = cmd.objid;
      if rel in ('storage.objects'::regclass, 'storage.buckets'::regclass) then
        continue;
      end if;
      raise exception 'must be owner of table %', (select relname from pg_class where oid = rel)
        using errcode = '42501';
    end if;
    -- postgres holds TRIGGER on the auth tables and storage.objects/buckets, as on hosted.
    if cmd.command_tag = 'CREATE TRIGGER' then
      continue;
    end if;
    if cmd.command_tag like 'CREATE %' and cmd.command_tag not in ('CREATE INDEX') then
      raise exception 'permission denied for schema %', cmd.schema_name using errcode = '42501';
    end if;
    raise exception 'must be owner of % %', lower(cmd.object_type),
      coalesce((select relname::text from pg_class where cmd.classid = 'pg_class'::regclass and oid = cmd.objid), cmd.object_identity)
      using errcode = '42501',
            hint = 'On hosted Supabase, auth.* belongs to supabase_auth_admin and storage.* to supabase_storage_admin; migrations may only add policies (storage.objects, storage.buckets) and triggers there.';
  end loop;
end
$$;

create function _supautils.guard_drop() returns event_trigger
language plpgsql
security definer
set search_path = pg_catalog
as $$
declare
  obj record;
begin
  if session_user <> 'postgres' then
    return;
  end if;
  for obj in select * from pg_event_trigger_dropped_objects() loop
    if obj.schema_name is null or obj.schema_name not in ('auth', 'storage') then
      continue;
    end if;
    if obj.object_type = 'policy' and obj.object_identity like '% on storage.%' then
      continue;
    end if;
    if obj.object_type = 'trigger' and obj.object_identity like '% on storage.%' then
      continue;
    end if;
    raise exception 'must be owner of % %', obj.object_type, obj.object_identity
      using errcode = '42501',
            hint = 'On hosted Supabase, auth.* belongs to supabase_auth_admin and storage.* to supabase_storage_admin.';
  end loop;
end
$$;

create event trigger supautils_guard_ddl on ddl_command_end execute function _supautils.guard_ddl();
create event trigger supautils_guard_drop on sql_drop execute function _supautils.guard_drop();
