import { apiBaseUrl } from "@/config/env";
import { baseHeaders, failure, noInternetConnection, parseBody } from "./api-client";

// Apart from api-client.ts: no download is made from the log-in page, whose chunk then leaves it
// out (docs/decisions/005-log-in-page-budget.md).

/**
 * Fetches a file with the token (none when `public`: a secure link's visitor has no session) and
 * hands it to the browser as a download, under the server's file name or `fileName`.
 */
export async function downloadFile(
  path: string,
  fileName: string,
  options: { public?: boolean } = {},
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl}${path}`, {
      headers: await baseHeaders(options.public),
      credentials: "same-origin",
    });
  } catch (error) {
    throw new Error(noInternetConnection, { cause: error });
  }
  if (!response.ok)
    throw failure(response.status, parseBody(await response.text()), response.headers);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  // The server's name for it (Content-Disposition) wins: it knows what the caller may not.
  link.download =
    response.headers.get("content-disposition")?.match(/filename="([^"]+)"/)?.[1] ?? fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
