-- Local-only seed (docs/decisions.md #12): the admin account admin@example.com / admin-password.
-- `supabase db reset` and the embedded local backend run this after the migrations on a fresh
-- database. Hosted Supabase never runs it: grant the owner with `npm run admin:grant -- <email>`.

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
)
values (
  '00000000-0000-0000-0000-000000000000',
  'a0000000-0000-4000-8000-000000000001',
  'authenticated',
  'authenticated',
  'admin@example.com',
  crypt('admin-password', gen_salt('bf')),
  now(),
  '{"provider":"email","providers":["email"]}',
  '{"email":"admin@example.com","email_verified":true,"phone_verified":false,"sub":"a0000000-0000-4000-8000-000000000001"}',
  now(),
  now(),
  '', '', '', ''
)
on conflict (id) do nothing;

insert into auth.identities (
  id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at
)
values (
  'a0000000-0000-4000-8000-000000000002',
  'a0000000-0000-4000-8000-000000000001',
  'a0000000-0000-4000-8000-000000000001',
  '{"sub":"a0000000-0000-4000-8000-000000000001","email":"admin@example.com","email_verified":true,"phone_verified":false}',
  'email',
  now(),
  now(),
  now()
)
on conflict (provider_id, provider) do nothing;

insert into public.user_roles (user_id, role)
values ('a0000000-0000-4000-8000-000000000001', 'admin')
on conflict (user_id, role) do nothing;
