import { expect } from "@playwright/test";
import type { Person } from "./people";

/** The operator approves the funder organization named `funderName` through the API. */
export async function approveFunder(operator: Person, funderName: string) {
  const headers = await operator.headers();
  const list = await operator.api.get("/v1/operator/funders", { headers });
  expect(list.ok(), `GET /v1/operator/funders: ${list.status()}`).toBe(true);
  const funders = ((await list.json()) as { items: { id: string; name: string }[] }).items;
  const funder = funders.find((f) => f.name === funderName);
  expect(funder, `the operator sees the funder ${funderName}`).toBeTruthy();
  const approve = await operator.api.put(`/v1/operator/funders/${funder!.id}/approve`, { headers });
  expect(approve.ok(), `approve ${funderName}: ${approve.status()}`).toBe(true);
}
