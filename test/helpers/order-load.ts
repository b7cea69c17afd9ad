// Orders created in a loop against a real server process while a test breaks its database: every answer kept
// with its time, status, envelope, error code and Retry-After, to check afterwards.
import { standardOrder } from "./fixtures.js";
import type { ServerProcess } from "./process.js";

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Answer {
  at: number;
  status: number | "network";
  code?: string;
  envelope?: string;
  retryAfter?: string | null;
  orderRef?: string;
  externalRef: string;
}

export async function create(server: ServerProcess, token: string): Promise<Answer> {
  const body = standardOrder();
  const at = Date.now();
  try {
    const res = await fetch(`${server.url}/v1/orders/create`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const reply = (await res.json()) as { status: string; data: { order_ref?: string; errors?: { code: string }[] } };
    return {
      at,
      status: res.status,
      envelope: reply.status,
      code: reply.data.errors?.[0]?.code,
      retryAfter: res.headers.get("retry-after"),
      orderRef: reply.data.order_ref,
      externalRef: body.external_ref,
    };
  } catch {
    return { at, status: "network", externalRef: body.external_ref };
  }
}

/** `connections` loops creating orders until stopped; a refused request is followed by a short pause, as a client would. */
export function load(server: ServerProcess, token: string, connections = 6) {
  const answers: Answer[] = [];
  let running = true;
  const loops = Array.from({ length: connections }, async () => {
    while (running) {
      const answer = await create(server, token);
      answers.push(answer);
      if (answer.status !== 200) await sleep(50);
    }
  });
  return {
    answers,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

