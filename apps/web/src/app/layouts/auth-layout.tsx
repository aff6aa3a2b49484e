import { Outlet } from "react-router";
import { useTranslation } from "react-i18next";
import { Logo } from "@/components/ui/logo";

export function AuthLayout({ wide = false }: { wide?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="min-h-screen bg-canvas px-4 py-10">
      <main className={`mx-auto flex flex-col gap-6 ${wide ? "max-w-2xl" : "max-w-sm"}`}>
        <p className="flex justify-center">
          <Logo name={t("ui.appName")} />
        </p>
        <div className="rounded-lg border border-line bg-surface p-5 shadow-sm sm:p-6">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
