import { downloadFile } from "@/lib/download-file";

/**
 * Whose copy: the funder's (its inbox item), the broker's (the deal's Offers tab) or an outside
 * funder's through its secure link (`{ link: token }`: the submission id is then not needed).
 */
export type TermSheetSide = "funder" | "broker" | { link: string };

const path = (side: TermSheetSide, id: string) =>
  typeof side === "object"
    ? `/v1/link/${encodeURIComponent(side.link)}/term-sheet`
    : `/v1/${side === "funder" ? "funder" : "user"}/submission/${encodeURIComponent(id)}/term-sheet`;

/**
 * Downloads the term sheet PDF of the offer on a submission (the standing or accepted one), written
 * by the server in the broker's language; named as the server names it, by the deal's reference.
 */
export const downloadTermSheet = (side: TermSheetSide, submissionId: string, reference?: string) =>
  downloadFile(
    path(side, submissionId),
    `term-sheet-${reference?.replace(/[^A-Za-z0-9-]/g, "_") || "offer"}.pdf`,
    // A secure link's visitor has no session: the link's cookie is its proof.
    { public: typeof side === "object" },
  );
