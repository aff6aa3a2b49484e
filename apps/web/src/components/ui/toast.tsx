import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import X from "lucide-react/icons/x";
import { useTranslation } from "react-i18next";
import {
  createToastController,
  type Toast,
  type ToastKind,
  type ToastOptions,
} from "@/lib/toast-timing";

type ShowToast = (kind: ToastKind, message: ReactNode, options?: ToastOptions) => void;
const ToastContext = createContext<ShowToast>(() => {});

const kindStyles: Record<ToastKind, string> = {
  success: "border-success bg-success-soft",
  danger: "border-danger bg-danger-soft",
  warning: "border-warning bg-warning-soft",
  primary: "border-primary bg-primary-soft",
  default: "border-line bg-surface",
};

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toast, setToast] = useState<Toast | null>(null);
  const controller = useMemo(() => createToastController(setToast), []);
  useEffect(() => controller.dispose, [controller]);
  return (
    <ToastContext.Provider value={controller.show}>
      {children}
      <div
        className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4"
        aria-live="polite"
      >
        {toast && (
          <div
            key={toast.id}
            role={toast.kind === "danger" ? "alert" : "status"}
            data-kind={toast.kind}
            className={`pointer-events-auto flex max-w-md items-center gap-3 rounded-md border px-4 py-3 text-sm text-fg shadow-lg ${kindStyles[toast.kind]}`}
          >
            <span>{toast.message}</span>
            <button
              type="button"
              onClick={controller.dismiss}
              aria-label={t("ui.dismiss")}
              className="ms-auto rounded p-1 hover:bg-muted"
            >
              <X className="size-4" aria-hidden />
            </button>
          </div>
        )}
      </div>
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
