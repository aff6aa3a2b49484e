import "../i18n";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { imageContentTypes } from "@portal/contract/images/image-schemas";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { errorMessageKey } from "@/lib/errors";
import { removeImage, uploadImage, type ImageTarget } from "../api/image-api";

/**
 * The avatar (profile tab) or the company logo (company tab): the picture or initials, a button
 * to choose a file and one to remove it. The server checks the file (type by its bytes, size);
 * its refusal shows under the picture. `editable` false shows the picture only.
 */
export function ImagePicker({
  target,
  name,
  url,
  editable = true,
  onSaved,
}: {
  target: ImageTarget;
  name: string;
  url: string | null;
  editable?: boolean;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const s = (key: string) => t(`ui.images.${target}.${key}`);

  async function run(change: () => Promise<unknown>, done: string) {
    setBusy(true);
    setError(null);
    try {
      await change();
      await onSaved();
      toast("success", s(done));
    } catch (err) {
      setError(t(`messages.${errorMessageKey(err)}`));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  }
  const choose = (file: File | undefined) =>
    file ? void run(() => uploadImage(target, file), "saved") : setError(t("messages.selectImage"));

  return (
    <section aria-labelledby={`${errorId}-title`} className="flex flex-wrap items-center gap-4">
      <Avatar name={name} url={url} size={64} square={target === "logo"} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h2 id={`${errorId}-title`} className="text-sm font-medium">
          {s("title")}
        </h2>
        {editable && (
          <>
            <div className="flex flex-wrap gap-2">
              <input
                ref={input}
                type="file"
                accept={imageContentTypes.join(",")}
                className="sr-only"
                tabIndex={-1}
                aria-hidden
                onChange={(event) => choose(event.target.files?.[0])}
                data-testid={`${target}-file`}
              />
              <Button
                variant="secondary"
                disabled={busy}
                aria-describedby={error ? errorId : `${errorId}-hint`}
                onClick={() => input.current?.click()}
              >
                {busy ? t("ui.images.uploading") : url ? s("change") : s("upload")}
              </Button>
              {url && (
                <Button
                  variant="ghost"
                  disabled={busy}
                  onClick={() => void run(() => removeImage(target), "removed")}
                >
                  {s("remove")}
                </Button>
              )}
            </div>
            <p id={`${errorId}-hint`} className="text-xs text-fg-muted">
              {s("hint")}
            </p>
          </>
        )}
        {error && (
          <p id={errorId} role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
      </div>
    </section>
  );
}
