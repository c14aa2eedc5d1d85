import Foundation

/// Cairo's FreeType fonts belong to the process, not to a session: every session's font from the same
/// file is one FreeType face, and Cairo closes faces it takes for idle when more than ten are open.
/// Cairo 1.16 decides "idle" without taking the face's own lock, so two threads measuring, drawing or
/// writing PDFs at once closed faces under each other: crashes in FreeType, double frees, and wrong
/// glyphs in files that looked fine (found with `render --jobs 2` to `--jobs 8`). Every use of fonts
/// takes this one lock, reentrantly; PNG encoding and writing files, most of a render, stay parallel.
public enum FontAccess {
    private static let lock = NSRecursiveLock()

    public static func serialized<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
