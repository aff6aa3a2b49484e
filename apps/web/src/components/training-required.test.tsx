import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import "@/lib/i18n";
import { ApiError } from "@/lib/api-client";
import { trainingRequiredOf } from "@/lib/training";
import { TrainingRequiredNotice } from "./training-required";

afterEach(() => vi.unstubAllGlobals());

const refusal = new ApiError(409, {
  error: {
    code: "training_required",
    message: "Pass this product's training",
    requestId: "r1",
    details: {
      product: "equipment_finance",
      courseId: "c1",
      courseTitle: "Equipment finance essentials",
    },
  },
});

describe("the training gate's refusal", () => {
  it("reads the product and the course from a 409 training_required, and nothing from other failures", () => {
    expect(trainingRequiredOf(refusal)).toEqual({
      product: "equipment_finance",
      courseId: "c1",
      courseTitle: "Equipment finance essentials",
    });
    expect(
      trainingRequiredOf(new ApiError(409, { error: { code: "invalid_transition" } })),
    ).toBeNull();
    expect(trainingRequiredOf(new Error("x"))).toBeNull();
  });

  it("shows the contract's message, names the product and links the course", () => {
    render(
      <MemoryRouter>
        <TrainingRequiredNotice training={trainingRequiredOf(refusal)!} />
      </MemoryRouter>,
    );
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain(
      "Pass this product's training in Learn before submitting the deal or sending it to funders.",
    );
    expect(alert.textContent).toContain("Equipment finance needs the course");
    const link = screen.getByRole("link", { name: "Equipment finance essentials" });
    expect(link.getAttribute("href")).toBe("/learn/c1");
  });
});
