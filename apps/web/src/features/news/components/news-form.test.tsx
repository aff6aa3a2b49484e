import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import "@/lib/i18n";
import { renderWithQuery } from "@/testing/render-with-query";
import { newsPost } from "../news-fixture";
import { NewsForm } from "./news-form";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** Answers every POST or PUT with `answer`, and counts them. */
function serve(answer: () => Response) {
  const fetch = vi.fn(async () => answer());
  vi.stubGlobal("fetch", fetch);
  return fetch;
}
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

afterEach(() => vi.unstubAllGlobals());

describe("NewsForm", () => {
  it("says at the field what is wrong, sends nothing, and clears it once fixed", async () => {
    const fetch = serve(() => json(200, newsPost()));
    renderWithQuery(<NewsForm audiences={["team"]} />);
    type("Text", "Hello");
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    const error = await screen.findByText("Give the post a title (up to 200 characters).");
    expect(screen.getByLabelText("Title").getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Title")));
    type("Title", "Targets");
    await waitFor(() => expect(error.isConnected).toBe(false));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("puts the server's refusal at its field and keeps what was typed", async () => {
    serve(() =>
      json(400, {
        error: {
          code: "validation_failed",
          issues: [{ path: "body", code: "newsBodyRequired", message: "x" }],
        },
      }),
    );
    renderWithQuery(<NewsForm audiences={["team"]} />);
    type("Title", "Targets");
    type("Text", "Well done");
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    await screen.findByText("Write the post (up to 20,000 characters).");
    expect(screen.getByLabelText("Text").getAttribute("aria-invalid")).toBe("true");
    expect(valueOf("Title")).toBe("Targets");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says a refusal of the whole above the form, keeps the text, and empties it once posted", async () => {
    let refuse = true;
    serve(() =>
      refuse ? json(403, { error: { code: "forbidden" } }) : json(200, newsPost({ mine: true })),
    );
    renderWithQuery(<NewsForm audiences={["team"]} />);
    type("Title", "Targets");
    type("Text", "Well done");
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "You do not have access to this.",
    );
    expect(valueOf("Title")).toBe("Targets");
    expect(valueOf("Text")).toBe("Well done");
    refuse = false;
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(valueOf("Title")).toBe(""));
    expect(valueOf("Text")).toBe("");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
