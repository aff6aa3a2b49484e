import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import "@/lib/i18n";
import { OnboardingForm } from "./onboarding-form";

afterEach(() => vi.unstubAllGlobals());

const change = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** A Radix select: its hidden native <select> (there for autofill) takes the choice as a browser's autofill would. */
const choose = (label: string, value: string) => {
  const select = screen.getByLabelText(label).parentElement!.querySelector("select")!;
  fireEvent.change(select, { target: { value } });
};
/** A searchable picker (combobox): type, then Enter takes the best match. */
const pick = (label: string, text: string) => {
  const box = screen.getByRole("combobox", { name: label });
  fireEvent.change(box, { target: { value: text } });
  fireEvent.keyDown(box, { key: "Enter" });
};
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Finish registration" }));

function fillValidOrganization() {
  fireEvent.click(screen.getByLabelText(/^Organization/));
  change("Company name", "Acme Brokers");
  change("First name", "Ann");
  change("Last name", "Lee");
  change("Date of birth", "1990-01-02");
  choose("Gender", "female");
  choose("Country", "GB");
  change("Phone number", "07911 123456");
  pick("Display currency", "GBP");
  fireEvent.click(screen.getByLabelText("I accept the terms of service"));
}

describe("onboarding form", () => {
  it("shows the spec's messages for missing fields, linked to their inputs", async () => {
    const onDone = vi.fn();
    render(<OnboardingForm onDone={onDone} />);
    fireEvent.click(screen.getByLabelText(/^Organization/));
    submit();
    expect(await screen.findByText("Company name is required")).toBeTruthy();
    for (const text of [
      "First name is required",
      "Last name is required",
      "Date of birth is required",
      "Gender is required",
      "Country is required",
      "Phone number cannot be empty",
      "Display currency is required",
      "Terms are required",
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    const firstName = screen.getByLabelText("First name");
    expect(firstName.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(firstName.getAttribute("aria-describedby")!)?.textContent).toBe(
      "First name is required",
    );
    expect(onDone).not.toHaveBeenCalled();
  });

  it("offers the currency of the country chosen first", () => {
    render(<OnboardingForm onDone={vi.fn()} />);
    choose("Country", "GB");
    fireEvent.focus(screen.getByRole("combobox", { name: "Display currency" }));
    expect(screen.getAllByRole("option")[0]?.textContent).toBe("GBP · British Pound");
    choose("Country", "JP");
    expect(screen.getAllByRole("option")[0]?.textContent).toBe("JPY · Japanese Yen");
  });

  it("asks for a company name only for organizations", async () => {
    render(<OnboardingForm onDone={vi.fn()} />);
    fireEvent.click(screen.getByLabelText(/^Individual/));
    await waitFor(() => expect(screen.queryByLabelText("Company name")).toBeNull());
  });

  it("puts the API's field issues on the fields", async () => {
    const fetch = vi.fn(async () =>
      Response.json(
        {
          error: {
            code: "validation_failed",
            message: "Invalid request",
            requestId: "r1",
            issues: [
              {
                path: "company.companyName",
                code: "companyNameRequired",
                message: "Company name is required",
              },
              { path: "phoneNumber", code: "invalidPhoneNumber", message: "Invalid phone number" },
            ],
          },
        },
        { status: 400 },
      ),
    );
    vi.stubGlobal("fetch", fetch);
    const onDone = vi.fn();
    render(<OnboardingForm onDone={onDone} />);
    fillValidOrganization();
    submit();
    expect(await screen.findByText("Invalid phone number")).toBeTruthy();
    expect(screen.getByText("Company name is required")).toBeTruthy();
    expect(screen.getByLabelText("Phone number").getAttribute("aria-invalid")).toBe("true");
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/v1/user/update");
    expect(init.method).toBe("PUT");
    expect(JSON.parse(init.body as string)).toMatchObject({
      accountType: "organization",
      company: { companyName: "Acme Brokers" },
      termsAccepted: true,
    });
    expect(onDone).not.toHaveBeenCalled();
  });

  it("refreshes the session when the API accepts, and shows 'Unknown error' for an unexplained failure", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("upstream down", { status: 502 })),
    );
    const onDone = vi.fn(async () => {});
    render(<OnboardingForm onDone={onDone} />);
    fillValidOrganization();
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe("Unknown error. Please Try again.");
    expect((screen.getByLabelText("First name") as HTMLInputElement).value).toBe("Ann");
    expect((screen.getByLabelText("Company name") as HTMLInputElement).value).toBe("Acme Brokers");

    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ id: "u1" })),
    );
    submit();
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
  });

  it("clears a field's message as soon as it is fixed", async () => {
    render(<OnboardingForm onDone={vi.fn()} />);
    submit();
    expect(await screen.findByText("First name is required")).toBeTruthy();
    change("First name", "Ann");
    await waitFor(() => expect(screen.queryByText("First name is required")).toBeNull());
    expect(screen.getByText("Last name is required")).toBeTruthy();
  });

  it("joining an organization (decision 046): says so, asks no account type or company, sends the invitation", async () => {
    const fetch = vi.fn(async () => Response.json({ id: "u1" }));
    vi.stubGlobal("fetch", fetch);
    const onDone = vi.fn(async () => {});
    render(
      <OnboardingForm
        onDone={onDone}
        joining={{ organizationName: "Harbour Finance", role: "member", invitation: { id: "i1" } }}
      />,
    );
    expect(screen.getByText("You are joining Harbour Finance")).toBeTruthy();
    expect(screen.queryByLabelText(/^Organization/)).toBeNull();
    expect(screen.queryByLabelText("Company name")).toBeNull();
    change("First name", "Ann");
    change("Last name", "Lee");
    change("Date of birth", "1990-01-02");
    choose("Gender", "female");
    choose("Country", "GB");
    change("Phone number", "07911 123456");
    pick("Display currency", "GBP");
    fireEvent.click(screen.getByLabelText("I accept the terms of service"));
    submit();
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const body = JSON.parse(init.body as string);
    expect(body).toMatchObject({ firstName: "Ann", invitation: { id: "i1" }, termsAccepted: true });
    expect(body.accountType).toBeUndefined();
    expect(body.company).toBeUndefined();
  });
});
