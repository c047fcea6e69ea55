/**
 * No API URL written by hand in the web app (docs/decisions/080): each is a path of the document,
 * typed by it, with the probe showing what counts as written by hand.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { handWrittenUrls, webHandWrittenUrls } from './web-api-urls.ts';

const root = path.resolve(import.meta.dirname, '..');

/** Files that build a path of the document from its parts, with why. */
const BUILT_FROM_THE_DOCUMENT: Record<string, string> = {
  'apps/web/src/features/games/api/play-round.ts': "its types pick the games' round paths out of the document's",
  'apps/web/src/features/games/components/use-game-round.ts':
    "a game's round paths from its id (one list of games, decision 075): a bet's checked against the document's by `satisfies`, a step's action typed from them",
};
const paths = new Set(['/api/mining', '/api/contest/levels/{n}/validate']);

describe('the web app', () => {
  it('writes no API URL by hand: each is a path of the generated document', () => {
    expect(webHandWrittenUrls(root).filter((found) => !(found.split(':')[0]! in BUILT_FROM_THE_DOCUMENT))).toEqual([]);
  }, 60_000);

  it('counts a URL built in a template, with a query, or not in the document as written by hand, not a path of it or a comment', () => {
    expect(handWrittenUrls('probe.ts', "api.get('/api/mining'); api.post('/api/contest/levels/{n}/validate', { path: { n } });", paths)).toEqual([]);
    expect(handWrittenUrls('probe.ts', '/** GET `/api/mining?x=1` answers */\n// fetch("/api/gone")\nconst a = 1;', paths)).toEqual([]);
    expect(handWrittenUrls('probe.ts', 'api.post(`/api/contest/levels/${n}/validate`);', paths)).toHaveLength(1);
    expect(handWrittenUrls('probe.ts', "api.get('/api/mining?full=1');", paths)).toHaveLength(1);
    expect(handWrittenUrls('probe.ts', "api.get<Mining>('/api/minig');", paths)).toEqual(["probe.ts:1: '/api/minig'"]);
    expect(handWrittenUrls('probe.ts', "fetch('/api/contest/' + id);", paths)).toHaveLength(1);
  });
});
