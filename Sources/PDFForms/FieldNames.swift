/// The names fields carry in the PDF (`/T`): one per field, never two the same (a date's `born_day`
/// beside a field `born_day`), and without periods, which PDF readers take as `parent.child`.
struct FieldNames {
    private var used: Set<String>

    init(taken: Set<String> = []) {
        used = taken
    }

    func isTaken(_ name: String) -> Bool {
        used.contains(name)
    }

    /// `raw` with periods as underscores, and `_2`, `_3`… after it when a field already has that name.
    mutating func claim(_ raw: String) -> String {
        claimAsWritten(raw.isEmpty ? "field" : raw.replacingPeriods())
    }

    /// `base`, or `base_2`, `base_3`…: the first not taken, taken now.
    mutating func claimAsWritten(_ base: String) -> String {
        var name = base
        var suffix = 2
        while used.contains(name) {
            name = "\(base)_\(suffix)"
            suffix += 1
        }
        used.insert(name)
        return name
    }
}

private extension String {
    func replacingPeriods() -> String {
        String(map { $0 == "." ? "_" : $0 })
    }
}
