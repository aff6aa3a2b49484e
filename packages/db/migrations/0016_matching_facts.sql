ALTER TABLE "borrowers" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "existingAdvances" jsonb;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "interestRateBp" integer;--> statement-breakpoint
-- Industry codes now follow NAICS (packages/contract/src/deals/industries.ts). Five earlier codes
-- are split or renamed: a borrower gets the closest one (an "automotive" business becomes auto
-- sales, the code funders restrict, until its broker says otherwise); a listing that excluded one
-- excludes every code it became.
UPDATE "borrowers" SET "industry" = CASE "industry"
  WHEN 'technology' THEN 'information'
  WHEN 'hospitality' THEN 'hotels_lodging'
  WHEN 'personal_services' THEN 'personal_care'
  WHEN 'automotive' THEN 'auto_sales'
  WHEN 'energy' THEN 'utilities'
END
WHERE "industry" IN ('technology', 'hospitality', 'personal_services', 'automotive', 'energy');--> statement-breakpoint
UPDATE "lenders" AS l SET "criteria" = jsonb_set(l."criteria", '{excludedIndustries}', (
  SELECT jsonb_agg(DISTINCT coalesce(m."new", e."old"))
  FROM jsonb_array_elements_text(l."criteria"->'excludedIndustries') AS e("old")
  LEFT JOIN (VALUES
    ('technology', 'information'),
    ('hospitality', 'hotels_lodging'),
    ('personal_services', 'personal_care'),
    ('automotive', 'auto_sales'),
    ('automotive', 'auto_repair'),
    ('energy', 'utilities'),
    ('energy', 'oil_gas_extraction')
  ) AS m("old", "new") ON m."old" = e."old"
))
WHERE l."criteria" ? 'excludedIndustries'
  AND l."criteria"->'excludedIndustries' ?| ARRAY['technology', 'hospitality', 'personal_services', 'automotive', 'energy'];
