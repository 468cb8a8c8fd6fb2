import { performance } from 'node:perf_hooks';
import fc from 'fast-check';
import type { Pool } from '@zen/platform';
import type { HttpClient, RawResponse } from './http-client.ts';
import type { FuzzCase } from './hostile-requests.ts';
import { judgeAnswer, type FindingKind } from './verdict.ts';
import { lastWrite, writesSince } from './write-log.ts';

const SLOWEST_KEPT = 5;

export type Role = 'signed out' | 'customer' | 'admin';

export type Finding = {
  kind: FindingKind;
  role: Role;
  operation: string;
  label: string;
  status: number;
  target: string;
  detail: string;
};

export type FuzzerDeps = {
  client: HttpClient;
  pool: Pool;
  /** Signs `role` in again (a generated request may sign it out) and returns its cookie. */
  signIn: (role: Role) => Promise<string | undefined>;
  /** Waits until every read model has applied the log: an accepted command's projections land. */
  settle: () => Promise<void>;
  /** What the server logged as errors since the last call. */
  serverErrors: () => string[];
};

/**
 * Sends requests one at a time and judges each answer: its status and body (verdict.ts), and,
 * for a refusal, whether any row in the database changed while it was handled. Accepted answers
 * may write; after one the fuzz waits for the projections to apply what it appended and takes a
 * new mark, so an asynchronous read-model write is never blamed on the next, refused request.
 */
export class Fuzzer {
  readonly findings: Finding[] = [];
  requests = 0;
  /** The slowest answers, slowest first: where the run's time goes, and a hint of a hang. */
  readonly slowest: { ms: number; what: string }[] = [];
  /** Every warning and error the server logged, by message, with how often. */
  readonly serverLog = new Map<string, number>();
  private cookies = new Map<Role, string | undefined>();
  private mark = 0;

  constructor(private readonly deps: FuzzerDeps) {}

  async start(): Promise<void> {
    for (const role of ['customer', 'admin'] as const) this.cookies.set(role, await this.deps.signIn(role));
    this.mark = await lastWrite(this.deps.pool);
  }

  /** The role is signed in again if a request (sign-out, a failed sign-in) ended its session. */
  async keepSignedIn(role: Role): Promise<void> {
    if (role === 'signed out') return;
    const check = await this.deps.client.send({
      method: 'GET',
      target: '/api/session',
      headers: { cookie: this.cookies.get(role) ?? '' },
    });
    const signedIn =
      check.status === 200 && (JSON.parse(check.body.toString('utf8')) as { user: unknown }).user !== null;
    if (!signedIn) this.cookies.set(role, await this.deps.signIn(role));
    await this.resetMark();
  }

  private async resetMark(): Promise<void> {
    await this.deps.settle();
    this.mark = await lastWrite(this.deps.pool);
  }

  /** Sends one case as `role`; true when nothing is wrong with what happened. */
  async send(role: Role, operation: string, kase: FuzzCase): Promise<boolean> {
    const cookie = this.cookies.get(role);
    const headers = { ...kase.request.headers, ...(cookie ? { cookie } : {}) };
    this.requests += 1;
    let response: RawResponse;
    const finding = (kind: FindingKind, status: number, detail: string) =>
      this.findings.push({
        kind,
        role,
        operation,
        label: kase.label,
        status,
        target: kase.request.target,
        detail,
      });
    this.keepLog(this.deps.serverErrors());
    const sentAt = performance.now();
    try {
      response = await this.deps.client.send({ ...kase.request, headers });
      this.noteTime(
        performance.now() - sentAt,
        `${role} ${kase.request.method} ${kase.request.target.slice(0, 80)} ${kase.label} -> ${response.status}`,
      );
    } catch (error) {
      finding('no answer', 0, (error as Error).message);
      await this.resetMark();
      return false;
    }
    const problems = judgeAnswer(kase, response);
    const lines = this.deps.serverErrors();
    this.keepLog(lines);
    const logged = lines.join('; ');
    for (const problem of problems) {
      finding(problem.kind, response.status, problem.kind === '5xx' && logged ? logged : problem.detail);
    }
    if (response.status < 400) {
      await this.resetMark();
      return problems.length === 0;
    }
    if ((await lastWrite(this.deps.pool)) === this.mark) return problems.length === 0;
    finding('write on refusal', response.status, (await writesSince(this.deps.pool, this.mark)).join(', '));
    this.mark = await lastWrite(this.deps.pool);
    return false;
  }

  private keepLog(lines: string[]): void {
    for (const line of lines) this.serverLog.set(line, (this.serverLog.get(line) ?? 0) + 1);
  }

  private noteTime(ms: number, what: string): void {
    if (this.slowest.length === SLOWEST_KEPT && ms <= this.slowest.at(-1)!.ms) return;
    this.slowest.push({ ms, what });
    this.slowest.sort((a, b) => b.ms - a.ms);
    this.slowest.length = Math.min(this.slowest.length, SLOWEST_KEPT);
  }

  /** Every hostile case, in order. */
  async sendAll(role: Role, operation: string, cases: FuzzCase[]): Promise<void> {
    for (const kase of cases) await this.send(role, operation, kase);
  }

  /**
   * `runs` requests generated by fast-check; a failing one is shrunk to a smallest failing
   * request, which is what the report shows.
   */
  async sendGenerated(
    role: Role,
    operation: string,
    requests: fc.Arbitrary<FuzzCase>,
    runs: number,
    seed: number,
  ) {
    const result = await fc.check(
      fc.asyncProperty(requests, (kase) => this.send(role, operation, kase)),
      { numRuns: runs, seed, maxSkipsPerRun: 0 },
    );
    return result.failed ? result.counterexample?.[0] : undefined;
  }
}
