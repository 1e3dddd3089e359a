import type { CompanyRole, CreateCompanyBody } from "@xpart/shared";
import { sql } from "drizzle-orm";
import { expect } from "vitest";

import type { Database } from "../src/db/client.js";
import { JOB_SCHEMA } from "../src/jobs/index.js";

import { bearer, customer } from "./auth-helpers.js";
import type { TestApp } from "./test-app.js";

export type Person = Awaited<ReturnType<typeof customer>>;

let companies = 0;
export const aCompany = (overrides: Partial<CreateCompanyBody> = {}): CreateCompanyBody => {
  companies += 1;
  return {
    name: `Northside Fleet ${companies}`,
    taxId: `GB${100000 + companies}`,
    billingAddress: "1 Depot Road, Leeds",
    ...overrides,
  };
};

/** A signed-in customer who creates a company and is its company admin. */
export async function companyAdmin(t: TestApp, body: CreateCompanyBody = aCompany()) {
  const admin = await customer(t.app);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/companies",
    headers: bearer(admin.token),
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { admin, companyId: res.json().id as string };
}

/** The token of the newest invitation mailed to `email` (only its hash is stored; the mail carries it). */
export async function invitationTokenFor(db: Database, email: string): Promise<string> {
  const result = await db.execute(sql`
    select data->'data'->>'token' as token from ${sql.identifier(JOB_SCHEMA)}.job
    where name = 'mail' and data->>'kind' = 'company-invitation' and lower(data->>'to') = lower(${email})
    order by created_on desc limit 1`);
  const token = (result as unknown as { rows: { token: string }[] }).rows[0]?.token;
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

/** `inviter` (a company admin) invites a new customer in `role`, who accepts through the mailed link. */
export async function invitedMember(t: TestApp, inviter: Person, role: CompanyRole): Promise<Person> {
  const person = await customer(t.app);
  const invited = await t.app.inject({
    method: "POST",
    url: "/api/company/invitations",
    headers: bearer(inviter.token),
    payload: { email: person.email, role },
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const token = await invitationTokenFor(t.db, person.email);
  const accepted = await t.app.inject({
    method: "POST",
    url: `/api/company-invitations/${token}/accept`,
    headers: bearer(person.token),
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return person;
}

/** A member's account id, as their company admin reads it on GET /api/company. */
export async function memberId(t: TestApp, admin: Person, email: string): Promise<string> {
  const res = await t.app.inject({ method: "GET", url: "/api/company", headers: bearer(admin.token) });
  const member = (res.json().members as { userId: string; email: string }[]).find((m) => m.email === email);
  if (!member) throw new Error(`${email} is not a member`);
  return member.userId;
}
