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
    },
  },
  {
    files: ["apps/server/src/modules/**/*.ts"],
    rules: {
      // A module's tables belong to its own service; other modules go through that service (DESIGN §2).
      // Only table files may name another module's table, for a foreign key.
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: serverModules.map((name) => ({
            target: `./apps/server/src/modules/!(${name})/**/!(*.tables).ts`,
            from: `./apps/server/src/modules/${name}/*.tables.ts`,
            message: "Use the owning module's service, not its tables.",
          })),
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
      // Web features never import each other; shared pieces live in components/ or packages/shared (DESIGN §2).
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: webFeatures.map((name) => ({
            target: `./apps/web/src/features/${name}`,
            from: "./apps/web/src/features",
            except: [`./${name}`],
            message: "Features must not import each other.",
          })),
        },
      ],
    },
  },
  prettier,
);
