import { FIRST_SCREEN_ELEMENT_ID, type FirstScreen } from '@fre/domain';
import type { AppShell } from './app-shell.ts';
import type { PagePlan } from './page-plan.ts';

/**
 * JSON that cannot end its <script> block or open a comment, whatever the strings hold (a nickname
 * such as `</script><script>…`): every <, > and & is written as its \u escape, and so are the two
 * line separators JavaScript once refused in strings.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * index.html with the page's chunks preloaded (they start with the entry script instead of after
 * the session check) and its data in a non-executable JSON block: the CSP needs no exception.
 */
export function renderFirstScreen(shell: AppShell, plan: PagePlan, data: FirstScreen): string {
  const { scripts, styles } = shell.filesOf(plan.modules);
  const tags = [
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
    ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="${file}">`),
    `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${jsonForHtml(data)}</script>`,
  ];
  return shell.html.replace(/<html lang="[a-z]+">/, `<html lang="${data.language}">`).replace('</head>', `${tags.join('\n')}\n</head>`);
}
