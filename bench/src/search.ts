import { createServer, type Server } from 'node:http';
import { listenLocally, type LocalServer } from './local-server.ts';

/**
 * What customers type into Browse Content: module names, everyday tasks, two-word phrases and
 * half-typed prefixes (search is as-you-type), from very common ("candidate") to narrow
 * ("exit interview"), so the measurement mixes large and small result sets.
 */
export const SEARCH_TERMS = [
  'leave',
  'leave approval',
  'onbo',
  'password',
  'payslip',
  'interview feedback',
  'attendance',
  'check-in',
  'candidate',
  'offer letter',
  'mobile app',
  'probation',
  'perf',
  'timesheet',
  'exit interview',
  'visa',
] as const;

export const searchPath = (term: string): string =>
  `/api/content/filtered?type=help&search=${encodeURIComponent(term)}`;

/** One real response: the bytes and content type the ceiling server replays. */
export type CapturedResponse = { body: Buffer; contentType: string };

export type SearchProbe = {
  /** Matching items per term, as the page's "X of Y items" would show. */
  totals: Record<string, number>;
  /** The response of median size, so the ceiling sends a typical page. */
  sample: CapturedResponse;
};

/**
 * Runs every term once before the load test: checks each one answers 200 with a page (a bench
 * against an error page would measure nothing), and captures a real response for the ceiling.
 */
export const probeSearch = async (portalUrl: string, cookie: string): Promise<SearchProbe> => {
  const totals: Record<string, number> = {};
  const responses: CapturedResponse[] = [];
  for (const term of SEARCH_TERMS) {
    const response = await fetch(`${portalUrl}${searchPath(term)}`, { headers: { cookie } });
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200) {
      throw new Error(`Search for '${term}' answered ${response.status}: ${body.toString('utf8')}`);
    }
    totals[term] = (JSON.parse(body.toString('utf8')) as { total: number }).total;
    responses.push({ body, contentType: response.headers.get('content-type') ?? 'application/json' });
  }
  responses.sort((a, b) => a.body.length - b.body.length);
  return { totals, sample: responses[Math.floor(responses.length / 2)]! };
};

/** One authenticated GET, captured for a ceiling server to replay. */
export const captureResponse = async (
  portalUrl: string,
  path: string,
  cookie: string,
): Promise<CapturedResponse> => {
  const response = await fetch(`${portalUrl}${path}`, { headers: { cookie } });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200)
    throw new Error(`${path} answered ${response.status}: ${body.toString('utf8')}`);
  return { body, contentType: response.headers.get('content-type') ?? 'application/json' };
};

/**
 * Every path once, each required to answer 200: the response of median size, so a ceiling
 * replaying it sends a typical answer of the set.
 */
export const captureMedianResponse = async (
  portalUrl: string,
  paths: readonly string[],
  cookie: string,
): Promise<CapturedResponse> => {
  const responses: CapturedResponse[] = [];
  for (const path of paths) responses.push(await captureResponse(portalUrl, path, cookie));
  responses.sort((a, b) => a.body.length - b.body.length);
  return responses[Math.floor(responses.length / 2)]!;
};

/**
 * The fastest this process could possibly answer: a bare Node.js HTTP server replaying captured
 * bytes with no routing, session, validation or database. Measured with the same load and in the
 * same process as the portal, it is the baseline the portal's search is a ratio of.
 */
export const startCeilingServer = async ({ body, contentType }: CapturedResponse): Promise<LocalServer> => {
  const headers = { 'content-type': contentType, 'content-length': String(body.length) };
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  });
  return listenLocally(server);
};
