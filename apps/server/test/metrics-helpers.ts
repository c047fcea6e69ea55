/** Reading what GET /metrics answers: a small parser of the Prometheus text format (0.0.4). */

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Exposition {
  samples: Sample[];
  /** `# TYPE` of each metric family. */
  types: Map<string, string>;
  /** `# HELP` of each metric family. */
  help: Map<string, string>;
}

const LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

const unescape = (value: string) => value.replace(/\\(.)/g, (_match, char: string) => (char === 'n' ? '\n' : char));

function parseValue(text: string): number {
  if (text === '+Inf') return Infinity;
  if (text === '-Inf') return -Infinity;
  return Number(text);
}

/** Throws on a line that is neither a comment nor a sample: the whole answer must be valid. */
export function parseExposition(text: string): Exposition {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  const help = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const comment = /^# (HELP|TYPE) (\S+) (.*)$/.exec(line);
    if (comment) {
      (comment[1] === 'HELP' ? help : types).set(comment[2]!, comment[3]!);
      continue;
    }
    if (line.startsWith('#')) continue;
    const match = LINE.exec(line);
    if (!match) throw new Error(`not a Prometheus sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, name, value] of (match[2] ?? '').matchAll(LABEL)) labels[name!] = unescape(value!);
    samples.push({ name: match[1]!, labels, value: parseValue(match[3]!) });
  }
  return { samples, types, help };
}

/** The samples of `name` whose labels include `labels`. */
export function samplesOf(exposition: Exposition, name: string, labels: Record<string, string> = {}): Sample[] {
  return exposition.samples.filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value));
}

/** The sum of the matching samples' values; 0 when there is none (a counter not yet incremented). */
export function valueOf(exposition: Exposition, name: string, labels: Record<string, string> = {}): number {
  return samplesOf(exposition, name, labels).reduce((sum, sample) => sum + sample.value, 0);
}

/** GET /metrics, parsed; fails on any status but 200. */
export async function scrape(url: string, token?: string): Promise<Exposition> {
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return parseExposition(await response.text());
}
