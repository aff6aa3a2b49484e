import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import type { AuthoringCourse } from "@portal/contract/learn/learn-schemas";
import "@/lib/i18n";
import { renderWithQuery } from "@/testing/render-with-query";
import { CourseEditor } from "./course-editor";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const draft = {
  id: "v1",
  number: 1,
  state: "draft",
  title: "Lines of credit",
  summary: "What a line needs",
  minutes: 20,
  passMark: 80,
  products: ["line_of_credit"],
  lessons: [{ id: "l1", title: "Basics", body: "A line **revolves**.", bodyHtml: "" }],
  questions: [
    {
      id: "q1",
      kind: "single",
      prompt: "Does a line revolve?",
      choices: [
        { id: "c1", text: "Yes", correct: true },
        { id: "c2", text: "No", correct: false },
      ],
    },
  ],
  createdAt: "2026-11-20T10:00:00Z",
  publishedAt: null,
} satisfies AuthoringCourse["draft"];
const course: AuthoringCourse = { id: "c1", published: null, draft, accreditedCount: 0 };

/** The editor of `course` with every PUT answered `answer()`; the PUT bodies are kept. */
function edit(answer: () => Response) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)));
      return answer();
    }),
  );
  renderWithQuery(
    <MemoryRouter>
      <CourseEditor course={course} />
    </MemoryRouter>,
  );
  return sent;
}
const save = () => fireEvent.click(screen.getByRole("button", { name: "Save the draft" }));
const question = () => screen.getByRole("group", { name: "Question 1" });

afterEach(() => vi.unstubAllGlobals());

describe("the course editor", () => {
  it("says what is refused at its field and first above the buttons, and sends nothing", async () => {
    const sent = edit(() => json(200, course));
    fireEvent.change(screen.getByLabelText("Pass mark (%)"), { target: { value: "0" } });
    // No right choice left.
    fireEvent.click(within(question()).getByLabelText("Right answer: Choice 1"));
    save();
    const passMark = "Enter the pass mark as a whole percentage from 1 to 100.";
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain(passMark));
    expect(screen.getByLabelText("Pass mark (%)").getAttribute("aria-invalid")).toBe("true");
    expect(question().textContent).toContain("Mark the right choices");
    expect(sent).toEqual([]);
    // A right choice ticked again answers the question's error at once.
    fireEvent.click(within(question()).getByLabelText("Right answer: Choice 1"));
    await waitFor(() => expect(question().textContent).not.toContain("Mark the right choices"));
  }, 15_000);

  it("ticks one right choice for single choice", () => {
    edit(() => json(200, course));
    const box = (n: number) =>
      within(question()).getByLabelText(`Right answer: Choice ${n}`) as HTMLInputElement;
    fireEvent.click(box(2));
    expect(box(2).checked).toBe(true);
    expect(box(1).checked).toBe(false);
  });

  it("puts the server's refusal at its field, and keeps what was typed on a conflict", async () => {
    let answer = json(400, {
      error: {
        code: "validation_failed",
        issues: [{ path: "lessons.0.title", code: "lessonTitleRequired" }],
      },
    });
    const sent = edit(() => answer);
    fireEvent.change(screen.getByLabelText("Lesson title"), { target: { value: "Basics again" } });
    save();
    await waitFor(() =>
      expect(screen.getByLabelText("Lesson title").getAttribute("aria-invalid")).toBe("true"),
    );
    expect(sent).toHaveLength(1);
    answer = json(409, { error: { code: "version_conflict" } });
    save();
    await screen.findByRole("alert");
    expect((screen.getByLabelText("Lesson title") as HTMLInputElement).value).toBe("Basics again");
    expect(sent).toHaveLength(2);
  }, 15_000);
});
