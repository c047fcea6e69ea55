/** Sends a multipart form as a browser does (real HTTP, the session cookie of an ApiClient). */
export async function postMultipart(baseUrl: string, path: string, cookie: string | undefined, fields: Record<string, string>, files: Record<string, { bytes: Buffer; name: string; type: string }>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) form.append(name, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(baseUrl + path, { method: 'POST', body: form, headers: { ...(cookie ? { cookie } : {}), 'accept-language': 'fr' } });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}
