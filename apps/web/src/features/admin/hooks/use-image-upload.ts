import { useCallback, useEffect, useRef, useState } from "react";

import { uploadImage } from "#src/features/admin/api/upload-image";
import { checkImageFile } from "#src/features/admin/product-rules";

/** The chosen image: nothing yet, on its way up (with progress), uploaded (with its URL), or refused. */
export type ImageUpload =
  | { status: "empty" }
  | { status: "uploading"; file: File; preview: string | null; progress: number }
  | { status: "done"; file: File; preview: string | null; url: string }
  | { status: "failed"; file: File; preview: string | null; error: string };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

/**
 * The local file as a `data:` URL for the preview: the shop's CSP allows `data:` images and not `blob:` ones,
 * so an object URL would not show.
 */
function readPreview(file: File, onRead: (url: string) => void): () => void {
  const reader = new FileReader();
  reader.onload = () => {
    if (typeof reader.result === "string") onRead(reader.result);
  };
  reader.readAsDataURL(file);
  return () => {
    if (reader.readyState === FileReader.LOADING) reader.abort();
  };
}

/**
 * Uploads an image as soon as it is chosen (ADDP-04), so its progress and any refusal show at the field, and
 * previews it from the local file meanwhile. Choosing another file or clearing cancels the upload under way.
 * `settled()` answers the uploaded URL once the upload is over (null when there is none).
 */
export function useImageUpload() {
  const [state, setState] = useState<ImageUpload>({ status: "empty" });
  const controller = useRef<AbortController | null>(null);
  const stopPreview = useRef<(() => void) | null>(null);
  const pending = useRef<Promise<string | null>>(Promise.resolve(null));

  const forget = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    stopPreview.current?.();
    stopPreview.current = null;
  }, []);

  useEffect(() => forget, [forget]);

  const choose = useCallback(
    (file: File) => {
      forget();
      const refusal = checkImageFile(file);
      if (refusal) {
        setState({ status: "failed", file, preview: null, error: refusal });
        pending.current = Promise.resolve(null);
        return;
      }
      const abort = new AbortController();
      controller.current = abort;
      setState({ status: "uploading", file, preview: null, progress: 0 });
      stopPreview.current = readPreview(file, (preview) =>
        setState((current) =>
          current.status !== "empty" && current.file === file ? { ...current, preview } : current,
        ),
      );
      pending.current = uploadImage(
        file,
        (progress) =>
          setState((current) =>
            current.status === "uploading" && current.file === file ? { ...current, progress } : current,
          ),
        abort.signal,
      ).then(
        (uploaded) => {
          if (abort.signal.aborted) return null;
          setState((current) => ({
            status: "done",
            file,
            preview: current.status === "empty" ? null : current.preview,
            url: uploaded,
          }));
          return uploaded;
        },
        (error: unknown) => {
          if (abort.signal.aborted || isAbort(error)) return null;
          const message = error instanceof Error ? error.message : "The image could not be uploaded.";
          setState((current) => ({
            status: "failed",
            file,
            preview: current.status === "empty" ? null : current.preview,
            error: message,
          }));
          return null;
        },
      );
    },
    [forget],
  );

  const clear = useCallback(() => {
    forget();
    pending.current = Promise.resolve(null);
    setState({ status: "empty" });
  }, [forget]);

  const settled = useCallback(() => pending.current, []);

  return { state, choose, clear, settled };
}
