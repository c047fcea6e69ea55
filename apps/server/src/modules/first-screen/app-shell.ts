import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The built index.html, and the files each lazily loaded module needs, from Vite's build manifest. */
export interface AppShell {
  html: string;
  /**
   * The scripts and stylesheets of `sources` (modules of the web app, as the manifest names them:
   * `src/app/routes/dashboard.ts`) with everything they import statically, less what index.html
   * already loads. Unknown sources are skipped: a renamed route only loses its preload.
   */
  filesOf(sources: string[]): { scripts: string[]; styles: string[] };
}

/** Reads the shell once at start; null when the build has no manifest (tests without a web build). */
export async function loadAppShell(webDist: string): Promise<AppShell | null> {
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  const [html, manifestText] = await Promise.all([readFile(path.join(webDist, 'index.html'), 'utf8'), readFile(manifestFile, 'utf8')]);
  const manifest = JSON.parse(manifestText) as Record<string, ManifestChunk>;

  const collect = (key: string, scripts: Set<string>, styles: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(`/${chunk.file}`)) return;
    scripts.add(`/${chunk.file}`);
    for (const style of chunk.css ?? []) styles.add(`/${style}`);
    for (const imported of chunk.imports ?? []) collect(imported, scripts, styles);
  };
  const loaded = { scripts: new Set<string>(), styles: new Set<string>() };
  collect('index.html', loaded.scripts, loaded.styles);

  return {
    html,
    filesOf(sources) {
      const scripts = new Set<string>();
      const styles = new Set<string>();
      for (const source of sources) collect(source, scripts, styles);
      return {
        scripts: [...scripts].filter((file) => !loaded.scripts.has(file)),
        styles: [...styles].filter((file) => !loaded.styles.has(file)),
      };
    },
  };
}
