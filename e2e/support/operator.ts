import { expect, type APIRequestContext } from "@playwright/test";

/** The operator account the journeys' server creates at start (operators are never made by sign-up). */
export const e2eOperator = {
  email: "operator@e2e.example.com",
  password: "correct horse battery staple",
};

/** Signs the operator in on `request` (its own cookies) and approves the funder organization named `funderName`. */
export async function approveFunder(
  request: APIRequestContext,
  origin: string,
  funderName: string,
) {
  const signIn = await request.post("/auth/sign-in/email", {
    data: e2eOperator,
    headers: { origin },
  });
  expect(signIn.ok()).toBe(true);
  const headers = {
    authorizationkey: (await (await request.get("/auth/token")).json()).token as string,
  };
  const funders = (await (await request.get("/v1/operator/funders", { headers })).json()).items as {
    id: string;
    name: string;
  }[];
  const funder = funders.find((f) => f.name === funderName);
  expect(funder, `the operator sees the funder ${funderName}`).toBeTruthy();
  expect((await request.put(`/v1/operator/funders/${funder!.id}/approve`, { headers })).ok()).toBe(
    true,
  );
}
