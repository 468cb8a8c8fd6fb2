import MiniSearch from 'minisearch';
import {
  canAccessContent,
  normaliseTerm,
  termsOf,
  type ContentAccess,
  type ContentItem,
} from '@zen/contracts';
import { WeighedCache, type Pool, type PoolClient } from '@zen/platform';
import { SEARCH_SYNONYMS } from '../../search-synonyms/projection.ts';
import { readSynonymTerms } from '../../search-synonyms/rows.ts';
import { CONTENT_CATALOGUE } from '../projection.ts';
import { CONTENT_ITEM_COLUMNS } from '../rows.ts';
import { FreshRead } from './fresh-read.ts';
import { SynonymExpansion } from './synonyms.ts';
import { compareRanked, tierOf, TIER, typedExactly, type Ranked } from './ranking.ts';
import { allowedEdits, MAX_QUERY_TERMS, numericQuery } from './terms.ts';

/** What a catalogue row contributes to the index. */
type IndexedRow = {
  id: number;
  title: string;
  description: string;
  identifier: string | null;
  keywords: string[];
  content_number: string | null;
  application: string;
  module: string;
  level: string;
  type: ContentItem['type'];
  learning_journey: string | null;
  created_at: Date;
};

/** What filters and ranking need of an item, kept for every item (the text lives in MiniSearch only). */
export type ItemFacts = {
  application: string;
  module: string;
  level: string;
  type: ContentItem['type'];
  learningJourney: string | null;
  contentNumber: string | null;
  createdAt: number;
};

type Position = { transactionId: string; globalPosition: number };
/** Where the two read models the index follows stand: the catalogue and staff's synonyms. */
type Checkpoints = { catalogue: Position; synonyms: Position };
const NO_POSITION: Position = { transactionId: '0', globalPosition: 0 };
const samePosition = (a: Position | undefined, b: Position) =>
  a !== undefined && a.transactionId === b.transactionId && a.globalPosition === b.globalPosition;

/** A matching item and the catalogue words of it the query matched, for highlighting. */
export type SearchHit = Ranked & { terms: readonly string[] };

export type SearchHits = {
  /** Every matching item, best first (before access and filters). */
  ranked: readonly SearchHit[];
};

const NO_TERMS: readonly string[] = Object.freeze([]);

const INDEX_COLUMNS = `id, title, description, identifier, keywords, content_number, application, module,
  level, type, learning_journey, created_at`;
const BUILD_PAGE = 5_000;
// A batch of changes this large is cheaper to take as a fresh build than item by item.
const REBUILD_SHARE = 0.2;
const QUERY_CACHE_SIZE = 512;
/**
 * Ranked hits kept for terms at most: about 60 bytes each, and their lists of matched words, one
 * per different list (a typo-forgiving query's hits match a few dozen): 30 MiB or so.
 */
const QUERY_CACHE_HITS = 500_000;
const ITEM_CACHE_SIZE = 5_000;
const VISIBLE_COUNT_CACHE_SIZE = 256;
const DERIVED_CACHE_SIZE = 1_024;
/** What perVersion keeps weighs at most this many ids of matches: 16 MiB as packed numbers. */
const DERIVED_CACHE_WEIGHT = 2_000_000;
const ANSWER_CACHE_SIZE = 4_096;
/** Kept answers: 8 MiB of Latin-1 text, 16 MiB at most; hundreds of result pages. */
const ANSWER_CACHE_CHARS = 8 * 2 ** 20;

/**
 * The content catalogue's text in memory, for search as a person expects it: prefixes as they
 * type, typos forgiven, ranked by where the words were found (issue 11). PostgreSQL stays the
 * source of truth: the index follows the content-catalogue read model, and before each search it
 * compares that read model's checkpoint with its own and applies what changed (the content ids of
 * the events in between, re-read from the catalogue). So a search on any replica sees every
 * write whose command has answered (read-your-writes: a command answers after the catalogue's
 * checkpoint has passed its event). Only ids and filter facts are kept per item; the text is in
 * MiniSearch's index and the items shown are read from the catalogue.
 */
export class CatalogueIndex {
  private text = this.emptyIndex();
  private readonly facts = new Map<number, ItemFacts>();
  private readonly byContentNumber = new Map<string, number>();
  private position: Position | undefined;
  private synonymsPosition: Position | undefined;
  private synonyms = new SynonymExpansion([]);
  /** The groups `synonyms` was made from, as read: a reload that reads the same keeps what is kept. */
  private synonymsRead = '[]';
  /**
   * Replaced whenever what a search answers may change (catalogue items or synonyms), not when a
   * checkpoint only moves past other read models' events: what was computed or read under an
   * older one is used but not kept (keptPerVersion, itemsInOrder).
   */
  private version: object = {};
  private catchingUp: Promise<void> | undefined;
  /** The items last shown, as the catalogue has them; changed ones are dropped at each catch-up. */
  private readonly items = new WeighedCache<number, ContentItem>(ITEM_CACHE_SIZE);
  // What is kept for the catalogue version the index holds, emptied whenever it moves on
  // (clearPerVersion), so their keys need not name the version.
  private readonly queryCache = new WeighedCache<string, SearchHits>(QUERY_CACHE_SIZE, QUERY_CACHE_HITS);
  private readonly visibleCounts = new WeighedCache<string, number>(VISIBLE_COUNT_CACHE_SIZE);
  private readonly derived = new WeighedCache<string, unknown>(DERIVED_CACHE_SIZE, DERIVED_CACHE_WEIGHT);
  /** Serialised answers (see answerPerVersion), weighed in characters. */
  private readonly answers = new WeighedCache<string, string>(ANSWER_CACHE_SIZE, ANSWER_CACHE_CHARS);
  /** keptPerVersion's computations under way, by version and key: concurrent askers share one. */
  private readonly underWay = new Map<string, { version: object; computing: Promise<unknown> }>();
  /** Concurrent searches share checkpoint reads, each one still started after its search arrived. */
  private readonly checkpoint = new FreshRead(() => this.checkpoints());

  constructor(private readonly pool: Pool) {}

  /** How many items are indexed. */
  get size(): number {
    return this.facts.size;
  }

  factsOf(id: number): ItemFacts | undefined {
    return this.facts.get(id);
  }

  /**
   * Starts building now rather than at the first search that needs it (a build reads the whole
   * catalogue); a database still away is retried by that search.
   */
  warmUp(): void {
    void this.refresh().catch(() => undefined);
  }

  /** Brings the index up to the catalogue's and the synonyms' checkpoints; concurrent callers share one catch-up. */
  async refresh(): Promise<void> {
    const target = await this.checkpoint.get();
    if (this.holds(target)) return;
    // One catch-up at a time; whoever comes next re-checks against a possibly newer checkpoint.
    while (this.catchingUp) await this.catchingUp;
    if (this.holds(target)) return;
    this.catchingUp = this.catchUpWith(target).finally(() => {
      this.catchingUp = undefined;
    });
    await this.catchingUp;
  }

  private holds(target: Checkpoints): boolean {
    return (
      samePosition(this.position, target.catalogue) && samePosition(this.synonymsPosition, target.synonyms)
    );
  }

  private async catchUpWith(target: Checkpoints): Promise<void> {
    if (!samePosition(this.position, target.catalogue)) await this.catchUpTo(target.catalogue);
    if (!samePosition(this.synonymsPosition, target.synonyms)) await this.reloadSynonyms(target.synonyms);
  }

  /**
   * Staff's synonym groups, read after the checkpoint that names them: at least as new as
   * `target`, perhaps newer, in which case the next search reads them again.
   */
  private async reloadSynonyms(target: Position): Promise<void> {
    const groups = await readSynonymTerms(this.pool);
    this.synonymsPosition = target;
    // The checkpoint also moves past every other read model's events: only a change of the
    // groups changes what a search finds.
    const read = JSON.stringify(groups);
    if (read === this.synonymsRead) return;
    this.synonymsRead = read;
    this.synonyms = new SynonymExpansion(groups);
    this.clearPerVersion();
  }

  /** Every item matching `query`, best first, from a small cache per catalogue version. */
  find(query: string): SearchHits {
    const terms = termsOf(query).slice(0, MAX_QUERY_TERMS);
    const key = terms.join(' ');
    const cached = this.queryCache.get(key);
    if (cached) return cached;
    const hits = this.rank(query, terms);
    this.queryCache.set(key, hits, hits.ranked.length + 1);
    return hits;
  }

  /**
   * Something computed from this version of the index (e.g. one user's filtered matches for a
   * term), kept until the catalogue changes: many customers with the same access type the same
   * words, and the filtering of thousands of matches is then done once. `weigh` says how much it
   * holds (e.g. how many ids), for the bound on what is kept (DERIVED_CACHE_WEIGHT).
   */
  perVersion<T>(key: string, compute: () => T, weigh: (value: T) => number = () => 1): T {
    const kept = this.derived.get(key);
    if (kept !== undefined) return kept as T;
    const value = compute();
    this.derived.set(key, value, weigh(value));
    return value;
  }

  /**
   * An answer built from this version of the index and serialised (e.g. a page of one customer
   * search), kept until the catalogue changes (keptPerVersion): customers with the same access
   * typing the same words get the same page, and building and serialising it was most of a
   * search's time. At most ANSWER_CACHE_CHARS are kept, the least recently used dropped.
   */
  answerPerVersion(key: string, compute: () => Promise<string>): Promise<string> {
    return this.keptPerVersion(this.answers, `answer|${key}`, compute, (answer) => answer.length);
  }

  /**
   * Something read from the catalogue for this version of the index (e.g. how the learning
   * journey ranks for one module access), kept until the catalogue changes (keptPerVersion).
   */
  readPerVersion<T>(key: string, read: () => Promise<T>, weigh: (value: T) => number = () => 1): Promise<T> {
    return this.keptPerVersion(this.derived as WeighedCache<string, T>, `read|${key}`, read, weigh);
  }

  /**
   * What `compute` makes for this version of the index, kept in `cache` until the catalogue
   * changes. Call it right after `refresh()`: the work then starts after the index reached the
   * version, so what it reads is at least as new, and so is whatever is kept for it. Concurrent
   * callers at the same version share one computation (a Monday morning's journeys opening
   * together, or a company's customers typing the same word, cost one); one that finishes after a
   * catch-up moved the index on may mix two versions, so it is used but not kept.
   */
  private keptPerVersion<T>(
    cache: WeighedCache<string, T>,
    key: string,
    compute: () => Promise<T>,
    weigh: (value: T) => number,
  ): Promise<T> {
    const kept = cache.get(key);
    if (kept !== undefined) return Promise.resolve(kept);
    const started = this.version;
    const underWay = this.underWay.get(key);
    if (underWay?.version === started) return underWay.computing as Promise<T>;
    const computing = compute()
      .then((value) => {
        if (this.version === started) cache.set(key, value, weigh(value));
        return value;
      })
      .finally(() => {
        if (this.underWay.get(key)?.computing === computing) this.underWay.delete(key);
      });
    this.underWay.set(key, { version: started, computing });
    return computing;
  }

  /**
   * Every item's id in Browse Content's order without a search, by title (as PostgreSQL sorts
   * `lower(title)`, ties by id), read once per catalogue version: the title itself is not kept
   * in memory for this. Call it right after `refresh()`.
   */
  titleOrder(): Promise<readonly number[]> {
    return this.readPerVersion(
      'title-order',
      async () =>
        (
          await this.pool.query<{ id: number }>('SELECT id FROM content_catalogue ORDER BY lower(title), id')
        ).rows.map((row) => row.id),
      (ids) => ids.length + 1,
    );
  }

  /** How many items `access` may see at all (the Y of 'X of Y items'), per catalogue version. */
  visibleCount(access: ContentAccess): number {
    const key = JSON.stringify(access);
    let count = this.visibleCounts.get(key);
    if (count === undefined) {
      count = 0;
      for (const facts of this.facts.values()) if (canAccessContent(access, facts)) count += 1;
      this.visibleCounts.set(key, count);
    }
    return count;
  }

  /**
   * How many items of each learning journey `access` may see, per catalogue version: the totals
   * of every learner's progress, the same for everyone with that access.
   */
  journeyTotals(access: ContentAccess): ReadonlyMap<string, number> {
    return this.visibleTotals('journeys', access, (facts) => facts.learningJourney);
  }

  /**
   * How many Essential items of each application `access` may see, per catalogue version: what a
   * learner completes for each application's certificate.
   */
  essentialTotals(access: ContentAccess): ReadonlyMap<string, number> {
    return this.visibleTotals('essentials', access, (facts) =>
      facts.learningJourney === 'Essential' ? facts.application : null,
    );
  }

  /**
   * Ids of the Essential items `access` may see, in id order, per catalogue version: what "every
   * Essential item completed" means today, which a badge check (sent after every view) asks.
   */
  visibleEssentialIds(access: ContentAccess): readonly number[] {
    return this.perVersion(
      `essential-ids|${JSON.stringify(access)}`,
      () => {
        const ids: number[] = [];
        for (const [id, facts] of this.facts) {
          if (facts.learningJourney === 'Essential' && canAccessContent(access, facts)) ids.push(id);
        }
        return ids.sort((a, b) => a - b);
      },
      (ids) => ids.length + 1,
    );
  }

  /** The items `access` may see, counted by `groupOf` (null: not counted), per catalogue version. */
  private visibleTotals(
    name: string,
    access: ContentAccess,
    groupOf: (facts: ItemFacts) => string | null,
  ): ReadonlyMap<string, number> {
    return this.perVersion(`${name}|${JSON.stringify(access)}`, () => {
      const totals = new Map<string, number>();
      for (const facts of this.facts.values()) {
        const group = groupOf(facts);
        if (group === null || !canAccessContent(access, facts)) continue;
        totals.set(group, (totals.get(group) ?? 0) + 1);
      }
      return totals;
    });
  }

  /** The catalogue items `ids`, in that order: from memory when shown before, else one query. */
  async itemsInOrder(ids: readonly number[]): Promise<ContentItem[]> {
    const missing = ids.filter((id) => this.items.get(id) === undefined);
    if (missing.length === 0) return ids.map((id) => this.items.get(id)!);
    const started = this.version;
    const { rows } = await this.pool.query<ContentItem>(
      `SELECT ${CONTENT_ITEM_COLUMNS} FROM content_catalogue WHERE id = ANY($1::int[])`,
      [missing],
    );
    // Rows read while a catch-up moved the index on may predate it: use them, keep them not.
    if (this.version === started) {
      for (const row of rows) {
        this.items.set(row.id, row);
      }
    }
    const read = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const item = read.get(id) ?? this.items.get(id);
      return item ? [item] : [];
    });
  }

  /** What was kept for an earlier version is never asked for again: it goes as the version moves. */
  private clearPerVersion(): void {
    this.version = {};
    this.queryCache.clear();
    this.visibleCounts.clear();
    this.derived.clear();
    this.answers.clear();
  }

  private rank(query: string, terms: readonly string[]): SearchHits {
    const ranked: SearchHit[] = [];
    const byNumber = new Map<number, SearchHit>();
    const number = numericQuery(query);
    if (number !== undefined) {
      const padded = String(number).padStart(4, '0');
      for (const id of [number, this.byContentNumber.get(padded)]) {
        const facts = id === undefined ? undefined : this.facts.get(id);
        if (id === undefined || !facts || byNumber.has(id)) continue;
        const hit: SearchHit = {
          id,
          tier: TIER.exactNumber,
          exact: true,
          createdAt: facts.createdAt,
          terms: NO_TERMS,
        };
        byNumber.set(id, hit);
        ranked.push(hit);
      }
    }
    if (terms.length > 0) {
      const results = this.text.search(this.synonyms.queryFor(terms), {
        combineWith: 'AND',
        prefix: true,
        fuzzy: (term) => allowedEdits(term),
        // Typo matches weigh less than words typed right; title words weigh most.
        weights: { fuzzy: 0.3, prefix: 0.6 },
        boost: { title: 6, identifier: 3, keywords: 3, description: 1 },
      });
      // Most hits of a query matched the same few words: they share one list, kept with the hits.
      const shared = new Map<string, readonly string[]>();
      const sharedTerms = (matched: string[]): readonly string[] => {
        const key = matched.join('\u0000');
        const known = shared.get(key);
        if (known) return known;
        shared.set(key, matched);
        return matched;
      };
      for (const result of results) {
        const id = result.id as number;
        const byItsNumber = byNumber.get(id);
        if (byItsNumber) {
          byItsNumber.terms = sharedTerms(result.terms);
          continue;
        }
        const facts = this.facts.get(id);
        if (!facts) continue;
        ranked.push({
          id,
          tier: tierOf(result.match),
          exact: typedExactly(terms, result.terms),
          createdAt: facts.createdAt,
          terms: sharedTerms(result.terms),
        });
      }
    }
    ranked.sort(compareRanked);
    return { ranked };
  }

  private emptyIndex() {
    return new MiniSearch<IndexedRow>({
      idField: 'id',
      fields: ['title', 'identifier', 'keywords', 'description'],
      storeFields: [],
      // Also asked for the id field: that one must come back as it is.
      extractField: (row, field) => {
        if (field === 'id') return row.id as unknown as string;
        const value = row[field as keyof IndexedRow];
        return Array.isArray(value) ? value.join(' ') : typeof value === 'string' ? value : '';
      },
      tokenize: (text) => termsOf(text),
      processTerm: (term) => normaliseTerm(term) || null,
    });
  }

  private async catalogueCheckpoint(client: Pool | PoolClient = this.pool): Promise<Position> {
    return (await this.checkpointsOf(client, [CONTENT_CATALOGUE])).get(CONTENT_CATALOGUE) ?? NO_POSITION;
  }

  /** Both checkpoints the index follows, in one statement: every search reads them. */
  private async checkpoints(): Promise<Checkpoints> {
    const read = await this.checkpointsOf(this.pool, [CONTENT_CATALOGUE, SEARCH_SYNONYMS]);
    return {
      catalogue: read.get(CONTENT_CATALOGUE) ?? NO_POSITION,
      synonyms: read.get(SEARCH_SYNONYMS) ?? NO_POSITION,
    };
  }

  private async checkpointsOf(client: Pool | PoolClient, names: readonly string[]) {
    const { rows } = await client.query<{ name: string; transaction_id: string; position: number }>(
      `SELECT name, last_transaction_id::text AS transaction_id, last_global_position AS position
         FROM projection_checkpoints WHERE name = ANY($1::text[])`,
      [names],
    );
    return new Map(
      rows.map((row) => [row.name, { transactionId: row.transaction_id, globalPosition: row.position }]),
    );
  }

  private async catchUpTo(target: Position): Promise<void> {
    if (this.position === undefined) return this.build();
    const { rows } = await this.pool.query<{ stream_id: string }>(
      `SELECT DISTINCT stream_id FROM emt_messages
        WHERE is_archived = false AND message_kind = 'E' AND stream_id LIKE 'content-%'
          AND (transaction_id, global_position) > ($1::xid8, $2::bigint)
          AND (transaction_id, global_position) <= ($3::xid8, $4::bigint)`,
      [
        this.position.transactionId,
        this.position.globalPosition,
        target.transactionId,
        target.globalPosition,
      ],
    );
    const ids = rows.map((row) => Number(row.stream_id.slice('content-'.length))).filter(Number.isInteger);
    if (ids.length === 0) {
      // The checkpoint moved past other read models' events only (a learner's click, a search
      // tracked): the catalogue is as it was, and so is everything kept for it.
      this.position = target;
      return;
    }
    if (ids.length > Math.max(1_000, this.facts.size * REBUILD_SHARE)) return this.build();
    // The rows as the catalogue has them now: at least as new as `target`, perhaps newer, in
    // which case the next catch-up reads them again.
    const { rows: current } = await this.pool.query<IndexedRow>(
      `SELECT ${INDEX_COLUMNS} FROM content_catalogue WHERE id = ANY($1::int[])`,
      [ids],
    );
    const found = new Map(current.map((row) => [row.id, row]));
    for (const id of ids) {
      this.remove(id);
      this.items.delete(id);
      const row = found.get(id);
      if (row) this.add(row);
    }
    this.position = target;
    this.clearPerVersion();
  }

  /** Reads the whole catalogue and its checkpoint from one snapshot, page by page. */
  private async build(): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      // Locked before the snapshot is taken (by the first SELECT): a rebuild swaps in a fresh
      // table, whose rows a snapshot from before the swap would not see. Holding the lock, the
      // swap waits for this read; arriving during a swap, this waits and then sees the new rows.
      await client.query('LOCK TABLE content_catalogue IN ACCESS SHARE MODE');
      const position = await this.catalogueCheckpoint(client);
      this.text = this.emptyIndex();
      this.facts.clear();
      this.byContentNumber.clear();
      for (let after = 0; ;) {
        const { rows } = await client.query<IndexedRow>(
          `SELECT ${INDEX_COLUMNS} FROM content_catalogue WHERE id > $1 ORDER BY id LIMIT ${BUILD_PAGE}`,
          [after],
        );
        for (const row of rows) this.add(row);
        if (rows.length < BUILD_PAGE) break;
        after = rows.at(-1)!.id;
      }
      await client.query('COMMIT');
      this.position = position;
      this.clearPerVersion();
      this.items.clear();
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      this.position = undefined;
      throw error;
    } finally {
      client.release();
    }
  }

  private add(row: IndexedRow): void {
    this.text.add(row);
    this.facts.set(row.id, {
      application: row.application,
      module: row.module,
      level: row.level,
      type: row.type,
      learningJourney: row.learning_journey,
      contentNumber: row.content_number,
      createdAt: row.created_at.getTime(),
    });
    if (row.content_number) this.byContentNumber.set(row.content_number, row.id);
  }

  private remove(id: number): void {
    const facts = this.facts.get(id);
    if (!facts) return;
    // MiniSearch forgets a document by id without being handed its text again.
    this.text.discard(id);
    this.facts.delete(id);
    if (facts.contentNumber && this.byContentNumber.get(facts.contentNumber) === id) {
      this.byContentNumber.delete(facts.contentNumber);
    }
  }
}
