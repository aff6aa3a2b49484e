import { useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/ui/page";
import { DirectoryPage } from "@/features/lenders/components/directory-page";
import "@/features/lenders/directory-i18n";
import { LenderRoute } from "./lender";
import { Component as NotFound } from "./not-found";

/**
 * Brokers' Lenders (`/lenders/*`, one route in the log-in page's chunk, decision 005): the
 * directory of approved funders, and one funder (`/lenders/{id}`) to check a deal against
 * (docs/decisions/042).
 */
export function Component() {
  const [id, ...rest] = (useParams()["*"] ?? "").split("/").filter(Boolean);
  if (rest.length) return <NotFound />;
  if (id) return <LenderRoute id={id} />;
  return <Directory />;
}

function Directory() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t("ui.directory.page")}>{t("ui.directory.intro")}</PageTitle>
      <DirectoryPage checkPath={(id) => `/lenders/${encodeURIComponent(id)}`} />
    </>
  );
}
