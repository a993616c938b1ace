// Stops the layer's server (see layer-setup.js).
module.exports = async function teardown() {
  if (globalThis.__layerServer) await globalThis.__layerServer.stop()
  if (globalThis.__layerTemplate) require('fs').rmSync(globalThis.__layerTemplate, { recursive: true, force: true })
}
