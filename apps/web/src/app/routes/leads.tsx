import { useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/ui/page";
import { ImportPage } from "@/features/leads/components/import-page";
import { LeadPage } from "@/features/leads/components/lead-page";
import { LeadsPage } from "@/features/leads/components/leads-page";
import "@/features/leads/i18n";
import { Component as NotFound } from "./not-found";

/**
 * Brokers' Leads (`/leads/*`, one route in the log-in page's chunk, decision 005): the list
 * (`/leads`), the CSV import (`/leads/import`) and one lead (`/leads/{id}`); docs/decisions/044.
 */
export function Component() {
  const { t } = useTranslation();
  const [part, ...rest] = (useParams()["*"] ?? "").split("/").filter(Boolean);
  if (rest.length) return <NotFound />;
  if (part === "import") return <ImportPage />;
  if (part) return <LeadPage id={part} />;
  return (
    <>
      <PageTitle title={t("ui.leads.page")} />
      <LeadsPage />
    </>
  );
}
