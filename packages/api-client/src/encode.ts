// Body encodings the contract declares per operation (see generated/operations.ts).

type FormValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly unknown[]
  | { [key: string]: unknown };

function appendForm(params: URLSearchParams, name: string, value: FormValue) {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    // Form bodies carry lists comma-separated (api conventions, `_IN` filters and id lists alike).
    params.append(name, value.join(','));
  } else if (typeof value === 'object') {
    for (const [key, nested] of Object.entries(value))
      appendForm(params, `${name}[${key}]`, nested as FormValue);
  } else {
    params.append(name, String(value));
  }
}

/**
 * Form encoding: lists comma-joined, nested objects as `parent[child]` (the contract's deepObject
 * style), empty values left out.
 */
export function formBody(body: object): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) appendForm(params, key, value as FormValue);
  return params;
}

/** Multipart encoding: files as they are, other values as strings. */
export function multipartBody(body: object): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === null || value === undefined) continue;
    form.append(key, value instanceof Blob ? value : String(value));
  }
  return form;
}
