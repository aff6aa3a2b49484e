import { describe, expect, it } from "vitest";
import { errorCodes } from "./error-codes";
import { messageText, toFieldIssue } from "./field-issues";

describe("field issues", () => {
  it("turns a message key into code and English text, anything else into invalidValue", () => {
    expect(toFieldIssue(["company", "companyName"], "companyNameRequired")).toEqual({
      path: "company.companyName",
      code: "companyNameRequired",
      message: "Company name is required",
    });
    expect(toFieldIssue(["x"], "Invalid input: expected string")).toEqual({
      path: "x",
      code: "invalidValue",
      message: "This value is not valid",
    });
    expect(toFieldIssue(["x"], "constructor").code).toBe("invalidValue");
  });

  it("gives every error code a message that exists", () => {
    for (const { message } of Object.values(errorCodes)) expect(messageText(message)).toBeTruthy();
  });
});
