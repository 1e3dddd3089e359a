import { fileURLToPath } from "node:url";

import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The web's one-way layers (decision 0010) hold in lint: the repo's own eslint.config.js, run through ESLint's
 * Node API on a small file at a made-up path, refuses each wrong import and lets the right ones through.
 */
const repo = fileURLToPath(new URL("../../../", import.meta.url));
let eslint: ESLint;

// The repo's config as it is, but without import-x/no-cycle, which would parse the whole app behind each
// import and is not what these cases are about. Loading the config and resolver is done once, up front.
beforeAll(async () => {
  eslint = new ESLint({ cwd: repo, overrideConfig: { rules: { "import-x/no-cycle": "off" } } });
  await eslint.lintText('import "#src/lib/paths";\n', { filePath: `${repo}apps/web/src/lib/warm-up.ts` });
}, 120_000);

/** The rules that fire when `file` (a path under apps/web/src) imports `specifier`. */
async function rulesBroken(file: string, specifier: string): Promise<(string | null)[]> {
  const code = `import * as imported from "${specifier}";\n\nexport const used = imported;\n`;
  const [result] = await eslint.lintText(code, { filePath: `${repo}apps/web/src/${file}` });
  return result!.messages.map((message) => message.ruleId);
}

describe("web layers: app → features → components/ and lib/", () => {
  it.each([
    ["components/x.tsx", "#src/app/router"],
    ["components/x.tsx", "../app/router"],
    ["components/x.tsx", "#src/features/home/pages/home-page"],
    ["lib/x.ts", "#src/app/providers"],
    ["lib/auth/x.ts", "#src/features/dashboard/pages/profile-page"],
    ["features/orders/x.ts", "#src/app/router"],
    ["features/orders/pages/x.tsx", "#src/app/layouts/root-layout"],
    ["features/orders/x.ts", "#src/features/payment/api/get-order"],
  ])("%s may not import %s", async (file, specifier) => {
    expect(await rulesBroken(file, specifier)).toContain("import-x/no-restricted-paths");
  });

  it.each([
    ["app/x.tsx", "#src/features/home/pages/home-page"],
    ["app/x.tsx", "#src/lib/auth/auth-context"],
    ["features/orders/x.ts", "#src/lib/paths"],
    ["features/orders/x.ts", "#src/components/spinner"],
    ["features/orders/pages/x.tsx", "#src/features/orders/order-rules"],
    ["components/x.tsx", "#src/lib/auth/auth-context"],
    ["components/x.tsx", "./spinner"],
    ["lib/auth/x.ts", "#src/lib/api-client"],
  ])("%s may import %s", async (file, specifier) => {
    expect(await rulesBroken(file, specifier)).toEqual([]);
  });

  it("the shared package comes through its ./texts or ./schemas entry", async () => {
    expect(await rulesBroken("components/x.tsx", "@xpart/shared")).toEqual(["no-restricted-imports"]);
    expect(await rulesBroken("components/x.tsx", "@xpart/shared/texts")).toEqual([]);
    expect(await rulesBroken("features/orders/x.ts", "@xpart/shared/schemas")).toEqual([]);
  });

  it("climbing out of a folder goes through #src/, never ../", async () => {
    expect(await rulesBroken("features/orders/pages/x.tsx", "../order-rules")).toEqual([
      "no-restricted-imports",
    ]);
  });
});
