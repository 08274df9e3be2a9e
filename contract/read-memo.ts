/**
 * Reads remembered for a short while: the back-office's calls of one page (Api.remember in
 * app/services/api.server.ts) and, on the platform, what one page's calls read about the
 * caller (platform/domain/caller.ts). A failed read is forgotten, so the next caller asks
 * again; `clear` forgets everything, and both sides call it around every write so what a
 * page reads after an action is fresh.
 */
export class ReadMemo {
  readonly #answers = new Map<string, Promise<unknown>>()

  once<T>(key: string, read: () => PromiseLike<T>): Promise<T> {
    let answer = this.#answers.get(key) as Promise<T> | undefined
    if (!answer) {
      // Promise.resolve runs a lazy thenable once: a drizzle query is one, and kept as it is
      // it ran again on every await (and once more for the catch below).
      answer = Promise.resolve(read())
      this.#answers.set(key, answer)
      answer.catch(() => this.#answers.delete(key))
    }
    return answer
  }

  clear() {
    this.#answers.clear()
  }
}
