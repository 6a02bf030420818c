-- Local-only seed (docs/decisions.md #441): the demo studio, IJ Nails & Lashes, as the local backend's and the tests'
-- content, exactly as every project held it before supabase/migrations/20261202140000_untouched_demo_removed.sql:
-- its draft and published version 1 ("The site at launch"), of schema version 1, upgraded when read with the demo's
-- launch values (src/demo/launch.ts). The JSON is src/demo/site-content-v1.ts (`npx tsx scripts/site-content-seed-json.ts`
-- prints it; tests/backend/site-content.test.ts keeps them equal).
--
-- `supabase db reset` and the embedded local backend run it after supabase/seed.sql on a fresh database; hosted
-- Supabase never runs it (a new studio starts empty and sets up her own site in /admin). `npm run db:reset -- --empty`
-- leaves it out. Runs as `postgres`, which the draft's and the versions' guards let write (docs/decisions.md #320).

-- Version 1 is the first version, as it was when the migrations inserted it (the e2e specs restore "version 1").
select pg_catalog.setval(pg_catalog.pg_get_serial_sequence('public.site_publications', 'id'), 1, false);

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

-- The migrations' version 1 asked for no build (it came before the build requests): neither does the seed's.
delete from public.site_build_requests;
