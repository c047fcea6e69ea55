/**
 * What the page's main thread did besides running its scripts, from a Chrome trace: a CPU profile
 * puts style, layout, paint, HTML parsing and compiling all under "(program)"; the trace's events
 * name them. Self time by event name on the renderer's main thread (an event's time less the
 * events nested in it), largest first.
 */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

export function summariseTrace(events: TraceEvent[], top = 12): { name: string; selfMs: number }[] {
  const mainThreads = new Set(events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`));
  const complete = events.filter((event) => event.ph === 'X' && event.dur !== undefined && mainThreads.has(`${event.pid}:${event.tid}`)).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const self = new Map<string, number>();
  const stack: { event: TraceEvent; end: number; children: number }[] = [];
  const close = (until: number) => {
    while (stack.length > 0 && stack.at(-1)!.end <= until) {
      const done = stack.pop()!;
      self.set(done.event.name, (self.get(done.event.name) ?? 0) + Math.max(0, done.event.dur! - done.children));
      if (stack.length > 0) stack.at(-1)!.children += done.event.dur!;
    }
  };
  for (const event of complete) {
    close(event.ts);
    stack.push({ event, end: event.ts + event.dur!, children: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  // The task wrappers themselves are not work.
  for (const wrapper of ['RunTask', 'ThreadControllerImpl::RunTask', 'TaskQueueManager::ProcessTaskFromWorkQueue']) self.delete(wrapper);
  return [...self.entries()]
    .map(([name, micros]) => ({ name, selfMs: Math.round(micros / 100) / 10 }))
    .sort((a, b) => b.selfMs - a.selfMs)
    .slice(0, top);
}
