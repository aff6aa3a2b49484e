import { describe, expect, it } from "vitest";
import { ApiError, noInternetConnection } from "./api-client";
import { errorMessageKey } from "./errors";

describe("errorMessageKey (spec §8)", () => {
  it("maps product API codes, identity codes and a missing response to the spec's messages", () => {
    expect(errorMessageKey(new Error(noInternetConnection))).toBe("noInternetConnection");
    expect(
      errorMessageKey(
        new ApiError(429, { error: { code: "rate_limited", message: "", requestId: "r" } }),
      ),
    ).toBe("pleaseWait");
    expect(
      errorMessageKey(new ApiError(401, { code: "INVALID_EMAIL_OR_PASSWORD", message: "" })),
    ).toBe("invalidEmailOrPassword");
    expect(errorMessageKey(new ApiError(422, { code: "USER_ALREADY_EXISTS", message: "" }))).toBe(
      "emailAlreadyExists",
    );
  });

  it("shows 'Unknown error' for everything else", () => {
    expect(
      errorMessageKey(
        new ApiError(500, { error: { code: "internal", message: "", requestId: "r" } }),
      ),
    ).toBe("unknownError");
    expect(errorMessageKey(new ApiError(502, "<html>bad gateway</html>"))).toBe("unknownError");
    expect(errorMessageKey(new ApiError(400, { code: "SOMETHING_NEW" }))).toBe("unknownError");
    expect(errorMessageKey(new TypeError("x is undefined"))).toBe("unknownError");
    expect(errorMessageKey("toString")).toBe("unknownError");
  });
});
