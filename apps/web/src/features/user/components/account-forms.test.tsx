import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import "@/lib/i18n";
import type { User } from "@portal/contract/user/user-schemas";
import { ToastProvider } from "@/components/ui/toast";
import { CompanyForm, ProfileForm } from "./account-forms";

afterEach(() => vi.unstubAllGlobals());

const user = {
  id: "u1",
  email: "ann@example.com",
  emailVerified: true,
  avatarUrl: null,
  operator: false,
  profile: {
    firstName: "Ann",
    lastName: "Lee",
    dateOfBirth: "1990-01-02",
    gender: "female",
    country: "GB",
    countryCode: "+44",
    phoneNumber: "+447911123456",
    nationality: null,
    language: "en",
    communicationLanguage: "en",
    displayCurrency: "GBP",
    jobTitle: null,
    biography: null,
    termsAcceptedAt: "2026-01-01T00:00:00Z",
  },
  organization: {
    id: "o1",
    name: "Acme",
    accountType: "organization",
    role: "owner",
    company: { companyName: "Acme Brokers" },
    approvedAt: null,
    logoUrl: null,
  },
} as User;

const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole("button", { name: "Save" }));
const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const refusal = (issues: { path: string; code: string }[]) =>
  Response.json({ error: { code: "validation_failed", issues } }, { status: 400 });

describe("profile tab", () => {
  const show = (onSaved = vi.fn(async () => {})) =>
    render(
      <ToastProvider>
        <ProfileForm user={user} onSaved={onSaved} />
      </ToastProvider>,
    );

  it("says what is missing at the field and clears it once fixed", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    show();
    change("First name", "");
    save();
    expect(await screen.findByText("First name is required")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("First name")));
    change("First name", "Anna");
    await waitFor(() => expect(screen.queryByText("First name is required")).toBeNull());
    expect(fetch).not.toHaveBeenCalled();
  });

  it("puts the server's refusal at its field, shows another failure in the form, and keeps what was typed", async () => {
    vi.stubGlobal(
      "fetch",
      vi
        .fn()
        .mockResolvedValueOnce(refusal([{ path: "phoneNumber", code: "invalidPhoneNumber" }]))
        .mockResolvedValueOnce(new Response("upstream down", { status: 502 })),
    );
    const onSaved = vi.fn(async () => {});
    show(onSaved);
    change("Job title", "Broker");
    save();
    expect(await screen.findByText("Invalid phone number")).toBeTruthy();
    expect(screen.getByLabelText("Phone number").getAttribute("aria-invalid")).toBe("true");
    save();
    expect((await screen.findByRole("alert")).textContent).toBe("Unknown error. Please Try again.");
    expect(valueOf("Job title")).toBe("Broker");
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe("company tab", () => {
  it("checks the address at its field, and clears it once fixed", async () => {
    const fetch = vi.fn(async () => Response.json({ id: "u1" }));
    vi.stubGlobal("fetch", fetch);
    const onSaved = vi.fn(async () => {});
    render(
      <ToastProvider>
        <CompanyForm user={user} onSaved={onSaved} />
      </ToastProvider>,
    );
    change("Website", "acme");
    save();
    expect(await screen.findByText("Enter a valid web address")).toBeTruthy();
    change("Website", "https://acme.example");
    await waitFor(() => expect(screen.queryByText("Enter a valid web address")).toBeNull());
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toMatchObject({
      company: { companyName: "Acme Brokers", website: "https://acme.example" },
    });
  });

  it("puts the server's refusal at its field and keeps what was typed", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => refusal([{ path: "company.website", code: "invalidUrl" }])),
    );
    render(
      <ToastProvider>
        <CompanyForm user={user} onSaved={vi.fn(async () => {})} />
      </ToastProvider>,
    );
    change("Website", "https://acme.example");
    save();
    expect(await screen.findByText("Enter a valid web address")).toBeTruthy();
    expect(screen.getByLabelText("Website").getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(valueOf("Website")).toBe("https://acme.example");
  });
});
