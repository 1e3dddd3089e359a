// One lint config for the whole repo: typed rules, import order, no cycles, and the module/feature boundaries of DESIGN §2.
import { readdirSync } from "node:fs";

import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const dirs = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const serverModules = dirs("./apps/server/src/modules/");
const webFeatures = dirs("./apps/web/src/features/");

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/dist-server/**",
      "**/.data/**",
      "reports/**",
      "**/test-results/**",
      "**/playwright-report/**",
      "apps/server/migrations/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: "module" },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      "import-x/no-cycle": "error",
      "import-x/no-named-as-default-member": "off",
      "import-x/order": [
        "error",
        {
          groups: ["builtin", "external", "internal", "parent", "sibling", "index"],
          "newlines-between": "always",
          alphabetize: { order: "asc", caseInsensitive: true },
        },
      ],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      // `import { type X }` keeps an empty import, which loads the module: one of zod's schemas for a type
      // was enough to put zod on every public page (issue 24).
      "@typescript-eslint/no-import-type-side-effects": "error",
    },
  },
  {
    files: ["apps/server/src/modules/**/*.ts"],
    rules: {
      // Answer shapes live in packages/shared, used by server and web alike (decision 0009).
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "Property[key.name='response'] CallExpression[callee.object.name='z'][callee.property.name=/^(object|strictObject|looseObject|union|discriminatedUnion)$/]",
          message: "Define answer shapes in packages/shared and import them.",
        },
      ],
      // A module's tables belong to its own service; other modules go through that service (DESIGN §2).
      // Only table files may name another module's table, for a foreign key.
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            ...serverModules.map((name) => ({
              target: `./apps/server/src/modules/!(${name})/**/!(*.tables).ts`,
              from: `./apps/server/src/modules/${name}/*.tables.ts`,
              message: "Use the owning module's service, not its tables.",
            })),
            // Each module has one front door (decision 0009): others import its index.ts, never its insides.
            ...serverModules.map((name) => ({
              target: `./apps/server/src/modules/!(${name})/**/*.ts`,
              from: `./apps/server/src/modules/${name}`,
              except: ["./index.ts", `./${name}.tables.ts`],
              message: `Import the ${name} module through its index.ts.`,
            })),
            {
              target: "./apps/server/src/modules",
              from: "./apps/server/src/plugins/errors.ts",
              message:
                "Modules throw domain errors (src/domain-errors.ts); plugins/errors.ts maps them to HTTP.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Web imports point one way (decision 0010): app/ → features/ → components/ (shared UI) and lib/.
      // Features never import each other; shared pieces live in components/, lib/ or packages/shared (DESIGN §2).
      // apps/web/src/lint-zones.test.ts proves each zone fails a wrong import.
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            ...webFeatures.map((name) => ({
              target: `./apps/web/src/features/${name}`,
              from: "./apps/web/src/features",
              except: [`./${name}`],
              message: "Features must not import each other.",
            })),
            {
              target: "./apps/web/src/features",
              from: "./apps/web/src/app",
              message: "Features must not import app/: move what they share into lib/ or components/.",
            },
            {
              target: ["./apps/web/src/components", "./apps/web/src/lib"],
              from: ["./apps/web/src/app", "./apps/web/src/features"],
              message: "components/ and lib/ sit below app/ and features/ and must not import them.",
            },
          ],
        },
      ],
      // Climbing out of a folder goes through the #src/* alias (apps/web/package.json "imports"), never ../
      // The shared package comes through its zod-free ./texts entry or its ./schemas entry, so the first load
      // can take texts without zod (decision 0010).
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@xpart/shared",
              message: "Import @xpart/shared/texts, @xpart/shared/parts or @xpart/shared/schemas.",
            },
            {
              name: "react-toastify",
              importNames: ["toast"],
              message:
                "Show toasts with #src/lib/lazy-toast: it loads the library with the first toast (decision 0038).",
            },
          ],
          patterns: [{ regex: "^\\.\\./", message: "Import from another folder as #src/…, not ../" }],
        },
      ],
    },
  },
  prettier,
);
