/// Byte-level reading of PDF syntax: keywords, integers, references, and the extent of dictionaries
/// and arrays (strings inside them skipped), enough to find keys at the top level of a dictionary.
enum PDFSyntax {
    static func matches(_ word: String, in bytes: [UInt8], at index: Int) -> Bool {
        let utf8 = word.utf8
        guard index >= 0, index + utf8.count <= bytes.count else { return false }
        // Byte by byte, without copying the word: every search in a PDF calls this at each candidate.
        var position = index
        for byte in utf8 {
            if bytes[position] != byte { return false }
            position += 1
        }
        return true
    }

    static func index(of word: String, in bytes: [UInt8], from start: Int) -> Int? {
        var index = max(0, start)
        let first = word.utf8.first
        while index < bytes.count {
            if bytes[index] == first, matches(word, in: bytes, at: index) { return index }
            index += 1
        }
        return nil
    }

    static func lastIndex(of word: String, in bytes: [UInt8], before end: Int) -> Int? {
        var index = min(end, bytes.count) - word.utf8.count
        let first = word.utf8.first
        while index >= 0 {
            if bytes[index] == first, matches(word, in: bytes, at: index) { return index }
            index -= 1
        }
        return nil
    }

    static func text(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        String(decoding: bytes[range.clamped(to: 0..<bytes.count)], as: UTF8.self)
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0x0C || byte == 0x00
    }

    static func isDelimiter(_ byte: UInt8) -> Bool {
        isWhitespace(byte) || "()<>[]{}/%".utf8.contains(byte)
    }

    static func skipWhitespace(_ bytes: [UInt8], _ start: Int) -> Int {
        var index = start
        while index < bytes.count, isWhitespace(bytes[index]) { index += 1 }
        return index
    }

    /// A non-negative integer after optional whitespace, and where it ends.
    static func integer(in bytes: [UInt8], from start: Int) -> (value: Int, end: Int)? {
        var index = skipWhitespace(bytes, start)
        var value = 0, digits = 0
        while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39, digits < 12 {
            value = value * 10 + Int(bytes[index] - 0x30)
            index += 1
            digits += 1
        }
        return digits == 0 ? nil : (value, index)
    }

    /// The range of the dictionary or array opening at `start` (`<<…>>` or `[…]`), brackets included.
    static func dictionary(in bytes: [UInt8], at start: Int) -> Range<Int>? {
        walk(bytes, from: start, to: bytes.count) { _, _ in true }.map { start..<$0 }
    }

    /// Walks PDF syntax from `start` to `end`, literal and hex strings and comments skipped whole,
    /// calling `visit` at every other byte with how many dictionaries and arrays are open there. Returns
    /// the index after the structure opened at `start` closes; nil when `visit` stops the walk (by
    /// returning false) or `end` comes first.
    static func walk(_ bytes: [UInt8], from start: Int, to end: Int, visit: (_ index: Int, _ depth: Int) -> Bool) -> Int? {
        var depth = 0
        var index = start
        let end = min(end, bytes.count)
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "(") {
                index = skipString(bytes, index)
            } else if byte == UInt8(ascii: "%") {
                while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
            } else if matches("<<", in: bytes, at: index) || byte == UInt8(ascii: "[") {
                depth += 1
                index += byte == UInt8(ascii: "[") ? 1 : 2
            } else if matches(">>", in: bytes, at: index) || byte == UInt8(ascii: "]") {
                depth -= 1
                index += byte == UInt8(ascii: "]") ? 1 : 2
                if depth <= 0 { return index }
            } else if byte == UInt8(ascii: "<") {
                // A hex string.
                while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
                index += 1
            } else {
                guard visit(index, depth) else { return nil }
                index += 1
            }
        }
        return nil
    }

    /// The index after a literal string opening at `start`, balanced parentheses and escapes honoured.
    static func skipString(_ bytes: [UInt8], _ start: Int) -> Int {
        var depth = 0
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 1
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return index + 1 }
            default: break
            }
            index += 1
        }
        return index
    }

    /// Where the value of a top-level `key` of a dictionary starts, if the dictionary has it.
    static func valueStart(of key: String, in bytes: [UInt8], dictionary: Range<Int>) -> Int? {
        var found: Int?
        _ = walk(bytes, from: dictionary.lowerBound, to: dictionary.upperBound) { index, depth in
            guard depth == 1, bytes[index] == UInt8(ascii: "/"), matches(key, in: bytes, at: index) else { return true }
            let end = index + key.utf8.count
            guard end < bytes.count, isDelimiter(bytes[end]) else { return true }
            found = skipWhitespace(bytes, end)
            return false
        }
        return found
    }

    static func integerValue(of key: String, in bytes: [UInt8], dictionary: Range<Int>) -> Int? {
        valueStart(of: key, in: bytes, dictionary: dictionary).flatMap { integer(in: bytes, from: $0)?.value }
    }

    /// `N G R` as the value of a key: N.
    static func referenceValue(of key: String, in bytes: [UInt8], dictionary: Range<Int>) -> Int? {
        guard let start = valueStart(of: key, in: bytes, dictionary: dictionary),
              let number = integer(in: bytes, from: start), let generation = integer(in: bytes, from: number.end) else { return nil }
        let r = skipWhitespace(bytes, generation.end)
        return r < bytes.count && bytes[r] == UInt8(ascii: "R") ? number.value : nil
    }

    /// The range of an array value `[…]` of a key.
    static func arrayValue(of key: String, in bytes: [UInt8], dictionary: Range<Int>) -> Range<Int>? {
        guard let start = valueStart(of: key, in: bytes, dictionary: dictionary), start < bytes.count,
              bytes[start] == UInt8(ascii: "[") else { return nil }
        return self.dictionary(in: bytes, at: start)
    }

    /// Every `N G R` in a range.
    static func references(in bytes: [UInt8], _ range: Range<Int>) -> [Int] {
        var found: [Int] = []
        var index = range.lowerBound
        while index < range.upperBound {
            if let number = integer(in: bytes, from: index), number.end <= range.upperBound,
               let generation = integer(in: bytes, from: number.end) {
                let r = skipWhitespace(bytes, generation.end)
                if r < range.upperBound, bytes[r] == UInt8(ascii: "R") {
                    found.append(number.value)
                    index = r + 1
                    continue
                }
                index = number.end
                continue
            }
            index += 1
        }
        return found
    }
}
