import v8 from 'node:v8';

/**
 * Has V8 mark the heap for a major collection in one pause instead of in steps spread over many turns of the
 * event loop. While incremental marking runs, every turn does a share of it and every write goes through
 * V8's marking barrier: with 500 replies streaming, the turns ran 10-15 ms long for 100-150 ms at a time, and
 * each hop of a new reply (the request, the database's answer, the provider's) waited behind them. The single
 * pause at that size lasts 6-8 ms. Measured in bench/chat-stream (decision 005): p99 added to the first
 * chunk 29-45 ms with incremental marking, 7-16 ms without.
 *
 * Set at run time rather than as a node option, so every way of starting the server gets it and a Node whose V8
 * no longer knew the flag would ignore it rather than refuse to start. An operator whose server holds a heap
 * large enough for one pause to hurt (hundreds of MB) starts node with `--incremental-marking`, which is kept.
 */
export function tuneGarbageCollection(execArgv: readonly string[] = process.execArgv): void {
  // V8 takes its flags with dashes or underscores.
  if (execArgv.some((arg) => /incremental[-_]marking/.test(arg))) return;
  v8.setFlagsFromString('--no-incremental-marking');
}
