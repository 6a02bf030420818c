/**
 * The local backend's address and anon key, the defaults of VITE_SUPABASE_URL / VITE_SUPABASE_PUBLISHABLE_KEY
 * (docs/local-backend.md §8). A module of their own, without zod, so the visit counter (src/features/visits) can read
 * them without the schema code of src/lib/env.ts.
 */
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321'

/** The anon JWT every `supabase start` uses (public; payload `{"iss":"supabase-demo","role":"anon"}`). */
export const LOCAL_SUPABASE_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'
