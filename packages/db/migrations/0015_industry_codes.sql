-- Industry becomes a code from the contract's list (packages/contract/src/deals/industries.ts).
-- Free text typed before: a code written another way, a few common names, everything else "other".
UPDATE "borrowers" SET "industry" = CASE
  WHEN lower(regexp_replace(trim("industry"), '[^A-Za-z]+', '_', 'g')) IN (
    'agriculture', 'construction', 'manufacturing', 'wholesale', 'retail', 'ecommerce',
    'transportation', 'technology', 'professional_services', 'financial_services', 'real_estate',
    'healthcare', 'education', 'hospitality', 'restaurants', 'entertainment', 'personal_services',
    'automotive', 'energy', 'non_profit', 'cannabis', 'gambling', 'adult_entertainment',
    'firearms', 'cryptocurrency', 'other'
  ) THEN lower(regexp_replace(trim("industry"), '[^A-Za-z]+', '_', 'g'))
  WHEN "industry" ~* '(restaurant|food|cafe|café|bakery|catering|bar|pub)' THEN 'restaurants'
  WHEN "industry" ~* '(hotel|hospitality|travel)' THEN 'hospitality'
  WHEN "industry" ~* '(software|tech|saas|it services)' THEN 'technology'
  WHEN "industry" ~* '(e-?commerce|online shop)' THEN 'ecommerce'
  WHEN "industry" ~* '(shop|store|retail)' THEN 'retail'
  WHEN "industry" ~* '(transport|logistic|haulage|freight|courier)' THEN 'transportation'
  WHEN "industry" ~* '(health|medical|dental|clinic|pharma|care home)' THEN 'healthcare'
  WHEN "industry" ~* '(build|construct|trades|plumb|electric)' THEN 'construction'
  WHEN "industry" ~* '(manufactur|factory|engineering)' THEN 'manufacturing'
  WHEN "industry" ~* '(property|real estate|landlord)' THEN 'real_estate'
  WHEN "industry" ~* '(farm|agri)' THEN 'agriculture'
  WHEN "industry" ~* '(consult|legal|account|marketing|agency)' THEN 'professional_services'
  WHEN "industry" ~* '(car|motor|garage|automotive)' THEN 'automotive'
  ELSE 'other'
END
WHERE "industry" NOT IN (
  'agriculture', 'construction', 'manufacturing', 'wholesale', 'retail', 'ecommerce',
  'transportation', 'technology', 'professional_services', 'financial_services', 'real_estate',
  'healthcare', 'education', 'hospitality', 'restaurants', 'entertainment', 'personal_services',
  'automotive', 'energy', 'non_profit', 'cannabis', 'gambling', 'adult_entertainment',
  'firearms', 'cryptocurrency', 'other'
);
