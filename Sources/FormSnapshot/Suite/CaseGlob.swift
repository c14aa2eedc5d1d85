/// A shell glob on case names (`'Login*'`, `'*-compact@2x'`, `'Caf?-[cr]*'`), matched character by
/// character: `*` any run, `?` one character, `[abc]`, `[a-z]` and `[!…]` one of (or none of) a set,
/// `\` the next character as it is (a lone `\` at the end, nothing). fnmatch in the C locale counts bytes, so `?` never matched `é`,
/// and a name typed in another Unicode normalisation form (é as e and an accent) never matched at all:
/// both sides are compared as characters, in canonical composition.
enum CaseGlob {
    static func matches(_ pattern: String, _ name: String) -> Bool {
        match(Array(pattern.precomposedStringWithCanonicalMapping), Array(name.precomposedStringWithCanonicalMapping))
    }

    private static func match(_ pattern: [Character], _ name: [Character]) -> Bool {
        // Iterative, remembering the last `*`: linear in practice, never exponential.
        var p = 0, n = 0
        var star: (pattern: Int, name: Int)?
        while n < name.count {
            if p < pattern.count, pattern[p] == "*" {
                star = (p, n)
                p += 1
            } else if p < pattern.count, let width = single(pattern, at: p, matches: name[n]) {
                p += width
                n += 1
            } else if let resume = star {
                p = resume.pattern + 1
                n = resume.name + 1
                star = (resume.pattern, resume.name + 1)
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }

    /// How many pattern characters the element at `index` takes when it matches `character`; nil when
    /// it does not match.
    private static func single(_ pattern: [Character], at index: Int, matches character: Character) -> Int? {
        switch pattern[index] {
        case "?":
            return 1
        case "\\":
            // A lone `\` at the end escapes nothing: fnmatch matches nothing then, and neither does this.
            guard index + 1 < pattern.count else { return nil }
            return pattern[index + 1] == character ? 2 : nil
        case "[":
            guard let (matched, width) = set(pattern, at: index, matching: character) else {
                return character == "[" ? 1 : nil // no closing `]`: a plain `[`
            }
            return matched ? width : nil
        default:
            return pattern[index] == character ? 1 : nil
        }
    }

    /// `[…]` at `index`: whether it holds `character`, and its width; nil when it has no closing `]`.
    private static func set(_ pattern: [Character], at index: Int, matching character: Character) -> (Bool, Int)? {
        var i = index + 1
        let negated = i < pattern.count && (pattern[i] == "!" || pattern[i] == "^")
        if negated { i += 1 }
        var found = false
        var first = true
        while i < pattern.count, pattern[i] != "]" || first {
            first = false
            let low = pattern[i]
            if i + 2 < pattern.count, pattern[i + 1] == "-", pattern[i + 2] != "]" {
                if low <= character && character <= pattern[i + 2] { found = true }
                i += 3
            } else {
                if low == character { found = true }
                i += 1
            }
        }
        guard i < pattern.count else { return nil }
        return (found != negated, i - index + 1)
    }
}
