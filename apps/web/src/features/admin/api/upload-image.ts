import { IMAGE_UPLOAD, imageUploadAnswerSchema, PRODUCT_ADMIN_TEXTS } from "@xpart/shared/schemas";

import { toApiError } from "#src/lib/api-answers";
import { ApiClientError } from "#src/lib/api-error";
import { accessToken, endSession, refreshAccessToken } from "#src/lib/auth/access-token";

/** The share of the file sent so far, from 0 to 1. */
type UploadProgress = (fraction: number) => void;

interface RawAnswer {
  status: number;
  body: unknown;
}

/** One multipart POST through XMLHttpRequest, the one browser API that reports upload progress. */
function send(file: File, token: string | null, onProgress: UploadProgress, signal?: AbortSignal) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/images");
    xhr.responseType = "json";
    xhr.setRequestHeader("Accept", "application/json");
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    // The whole body is sent: the server is re-encoding it now.
    xhr.upload.onload = () => onProgress(1);
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.response as unknown });
    xhr.onerror = () =>
      reject(new ApiClientError("Could not reach the shop. Check your connection.", 0, "NetworkError"));
    xhr.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    if (signal?.aborted) {
      xhr.abort();
      return;
    }
    const form = new FormData();
    form.append(IMAGE_UPLOAD.field, file, file.name);
    xhr.send(form);
  });
}

/** A refusal whose body a proxy may have replaced: the shop's own words for the size and type limits. */
function refusal({ status, body }: RawAnswer): ApiClientError {
  const error = toApiError(status, body);
  if (error.code !== "HttpError" || body) return error;
  if (status === 413) return new ApiClientError(PRODUCT_ADMIN_TEXTS.imageTooLarge, 413, "PayloadTooLarge");
  if (status === 415) return new ApiClientError(PRODUCT_ADMIN_TEXTS.imageFormat, 415, "UnsupportedMediaType");
  return error;
}

/**
 * POST /api/images (admin): one image as multipart (ADDP-04), with its progress. Answers the image's URL, which
 * becomes the product's `img`. Like every token call, a 401 gets one silent refresh and a retry, and a second
 * 401 ends the session. 413, 415 and 400 carry the server's message.
 */
export async function uploadImage(
  file: File,
  onProgress: UploadProgress,
  signal?: AbortSignal,
): Promise<string> {
  let answer = await send(file, accessToken.get(), onProgress, signal);
  if (answer.status === 401) {
    const fresh = await refreshAccessToken();
    if (fresh) {
      onProgress(0);
      answer = await send(file, fresh, onProgress, signal);
    }
  }
  if (answer.status < 200 || answer.status >= 300) {
    if (answer.status === 401) endSession();
    throw refusal(answer);
  }
  const parsed = imageUploadAnswerSchema.safeParse(answer.body);
  if (!parsed.success)
    throw new ApiClientError("The shop sent an unexpected answer.", answer.status, "BadResponse");
  onProgress(1);
  return parsed.data.data.url;
}
