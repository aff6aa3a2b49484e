import { useParams } from "react-router";
import { PublicLeadFormPage } from "@/features/leads/components/public-form";

/** A broker's public quick-application form (`/apply/{token}`, no account; decision 044). */
export function Component() {
  return <PublicLeadFormPage token={useParams().token ?? ""} />;
}
