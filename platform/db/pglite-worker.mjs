// The embedded database's own thread (docs/decisions/0019). PGlite (Postgres compiled to
// WebAssembly) runs here, off the thread that renders pages; the server talks to it with the
// Postgres wire protocol, through the same `pg` driver as to a Postgres server
// (platform/db/pglite-stream.ts carries the bytes). Plain JavaScript so that the built
// server, `tsx` and the tests all start it as it is.
import { readFileSync, writeFileSync } from 'node:fs'
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'

// A data directory image (written by 'dump' below) starts the database as it was, without
// initdb, migrations or seeding: the platform tests start dozens of databases from one image.
const image = workerData.image ? { loadDataDir: new Blob([readFileSync(workerData.image)]) } : {}
// The WebAssembly module the opening thread compiled once for the whole process (pglite-stream.ts).
const db = await PGlite.create(workerData.dir, { ...image, wasmModule: workerData.wasmModule })
let chain = Promise.resolve()

parentPort.on('message', (message) => {
  // One statement stream at a time, in the order the driver sent them.
  chain = chain.then(() => handle(message))
})
parentPort.postMessage({ type: 'ready' })

async function handle(message) {
  try {
    if (message.type === 'wire') {
      const answer = await db.execProtocolRaw(message.bytes)
      // A copy: the answer is a view into PGlite's own (large) buffer, which must stay with it.
      const bytes = answer.slice()
      parentPort.postMessage({ type: 'wire', id: message.id, bytes }, [bytes.buffer])
    } else if (message.type === 'reset') {
      // A connection that went away inside a transaction must not leave it open for the next.
      // (PGlite tracks only its own transactions; one begun over the wire it does not know
      // of, so roll back unconditionally: outside a transaction it is a harmless warning.)
      await db.exec('rollback')
      // Nor its prepared statements (platform/db/named-statements.ts): PGlite is one session,
      // and the next connection's driver, knowing none of them, would prepare the same names.
      await db.exec('deallocate all')
      parentPort.postMessage({ type: 'reset', id: message.id })
    } else if (message.type === 'dump') {
      const file = await db.dumpDataDir('none')
      writeFileSync(message.path, new Uint8Array(await file.arrayBuffer()))
      parentPort.postMessage({ type: 'dumped', id: message.id })
    } else if (message.type === 'close') {
      await db.close()
      parentPort.postMessage({ type: 'closed', id: message.id })
    }
  } catch (error) {
    parentPort.postMessage({ type: 'error', id: message.id, message: String(error?.message ?? error) })
  }
}
