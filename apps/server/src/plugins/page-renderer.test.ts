import { describe, expect, it } from "vitest";

import { scriptJson } from "./page-renderer.js";

describe("the server-rendered page's state block (issue 24)", () => {
  it("issue 24: a product name cannot close the JSON block or open markup, and reads back the same", () => {
    const name = '</script><script>alert(1)</script><!-- \u2028 \u2029 "quoted"';
    const text = scriptJson({ name });
    expect(text).not.toContain("<");
    expect(text).not.toContain("\u2028");
    expect(text).not.toContain("\u2029");
    expect(JSON.parse(text)).toEqual({ name });
  });
});
