import { TermsPage } from "@/features/terms/components/terms-page";

export function Component() {
  return <TermsPage />;
}
