import type { Page, Request } from "@playwright/test";
import { INFO_TEXTS } from "@xpart/shared";
import { seriousViolations } from "@xpart/test-support/axe";

import { expect, test } from "./support/app-test";
import { VIEWPORTS } from "./support/layout-helpers";
import { signedInCustomer } from "./support/sign-in";

const moreInfo = (page: Page) => page.getByRole("region", { name: INFO_TEXTS.moreInfo, exact: true });
/** The value shown beside a label of the 'More info' card. */
const shown = (page: Page, label: string) =>
  moreInfo(page).locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
const profileLinks = (page: Page) => page.getByRole("list", { name: "Profile links" }).getByRole("link");

/** The bodies of the writes to /api/info, as "METHOD" and the JSON sent. */
function recordInfoWrites(page: Page) {
  const writes: { method: string; url: string; body: unknown }[] = [];
  page.on("request", (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/info" && request.method() !== "GET")
      writes.push({ method: request.method(), url: url.pathname + url.search, body: request.postDataJSON() });
  });
  return writes;
}

async function openProfile(page: Page) {
  await page.goto("/dashboard/profile");
  await expect(moreInfo(page).getByRole("button", { name: /^(Add Info|Update)$/ })).toBeVisible();
}

test.describe("profile 'More info'", () => {
  test("PROF-05..12 MSG-06/07 VAL-19 J7: add info, update one field, see the card change; the social buttons link to the saved URLs", async ({
    page,
  }) => {
    const account = await signedInCustomer(page, "info");
    await openProfile(page);
    const writes = recordInfoWrites(page);
    for (const label of ["Study in", "Lives in", "Phone"])
      await expect(shown(page, label)).toHaveText("Not added yet");
    await expect(moreInfo(page).getByRole("button", { name: INFO_TEXTS.update })).toHaveCount(0);

    await moreInfo(page).getByRole("button", { name: INFO_TEXTS.addInfo }).click();
    const dialog = page.getByRole("dialog", { name: INFO_TEXTS.addInfo });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Email")).toHaveValue(account.email);
    await expect(dialog.getByLabel("Email")).toHaveAttribute("readonly", "");
    await expect(dialog.getByLabel("Study in")).toBeFocused();
    await dialog.getByLabel("Study in").fill("Dhaka Polytechnic Institute");
    await dialog.getByLabel("Lives in").fill("Khulna");
    await dialog.getByLabel("Phone").fill("+880 1711-000000");
    await dialog.getByLabel("Facebook link").fill("https://facebook.com/test.buyer");
    await dialog.getByLabel("LinkedIn link").fill("https://www.linkedin.com/in/test-buyer");
    await dialog.getByRole("button", { name: "Save" }).click();

    await expect(page.getByText(INFO_TEXTS.infoAdded)).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(writes).toEqual([
      {
        method: "POST",
        url: "/api/info",
        body: {
          email: account.email,
          studyIn: "Dhaka Polytechnic Institute",
          livesIn: "Khulna",
          phone: "+880 1711-000000",
          facebook: "https://facebook.com/test.buyer",
          linkedin: "https://www.linkedin.com/in/test-buyer",
          github: "",
        },
      },
    ]);
    await expect(shown(page, "Study in")).toHaveText("Dhaka Polytechnic Institute");
    await expect(shown(page, "Lives in")).toHaveText("Khulna");
    await expect(shown(page, "Phone")).toHaveText("+880 1711-000000");
    await expect(moreInfo(page).getByRole("button", { name: INFO_TEXTS.update })).toBeVisible();
    await expect(moreInfo(page).getByRole("button", { name: INFO_TEXTS.addInfo })).toHaveCount(0);

    // PROF-05: the buttons link to the user's own links, in a new tab; GitHub has none, so no button.
    await expect(profileLinks(page)).toHaveCount(2);
    for (const [name, href] of [
      ["Facebook", "https://facebook.com/test.buyer"],
      ["LinkedIn", "https://www.linkedin.com/in/test-buyer"],
    ] as const) {
      const link = profileLinks(page).filter({ hasText: name });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(page.getByRole("link", { name: /GitHub/ })).toHaveCount(0);

    // PROF-11/12: only Lives in changes; the other fields, LinkedIn included, stay.
    await moreInfo(page).getByRole("button", { name: INFO_TEXTS.update }).click();
    const update = page.getByRole("dialog", { name: "Update info" });
    await expect(update.getByLabel("LinkedIn link")).toHaveValue("https://www.linkedin.com/in/test-buyer");
    await update.getByLabel("Lives in").fill("Rajshahi");
    await update.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(INFO_TEXTS.updated)).toBeVisible();
    expect(writes[1]).toEqual({
      method: "PUT",
      url: `/api/info?email=${encodeURIComponent(account.email)}`,
      body: { updatedLivesIn: "Rajshahi" },
    });
    await expect(shown(page, "Lives in")).toHaveText("Rajshahi");
    await page.screenshot({ path: test.info().outputPath("profile-more-info.png"), fullPage: true });

    await page.reload();
    await expect(shown(page, "Lives in")).toHaveText("Rajshahi");
    await expect(shown(page, "Study in")).toHaveText("Dhaka Polytechnic Institute");
    await expect(shown(page, "Phone")).toHaveText("+880 1711-000000");
    await expect(profileLinks(page).filter({ hasText: "LinkedIn" })).toHaveAttribute(
      "href",
      "https://www.linkedin.com/in/test-buyer",
    );
  });

  test("PROF-05 a social button shows only while its link is set: added by Update, hidden again when cleared", async ({
    page,
  }) => {
    await signedInCustomer(page, "links");
    await openProfile(page);
    await moreInfo(page).getByRole("button", { name: INFO_TEXTS.addInfo }).click();
    const add = page.getByRole("dialog", { name: INFO_TEXTS.addInfo });
    await add.getByLabel("Lives in").fill("Sylhet");
    await add.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(INFO_TEXTS.infoAdded)).toBeVisible();
    await expect(shown(page, "Lives in")).toHaveText("Sylhet");
    await expect(page.getByRole("list", { name: "Profile links" })).toHaveCount(0);
    await expect(page.getByText("Add your profile links under More info.")).toBeVisible();

    await moreInfo(page).getByRole("button", { name: INFO_TEXTS.update }).click();
    let update = page.getByRole("dialog", { name: "Update info" });
    await update.getByLabel("GitHub link").fill("https://github.com/test-buyer");
    await update.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(INFO_TEXTS.updated)).toBeVisible();
    await expect(profileLinks(page)).toHaveCount(1);
    await expect(profileLinks(page)).toHaveAttribute("href", "https://github.com/test-buyer");
    await expect(profileLinks(page)).toContainText("GitHub");

    await moreInfo(page).getByRole("button", { name: INFO_TEXTS.update }).click();
    update = page.getByRole("dialog", { name: "Update info" });
    await update.getByLabel("GitHub link").fill("");
    await update.getByRole("button", { name: "Save" }).click();
    await expect(update).toBeHidden();
    await expect(page.getByRole("list", { name: "Profile links" })).toHaveCount(0);
    await expect(shown(page, "Lives in")).toHaveText("Sylhet");
  });

  test("PROF-13 a link to another site or an implausible phone shows its message and nothing is sent", async ({
    page,
  }) => {
    await signedInCustomer(page, "badinfo");
    await openProfile(page);
    const writes = recordInfoWrites(page);
    await moreInfo(page).getByRole("button", { name: INFO_TEXTS.addInfo }).click();
    const dialog = page.getByRole("dialog", { name: INFO_TEXTS.addInfo });
    await dialog.getByLabel("Phone").fill("12");
    await dialog.getByLabel("GitHub link").fill("javascript:alert(1)");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText(/^Phone must be 7 to 15 digits/)).toBeVisible();
    await expect(dialog.getByText("GitHub link must be an https link to github.com")).toBeVisible();
    await expect(dialog.getByLabel("Phone")).toBeFocused();
    expect(writes).toEqual([]);
    await expect(dialog).toBeVisible();
  });

  for (const viewport of [VIEWPORTS.small, VIEWPORTS.large]) {
    test(`a11y: the profile at ${viewport.width} px, with the 'Add Info' modal open, has no serious or critical axe findings`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await signedInCustomer(page, "infoaxe");
      await openProfile(page);
      expect(await seriousViolations(page)).toEqual([]);
      await moreInfo(page).getByRole("button", { name: INFO_TEXTS.addInfo }).click();
      const dialog = page.getByRole("dialog", { name: INFO_TEXTS.addInfo });
      await expect(dialog.getByLabel("Study in")).toBeFocused();
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByLabel("Facebook link").fill("https://example.test/me");
      await dialog.getByRole("button", { name: "Save" }).click();
      await expect(dialog.getByText("Facebook link must be an https link to facebook.com")).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`profile-add-info-${viewport.width}.png`) });
    });
  }
});
