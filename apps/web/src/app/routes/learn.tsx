import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import "@/lib/i18n/pages";
import { PageTitle } from "@/components/ui/page";
import { EmptyAction } from "@/components/ui/empty-action";
import { LearnPage } from "@/features/learn/components/learn-page";
import { authoringPath } from "@/features/learn/paths";
import "@/features/learn/i18n";
import { useSession } from "../session-provider";
import { Authoring } from "./learn-authoring";
import { CertificateRoute } from "./learn-certificate";
import { CourseRoute } from "./learn-course";
import { Component as NotFound } from "./not-found";

/**
 * Learn (`/learn/*`, one route in the log-in page's chunk, decision 005): the overview, a course
 * (`/learn/{id}`, the contract's `coursePath`), a certificate (`/learn/certificates/{id}`) and the
 * operators' authoring (`/learn/authoring`, `/learn/authoring/new`, `/learn/authoring/{id}`).
 */
export function Component() {
  // Matched here rather than as routes of their own: each route costs the log-in page's chunk.
  const [first = "", second, ...rest] = (useParams()["*"] ?? "").split("/").filter(Boolean);
  if (rest.length) return <NotFound />;
  if (!first) return <Overview />;
  if (first === "authoring") return <Authoring id={second} />;
  if (first === "certificates" && second) return <CertificateRoute id={second} />;
  if (second) return <NotFound />;
  return <CourseRoute id={first} />;
}

/** Training is required before offering a product (spec section 1). */
function Overview() {
  const { t } = useTranslation();
  const { state } = useSession();
  return (
    <>
      <PageTitle title={t("ui.pages.learn")}>{t("ui.learn.intro")}</PageTitle>
      {state.user?.operator && (
        <p className="mb-4 text-sm">
          <Link className="font-medium text-primary underline" to={authoringPath}>
            {t("ui.learn.authoring")}
          </Link>
        </p>
      )}
      <LearnPage
        emptyAction={
          state.user?.operator && (
            <EmptyAction to={authoringPath}>{t("ui.learn.authoring")}</EmptyAction>
          )
        }
      />
    </>
  );
}
