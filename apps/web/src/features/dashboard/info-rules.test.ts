import type { InfoRecord } from "@xpart/shared/schemas";
import { describe, expect, it } from "vitest";

import { checkInfoUpdate, checkNewInfo, infoErrorsFrom, infoFormFor, socialLinksOf } from "./info-rules";

const record: InfoRecord = {
  _id: "i-1",
  email: "ann@example.test",
  studyIn: "Dhaka Polytechnic",
  livesIn: "Khulna",
  phone: null,
  facebook: null,
  linkedin: "https://linkedin.com/in/ann",
  github: "https://github.com/ann",
};

describe("info rules (PROF-08..13)", () => {
  it("a record's form shows its values, and nothing as empty text", () => {
    expect(infoFormFor(record)).toEqual({
      studyIn: "Dhaka Polytechnic",
      livesIn: "Khulna",
      phone: "",
      facebook: "",
      linkedin: "https://linkedin.com/in/ann",
      github: "https://github.com/ann",
    });
    expect(Object.values(infoFormFor(null))).toEqual(["", "", "", "", "", ""]);
  });

  it("Add Info sends every field trimmed, with the email", () => {
    const form = { ...infoFormFor(null), studyIn: "  KUET ", phone: " 01711-000000 " };
    expect(checkNewInfo(form, "ann@example.test")).toEqual({
      ok: true,
      body: {
        email: "ann@example.test",
        studyIn: "KUET",
        livesIn: "",
        phone: "01711-000000",
        facebook: "",
        linkedin: "",
        github: "",
      },
    });
  });

  it("PROF-11/12 Update sends only the changed fields by their updated* names; emptied means cleared", () => {
    const form = {
      ...infoFormFor(record),
      livesIn: "Rajshahi ",
      linkedin: "https://www.linkedin.com/in/ann2",
      github: "",
    };
    expect(checkInfoUpdate(form, record)).toEqual({
      ok: true,
      body: {
        updatedLivesIn: "Rajshahi",
        updatedLinkedIn: "https://www.linkedin.com/in/ann2",
        updatedGithub: "",
      },
    });
    expect(checkInfoUpdate(infoFormFor(record), record)).toEqual({ ok: true, body: {} });
  });

  it("PROF-13 refuses a link to another site and an implausible phone, by the form's field names", () => {
    const form = { ...infoFormFor(record), phone: "12", github: "https://gitlab.com/ann" };
    const result = checkInfoUpdate(form, record);
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.errors)).toEqual(["phone", "github"]);
  });

  it("reads a 400's field messages under either name", () => {
    expect(infoErrorsFrom({ updatedLinkedIn: "bad", studyIn: "long", email: "x" })).toEqual({
      linkedin: "bad",
      studyIn: "long",
    });
  });

  it("PROF-05 social buttons only for stored web addresses, Facebook, LinkedIn, GitHub in order", () => {
    expect(socialLinksOf(record).map((link) => link.label)).toEqual(["LinkedIn", "GitHub"]);
    expect(socialLinksOf({ ...record, linkedin: "javascript:alert(1)", github: "not a url" })).toEqual([]);
    expect(socialLinksOf(null)).toEqual([]);
  });
});
