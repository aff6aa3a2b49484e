// Lint for the whole repository (`npm run lint`, run by `npm test`). Besides the usual checks it
// keeps the layers apart (../shared/STYLE.md "Dependencies point one way"):
//   web:      a feature never imports another feature; components/ui and lib import no feature;
//             nothing in the web imports the API or the database
//   api:      a module uses another module only through its service (`../<other>/service`) or
//             the queries it exports for others (`../<other>/queries`, decision 055); a route
//             learns who calls from identity's `../identity/authenticate`;
//             config imports no module; lib imports no module
//   contract: imports nothing of the app (zod only)
// Cycles between API modules (and between web features) are found by scripts/check-cycles.mjs.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { readdirSync } from "node:fs";
import { logicalProperties } from "./scripts/eslint-logical-properties.js";

/** The web's length limits (issue 32); lower them as the longest functions and files shrink. */
const webFunctionMaxLines = 150;
const webFileMaxLines = 400;

const webFeatures = readdirSync(new URL("./apps/web/src/features", import.meta.url));

/** A `no-restricted-imports` rule from regular expressions over the import's text. */
const restrict = (...patterns) => [
  "error",
  { patterns: patterns.map(([regex, message]) => ({ regex, message })) },
];

const noAppImports = [
  "^@portal/(api|db)(/|$)",
  "The web never imports the API or the database; share through @portal/contract.",
];
const noRelativeClimb = [
  "^\\.\\./\\.\\./",
  "Use the @/ alias for imports that leave the current folder's parent.",
];

const noBarrels = {
  selector: "ExportAllDeclaration",
  message: "No barrel re-exports; import from the file that defines it.",
};
/** Dates, money, percentages, spans and sizes are shown one way: apps/web/src/lib/format.ts. */
const formatsInLibFormat = [
  {
    selector:
      "MemberExpression[object.name='Intl'][property.name=/^(DateTimeFormat|NumberFormat|RelativeTimeFormat|ListFormat|DurationFormat)$/]",
    message:
      "Format through @/lib/format (in the person's language and country), not Intl directly.",
  },
  {
    selector: "MemberExpression[property.name=/^toLocale(Date|Time)?String$/]",
    message:
      "Format through @/lib/format (in the person's language and country), not toLocale*String.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "data/**",
      ".reports/**",
      "**/test-results/**",
      "**/playwright-report/**",
      "apps/web/public/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: "module" },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // `import { type A }` keeps the module (and what it imports, zod for a schema file) in the
      // bundle; only types are `import type { A }` (bench/dashboard-chunks.ts).
      "@typescript-eslint/no-import-type-side-effects": "error",
      "no-restricted-syntax": ["error", noBarrels],
    },
  },
  // Drizzle takes every table as one object: the schema index is the one re-export allowed.
  { files: ["packages/db/src/schema/index.ts"], rules: { "no-restricted-syntax": "off" } },
  // Web
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks, portal: logicalProperties },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Start/end, never left/right, so the Arabic layout mirrors (scripts/eslint-logical-properties.js).
      "portal/logical-properties": "error",
      "no-restricted-imports": restrict(noAppImports, noRelativeClimb),
      "no-restricted-syntax": ["error", noBarrels, ...formatsInLibFormat],
    },
  },
  {
    files: ["apps/web/src/lib/format.ts"],
    rules: { "no-restricted-syntax": ["error", noBarrels] },
  },
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": restrict(
        noAppImports,
        noRelativeClimb,
        [
          `^@/features/(?!${feature}/)`,
          `A feature never imports another feature (${feature}); move the shared piece to components/ or lib/, or compose both in the route.`,
        ],
        ["^@/app/", "Features do not import the app shell; the app composes features."],
      ),
    },
  })),
  {
    files: [
      "apps/web/src/components/**/*.{ts,tsx}",
      "apps/web/src/lib/**/*.{ts,tsx}",
      "apps/web/src/config/**/*.{ts,tsx}",
    ],
    rules: {
      "no-restricted-imports": restrict(noAppImports, noRelativeClimb, [
        "^@/(features|app)/",
        "components/, lib/ and config/ import no feature and not the app.",
      ]),
    },
  },
  // Web lengths: a component longer than a screen and a half hides its steps; split it by step or
  // section (STYLE "One way per thing"). Lower these as the longest shrink; the API holds 80.
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "max-lines-per-function": [
        "error",
        { max: webFunctionMaxLines, skipBlankLines: true, skipComments: true },
      ],
      "max-lines": ["error", { max: webFileMaxLines, skipBlankLines: true, skipComments: true }],
    },
  },
  // API
  {
    // A function longer than a screen hides its concerns: split it (one file per concern).
    files: ["apps/api/src/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "max-lines-per-function": ["error", { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ["apps/api/src/modules/**/*.ts"],
    rules: {
      "no-restricted-imports": restrict([
        "^\\.\\./(?!identity/authenticate$)[^./][^/]*/(?!(service|queries)$)",
        "An API module uses another module only through its service or its queries (../<module>/service, ../<module>/queries), and identity's authenticate for who calls.",
      ]),
    },
  },
  {
    files: ["apps/api/src/config/**/*.ts", "apps/api/src/lib/**/*.ts"],
    rules: {
      "no-restricted-imports": restrict(["/modules/", "config/ and lib/ import no module."]),
    },
  },
  // Contract
  {
    files: ["packages/contract/src/**/*.ts"],
    rules: {
      "no-restricted-imports": restrict(["^@portal/", "The contract imports nothing of the app."]),
    },
  },
  prettier,
);
