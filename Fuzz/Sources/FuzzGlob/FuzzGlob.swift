import FormSnapshot
#if canImport(Glibc)
import Glibc
#endif

/// Case globs (`snapshot verify PATTERN`, the keys of `overrides`) on case names: the pattern and the
/// name are the input split at its first NUL byte, each as UTF-8 (invalid bytes repaired).
///
/// Checks: matching never traps and ends (the matcher resumes only the last `*`); a pattern without
/// `*`, `?`, `[` or `\` matches exactly the names equal to it in canonical composition; and on ASCII
/// the matcher agrees with fnmatch, which counts bytes, as characters are bytes there.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    let split = input.firstIndex(of: 0) ?? input.count
    let pattern = String(decoding: input[..<split], as: UTF8.self)
    let name = String(decoding: input[min(split + 1, input.count)...], as: UTF8.self)
    let patterns = CasePatterns([pattern])
    let matched = patterns.matches(name)
    if !pattern.contains(where: { "*?[\\".contains($0) }) {
        let equal = pattern.precomposedStringWithCanonicalMapping == name.precomposedStringWithCanonicalMapping
        precondition(matched == equal, "a plain pattern matches exactly its own name")
    }
    let ascii = { (text: String) in text.utf8.allSatisfy { $0 > 0 && $0 < 0x80 } }
    if ascii(pattern), ascii(name), !pattern.contains("[") {
        // Sets differ at the edges (fnmatch's character classes, `[!]`): compared where both are plain.
        precondition(matched == (fnmatch(pattern, name, 0) == 0), "agrees with fnmatch on ASCII")
    }
    precondition(patterns.unmatched(in: [name]) == (matched ? [] : [pattern]))
    return 0
}
