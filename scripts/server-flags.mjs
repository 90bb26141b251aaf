// How the production server is started, by `npm start`, the Playwright journeys and the benches
// alike, so what is tested and measured is what users run.
//
// V8's default heap limit (a quarter of the machine's memory) let garbage pile up to ~500 MB before
// collecting it, so the server grew to ~800 MB under load and kept it; it retains ~100 MB.
export const SERVER_NODE_FLAGS = ['--enable-source-maps', '--max-old-space-size=256'];
