/**
 * The wire between the `pg` driver and PGlite on its own thread (platform/db/pglite-worker.mjs,
 * docs/decisions/0019). `pg` writes Postgres protocol messages to a socket-like stream; this
 * stream hands each write to the worker, which runs it through PGlite's protocol entry point
 * and answers with the bytes a server would have sent. Writes arrive whole (the driver writes
 * complete messages), so no framing is needed here, and they are answered in order.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { Duplex } from 'node:stream'
import { Worker } from 'node:worker_threads'

/**
 * PGlite's WebAssembly, compiled once per process and handed to each thread that opens a
 * database. A thread left to itself compiles the 9 MB module again: about 1.4 s of the 2.3 s a
 * platform test's database took to open, for the hundred databases a test run opens. One
 * database per server process (production) compiles it once either way.
 */
let compiled: Promise<WebAssembly.Module> | undefined
function pgliteModule(): Promise<WebAssembly.Module> {
  compiled ??= (async () => {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
    return WebAssembly.compile(await readFile(path.join(path.dirname(entry), 'pglite.wasm')))
  })()
  return compiled
}

type Reply = { type: 'wire'; id: number; bytes: Uint8Array } | { type: 'reset' | 'closed' | 'dumped'; id: number } | { type: 'error'; id: number; message: string }

/** The worker thread that holds PGlite, and request/answer over its message port. */
export class PgliteThread {
  readonly #worker: Worker
  readonly #pending = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>()
  #next = 0

  private constructor(worker: Worker) {
    this.#worker = worker
    worker.on('message', (reply: Reply) => {
      const waiting = this.#pending.get(reply.id)
      if (!waiting) return
      this.#pending.delete(reply.id)
      if (reply.type === 'error') waiting.reject(new Error(`PGlite: ${reply.message}`))
      else waiting.resolve(reply)
    })
    worker.on('error', (error) => this.#failAll(error))
    worker.on('exit', (code) => this.#failAll(new Error(`PGlite thread exited (${code})`)))
  }

  /**
   * Starts the thread on `dir` (a folder, or 'memory://') and resolves once PGlite is open;
   * with `image` (a file `dump` wrote), the database starts as that image holds it.
   */
  static async start(dir: string, image?: string): Promise<PgliteThread> {
    const wasmModule = await pgliteModule()
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dir, image, wasmModule } })
    await new Promise<void>((resolve, reject) => {
      const onError = (error: Error) => reject(error)
      worker.once('error', onError)
      worker.once('message', (message: { type: string }) => {
        worker.off('error', onError)
        if (message.type === 'ready') resolve()
        else reject(new Error(`PGlite thread: unexpected ${message.type}`))
      })
    })
    return new PgliteThread(worker)
  }

  /** Protocol bytes in, the answer's bytes out. */
  async wire(bytes: Uint8Array): Promise<Uint8Array> {
    const reply = await this.#send({ type: 'wire', bytes })
    return reply.type === 'wire' ? reply.bytes : new Uint8Array()
  }

  /** Writes the whole data directory to the file `path`, an image `start` can open. */
  async dump(path: string): Promise<void> {
    await this.#send({ type: 'dump', path })
  }

  /** The connection ended: roll back a transaction it left open. */
  async reset(): Promise<void> {
    await this.#send({ type: 'reset' })
  }

  async close(): Promise<void> {
    await this.#send({ type: 'close' }).catch(() => {})
    await this.#worker.terminate()
  }

  /** A stream for one `pg` connection (the pool keeps one: PGlite serves one at a time). */
  connection(): Duplex {
    return new PgliteStream(this)
  }

  #send(message: { type: string; bytes?: Uint8Array; path?: string }): Promise<Reply> {
    const id = this.#next++
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject })
      this.#worker.postMessage({ ...message, id })
    })
  }

  #failAll(error: Error) {
    for (const waiting of this.#pending.values()) waiting.reject(error)
    this.#pending.clear()
  }
}

/** Terminate ('X', length 4): the driver saying goodbye. PGlite has no session to end. */
const isTerminate = (bytes: Uint8Array) => bytes.length === 5 && bytes[0] === 0x58

class PgliteStream extends Duplex {
  constructor(private readonly thread: PgliteThread) {
    super()
  }

  // What `pg` calls on a net.Socket.
  connect() {
    // PGlite is one session shared by every connection in turn: each starts from a clean one
    // (no open transaction, no prepared statements), whatever the previous one left.
    this.thread.reset().then(
      () => this.emit('connect'),
      (error: Error) => this.destroy(error),
    )
    return this
  }
  setNoDelay() {
    return this
  }
  setKeepAlive() {
    return this
  }
  ref() {
    return this
  }
  unref() {
    return this
  }

  override _read() {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void) {
    this.#forward(chunk, done)
  }

  override _writev(chunks: { chunk: Buffer }[], done: (error?: Error | null) => void) {
    this.#forward(Buffer.concat(chunks.map((c) => c.chunk)), done)
  }

  #forward(bytes: Buffer, done: (error?: Error | null) => void) {
    if (isTerminate(bytes)) return done()
    this.thread.wire(bytes).then((answer) => {
      if (answer.length > 0) this.push(Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength))
      done()
    }, done)
  }

  override _final(done: (error?: Error | null) => void) {
    this.push(null)
    done()
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void) {
    this.thread.reset().then(
      () => done(error),
      () => done(error),
    )
  }
}
