// A fetch that records every Request the client sends and answers what the test says: the client is
// observed at its real boundary instead of through a mocking library.

export type Answer = (request: Request) => Response | Promise<Response>;

export function envelope(
  error: number,
  message: string,
  data: unknown = null,
  init?: ResponseInit,
): Response {
  return Response.json({ error, message, data }, init);
}

export function observedFetch(answer: Answer = () => envelope(0, 'success')) {
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request && init === undefined ? input : new Request(input, init);
    requests.push(request);
    return answer(request);
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

/** An answer the test releases when it wants the request to end. */
export function heldAnswers() {
  const pending: Array<(response: Response) => void> = [];
  const answer: Answer = () => new Promise<Response>((resolve) => pending.push(resolve));
  const release = (index = 0, response: Response = envelope(0, 'success')) => {
    const resolve = pending[index];
    if (!resolve) throw new Error(`no request #${index} is waiting`);
    resolve(response);
  };
  return { answer, release };
}
