import { fullUrl, type RequestModel } from '@portal/client/request/index.ts';

/** Sends the request model over HTTP as the samples do (files as a few placeholder bytes). */
export async function sendModel(model: RequestModel): Promise<{ status: number; problems: string[] }> {
  const headers = new Headers();
  for (const [name, value] of model.headers) headers.append(name, value);
  if (model.cookies.length) headers.set('Cookie', model.cookies.map(([n, v]) => `${n}=${v}`).join('; '));
  let body: BodyInit | undefined;
  const b = model.body;
  if (b?.kind === 'multipart') {
    const form = new FormData();
    for (const part of b.parts) {
      if (part.file !== undefined)
        form.append(part.name, new Blob(['file'], { type: part.contentType ?? 'application/octet-stream' }), part.file.split('/').pop()!);
      else form.append(part.name, part.value ?? '');
    }
    body = form;
  } else if (b?.kind === 'binary') body = new Uint8Array([1, 2, 3]);
  else if (b) body = b.text;
  const response = await fetch(fullUrl(model), { method: model.method, headers, body });
  return { status: response.status, problems: (await response.json()) as string[] };
}
