/**
 * True as soon as `check` holds, trying every 50 ms until `timeoutMs`; then one last try. For what a
 * test waits on outside its own calls (a pool replacing a dead connection, a server restarting).
 */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}
