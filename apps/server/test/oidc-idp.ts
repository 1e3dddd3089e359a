import { createServer, type AddressInfo } from "node:net";

import { Provider } from "oidc-provider";

export const IDP_CLIENT = {
  clientId: "xpart-test-client",
  clientSecret: "xpart-test-client-secret-0123456789",
};

/**
 * A local OpenID Connect provider standing in for Google (which tests cannot reach): dev interactions with a
 * login form that accepts any account name, whose email becomes `<name>@example.test`.
 */
export async function startIdp(options: { port?: number; redirectUris: string[] }) {
  // The issuer names its port, so pick a free one before constructing the provider.
  const port = options.port ?? (await freePort());
  const provider = new Provider(`http://127.0.0.1:${port}`, {
    clients: [
      {
        client_id: IDP_CLIENT.clientId,
        client_secret: IDP_CLIENT.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "picture"] },
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({
        sub: id,
        email: `${id}@example.test`,
        email_verified: true,
        name: `Google ${id}`,
        picture: `http://127.0.0.1/avatar/${id}.png`,
      }),
    }),
    cookies: { keys: ["xpart-test-idp-cookie-key"] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
  });
  const server = provider.listen(port, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  return {
    issuer: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
