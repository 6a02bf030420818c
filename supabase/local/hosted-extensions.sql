-- pg_net and Supabase Vault as a hosted project has them once they are enabled, the part our migrations call
-- (docs/local-backend.md §6.7): `net.http_get`, `net.http_post` and `net.http_delete` with pg_net's signatures,
-- queueing into `net.http_request_queue` (the local backend's worker sends the requests after commit and records
-- each answer in `net._http_response`, as pg_net's background worker does); `vault.secrets`,
-- `vault.decrypted_secrets`, `vault.create_secret` and `vault.update_secret`, stored in plain text (local data only).
--
-- Runs as `supabase_admin` after bootstrap.sql on a new cluster (PGlite and scripts/test-postgres.ts), and on an
-- older local data folder that lacks it. Idempotent. Only `postgres` (our security-definer functions' owner) may use
-- either: stricter than hosted, where pg_net is open to every role. Local backend and tests only.

create schema if not exists net;
revoke all on schema net from public;
grant usage on schema net to postgres;

create table if not exists net.http_request_queue (
  id bigserial primary key,
  method text not null check (method in ('GET', 'POST', 'DELETE')),
  url text not null,
  headers jsonb,
  body bytea,
  timeout_milliseconds integer not null
);

create table if not exists net._http_response (
  id bigint,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out boolean,
  error_msg text,
  created timestamptz not null default now()
);

-- pg_net url-encodes `params` onto the URL in C; the stand-in refuses them (nothing of ours passes any).
create or replace function net._queue(p_method text, p_url text, p_params jsonb, p_headers jsonb, p_body bytea, p_timeout integer)
returns bigint
language plpgsql
as $$
declare
  request_id bigint;
begin
  if p_params is not null and p_params <> '{}'::jsonb then
    raise exception 'params are not supported by the local pg_net stand-in: put them in the url' using errcode = '0A000';
  end if;
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values (p_method, p_url, p_headers, p_body, p_timeout)
  returning id into request_id;
  return request_id;
end
$$;

create or replace function net.http_get(url text, params jsonb default '{}'::jsonb, headers jsonb default '{}'::jsonb, timeout_milliseconds integer default 5000)
returns bigint
language sql
as $$ select net._queue('GET', url, params, headers, null, timeout_milliseconds) $$;

create or replace function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000
)
returns bigint
language sql
as $$ select net._queue('POST', url, params, headers, convert_to(body::text, 'UTF8'), timeout_milliseconds) $$;

create or replace function net.http_delete(
  url text,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{}'::jsonb,
  timeout_milliseconds integer default 5000,
  body jsonb default null
)
returns bigint
language sql
as $$ select net._queue('DELETE', url, params, headers, convert_to(body::text, 'UTF8'), timeout_milliseconds) $$;

revoke all on all functions in schema net from public;
grant execute on all functions in schema net to postgres;
grant select, insert on net.http_request_queue to postgres;
grant usage on all sequences in schema net to postgres;
grant select on net._http_response to postgres;

create schema if not exists vault;
revoke all on schema vault from public;
grant usage on schema vault to postgres;

create table if not exists vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text unique,
  description text not null default '',
  secret text not null,
  key_id uuid,
  nonce bytea,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create or replace view vault.decrypted_secrets as
  select s.id, s.name, s.description, s.secret, s.secret as decrypted_secret, s.key_id, s.nonce, s.created_at, s.updated_at
    from vault.secrets s;

create or replace function vault.create_secret(new_secret text, new_name text default null, new_description text default '', new_key_id uuid default null)
returns uuid
language sql
as $$
  insert into vault.secrets (secret, name, description, key_id) values (new_secret, new_name, coalesce(new_description, ''), new_key_id)
  returning id
$$;

create or replace function vault.update_secret(
  secret_id uuid,
  new_secret text default null,
  new_name text default null,
  new_description text default null,
  new_key_id uuid default null
)
returns void
language sql
as $$
  update vault.secrets
     set secret = coalesce(new_secret, secret), name = coalesce(new_name, name),
         description = coalesce(new_description, description), key_id = coalesce(new_key_id, key_id), updated_at = now()
   where id = secret_id
$$;

revoke all on all functions in schema vault from public;
grant execute on all functions in schema vault to postgres;
grant select, insert, update, delete on vault.secrets to postgres;
grant select on vault.decrypted_secrets to postgres;
