import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import "@/lib/i18n";
import { renderWithQuery } from "@/testing/render-with-query";
import { attempt, attemptResult, courseDetail } from "../learn-fixture";
import { CoursePage } from "./course-page";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

type Call = { url: string; method: string; body?: unknown };

/** The course page with the API answering `answer(url, method)`; every call is recorded. */
function show(answer: (url: string, method: string) => Response, course = courseDetail()) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return answer(url, method);
    }),
  );
  renderWithQuery(
    <MemoryRouter>
      <CoursePage course={course} />
    </MemoryRouter>,
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe("the course's quiz", () => {
  it("shows the lessons' HTML, sends the chosen answers in the attempt's order and shows the grade, not the answers", async () => {
    const calls = show((url) =>
      url.endsWith("/attempts") ? json(201, attempt()) : json(200, attemptResult()),
    );
    expect(screen.getByText("secured").tagName).toBe("STRONG");
    fireEvent.click(screen.getByRole("button", { name: "Start the quiz" }));

    // The attempt's order (q2 first), multiple choice as checkboxes, single choice as radios.
    const groups = await screen.findAllByRole("group");
    expect(groups.map((g) => g.querySelector("input")!.getAttribute("type"))).toEqual([
      "checkbox",
      "radio",
    ]);
    expect(groups[0]!.textContent).toContain("Which documents do funders ask for?");

    // Not everything answered: nothing is sent.
    fireEvent.click(screen.getByRole("button", { name: "Submit answers" }));
    expect(await screen.findByText("2 questions are not answered yet.")).toBeTruthy();
    expect(calls.some((c) => c.url.includes("/submit"))).toBe(false);

    fireEvent.click(screen.getByLabelText("Supplier quote"));
    fireEvent.click(screen.getByLabelText("Bank statements"));
    fireEvent.click(screen.getByLabelText("Nothing"));
    fireEvent.click(screen.getByLabelText("The equipment"));
    fireEvent.click(screen.getByRole("button", { name: "Submit answers" }));

    await waitFor(() =>
      expect(calls).toContainEqual({
        url: "/v1/learn/attempts/a1/submit",
        method: "POST",
        body: {
          answers: [
            { questionId: "q2", choiceIds: ["q2c1", "q2c2"] },
            { questionId: "q1", choiceIds: ["q1c1"] },
          ],
        },
      }),
    );
    expect(await screen.findByText("Not passed: 50% (pass mark 80%).")).toBeTruthy();
    expect(screen.getByText("1 of 2 right.")).toBeTruthy();
    expect(screen.getByText("Question 1: Which documents do funders ask for?")).toBeTruthy();
    expect(screen.getByText("2 attempts left before a cool-down.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "See your certificate" })).toBeNull();
  }, 15_000);

  it("puts the server's refusal at its question, and keeps the choices when the grading fails", async () => {
    let answer = json(400, {
      error: {
        code: "validation_failed",
        issues: [{ path: "answers.1.choiceIds", code: "invalidValue" }],
      },
    });
    const calls = show((url) => (url.endsWith("/attempts") ? json(201, attempt()) : answer));
    fireEvent.click(screen.getByRole("button", { name: "Start the quiz" }));
    fireEvent.click(await screen.findByLabelText("Supplier quote"));
    fireEvent.click(screen.getByLabelText("The equipment"));
    fireEvent.click(screen.getByRole("button", { name: "Submit answers" }));
    const groups = screen.getAllByRole("group");
    await waitFor(() => expect(groups[1]!.textContent).toContain("This value is not valid"));
    expect(groups[0]!.textContent).not.toContain("This value is not valid");
    expect(screen.queryByRole("alert")).toBeNull();

    answer = json(500, { error: { code: "internal" } });
    fireEvent.click(screen.getByRole("button", { name: "Submit answers" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Unknown error");
    expect((screen.getByLabelText("Supplier quote") as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("The equipment") as HTMLInputElement).checked).toBe(true);
    expect(calls.filter((c) => c.url.endsWith("/submit"))).toHaveLength(2);
  });

  it("links the certificate on a pass", async () => {
    show((url) =>
      url.endsWith("/attempts")
        ? json(201, attempt())
        : json(
            200,
            attemptResult({
              score: 100,
              passed: true,
              correctCount: 2,
              wrongQuestionIds: [],
              cpdMinutes: 20,
              certificateId: "cert-1",
            }),
          ),
    );
    fireEvent.click(screen.getByRole("button", { name: "Start the quiz" }));
    fireEvent.click(await screen.findByLabelText("Supplier quote"));
    fireEvent.click(screen.getByLabelText("The equipment"));
    fireEvent.click(screen.getByRole("button", { name: "Submit answers" }));
    expect(await screen.findByText("Passed: 100% (pass mark 80%).")).toBeTruthy();
    expect(screen.getByText("20 CPD minutes recorded.")).toBeTruthy();
    const link = screen.getByRole("link", { name: "See your certificate" });
    expect(link.getAttribute("href")).toBe("/learn/certificates/cert-1");
  });

  it("says when the cool-down ends when the API refuses a new attempt", async () => {
    const retryAt = "2099-01-02T15:30:00.000Z";
    show(() =>
      json(409, {
        error: {
          code: "attempts_cooldown",
          message: "cool-down",
          requestId: "r1",
          details: { courseId: "c1", retryAt },
        },
      }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Start the quiz" }));
    expect(
      await screen.findByText(
        "You have used your attempts at this quiz. Read the lessons again and try after the cool-down.",
      ),
    ).toBeTruthy();
    expect(screen.getByText(/^You can try again from .*2099/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Start the quiz" })).toBeNull();
  });

  it("shows a running cool-down from the course without starting", () => {
    const calls = show(
      () => json(500, {}),
      courseDetail({ attemptsLeft: 0, cooldownEndsAt: "2099-01-02T15:30:00.000Z" }),
    );
    expect(screen.getByText(/^You can try again from .*2099/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Start the quiz" })).toBeNull();
    expect(calls).toEqual([]);
  });

  it("marks a lesson read", async () => {
    const course = courseDetail({ lessonsRead: 1 });
    course.lessons[1]!.read = false;
    const calls = show(() => json(200, courseDetail()), course);
    expect(screen.getByText("Read the lessons before the quiz.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Mark as read" }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        url: "/v1/learn/lessons/l2/read",
        method: "POST",
        body: undefined,
      }),
    );
  });
});
