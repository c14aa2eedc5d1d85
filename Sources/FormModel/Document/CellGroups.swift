import Foundation

/// How a field is printed in character cells, as its `cells` hint spells it: groups of cells with a
/// gap or a separator between them. `"4 4 4 4 4 4 2"` is an IBAN (26 cells in groups of four, a gap
/// between groups), `"3-2-4"` a US social security number (a `-` printed in a cell of its own between
/// groups), `"34"` one row of 34 cells. FormRender's key for paper; SixLayer keeps it as metadata.
public struct CellGroups: Equatable, Sendable {
    /// Cells in each group, in order.
    public var sizes: [Int]
    /// What stands between two groups: a character printed in a cell of its own, or nil for a gap.
    public var separators: [Character?]

    public static let maxCells = 64

    public var count: Int { sizes.reduce(0, +) }

    /// How many cells' widths the groups take in a row: each cell, each mark (a cell of its own), half
    /// a cell for each gap.
    public var slots: Double {
        let marks = separators.filter { $0 != nil }.count
        return Double(count + marks) + Double(separators.count - marks) / 2
    }

    /// `characters` cut into the groups, in order; a group past the characters' end gets none.
    public func split(_ characters: [Character]) -> [ArraySlice<Character>] {
        var start = 0
        return sizes.map { size in
            defer { start += size }
            return characters[min(start, characters.count)..<min(start + size, characters.count)]
        }
    }

    public init(sizes: [Int], separators: [Character?]) {
        self.sizes = sizes
        self.separators = separators
    }

    /// Reads a `cells` hint; a spelling it cannot read is the error's message.
    public static func parse(_ text: String) -> Result<CellGroups, CellsError> {
        var sizes: [Int] = [], separators: [Character?] = []
        var number = ""
        var pending: Character??
        func closeNumber() -> Bool {
            guard let size = Int(number), size > 0 else { return false }
            if !sizes.isEmpty { separators.append(pending ?? nil) }
            sizes.append(size)
            number = ""
            pending = nil
            return true
        }
        for character in text.trimmingCharacters(in: .whitespaces) {
            if character.isASCII, character.isNumber {
                number.append(character)
                guard number.count <= 3 else { return .failure(CellsError("'\(text)': a group of more than \(maxCells) cells")) }
                continue
            }
            if !number.isEmpty, !closeNumber() { return .failure(CellsError("'\(text)': a group of 0 cells")) }
            if character == " " {
                if pending == nil { pending = .some(nil) }
            } else if character.isLetter || character.isNumber || character.isNewline || sizes.isEmpty {
                return .failure(CellsError("'\(text)': expected numbers of cells separated by spaces or one mark (\"4 4 4 4 4 4 2\", \"3-2-4\")"))
            } else if case .some(.some) = pending {
                return .failure(CellsError("'\(text)': two separators between groups"))
            } else {
                pending = .some(character)
            }
        }
        guard !number.isEmpty, closeNumber() else {
            return .failure(CellsError("'\(text)': expected numbers of cells separated by spaces or one mark (\"4 4 4 4 4 4 2\", \"3-2-4\")"))
        }
        let groups = CellGroups(sizes: sizes, separators: separators)
        guard groups.count <= maxCells else {
            return .failure(CellsError("'\(text)': \(groups.count) cells; at most \(maxCells) are printed in cells"))
        }
        return .success(groups)
    }

    /// The characters of `value` that go in the cells: the value's own spaces, and its separators
    /// where the groups print them, are left out (`DE89 3704 …` fills an IBAN's 26 cells).
    public func characters(of value: String) -> [Character] {
        let marks = Set(separators.compactMap { $0 })
        return value.filter { !$0.isWhitespace && !marks.contains($0) }.map { $0 }
    }
}

public struct CellsError: Error, Equatable, Sendable, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}
