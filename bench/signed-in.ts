/** A new customer's session cookie, for the pages a benchmark measures as a signed-in visitor. */
export async function signedInCookie(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({
      name: "Bench Buyer",
      email: `bench-${Date.now().toString(36)}@example.test`,
      password: "bolt-and-nut-7",
    }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
