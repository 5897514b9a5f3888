// A module loader hook (node:module register) for load-probe.ts: posts the URL of every module loaded to the
// port it was given, before the module is loaded.
let port;

export function initialize(data) {
  port = data.port;
}

export async function load(url, context, nextLoad) {
  port.postMessage(url);
  return nextLoad(url, context);
}
