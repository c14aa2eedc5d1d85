import BoxTree

/// The names a form's PDF fields get (`--fillable`): every field, and every part one is made of (a
/// date's `born_day`, a table's `history_1_employer`, grouped cells' `iban_1`), a name no other has,
/// without periods, which PDF readers take as `parent.child`. The form's own field ids keep their
/// names; a part that would take one, or a name taken before, gets `_2`, `_3`… and a warning says so,
/// as whatever fills the PDF by name would otherwise miss it.
struct FillableFieldNames {
    /// The form's field ids: names a part gives way to.
    private let fieldIDs: Set<String>
    /// Each name given, with the field it was given to.
    private var owners: [String: String] = [:]
    /// What each field asked for, by field and name asked: a radio group's buttons ask once.
    private var given: [String: String] = [:]
    /// A sentence for each name changed.
    private(set) var warnings: [String] = []

    init(fieldIDs: [String]) {
        self.fieldIDs = Set(fieldIDs)
    }

    /// `box` with each PDF field inside it named.
    mutating func name(_ box: LayoutBox) -> LayoutBox {
        var box = box
        if var field = box.fillable {
            field.name = claim(field.name, for: box.id ?? field.name)
            box.fillable = field
        }
        box.children = box.children.map { name($0) }
        return box
    }

    private mutating func claim(_ asked: String, for field: String) -> String {
        let key = field + "\u{0}" + asked
        if let name = given[key] { return name }
        let base = asked.isEmpty ? "field" : String(asked.map { $0 == "." ? "_" : $0 })
        let holder = taker(of: base, for: field)
        var name = base
        var suffix = 2
        while taker(of: name, for: field) != nil {
            name = "\(base)_\(suffix)"
            suffix += 1
        }
        if name != asked {
            let why = holder.map { $0 == base ? "field '\($0)' has that name" : "field '\($0)' has a PDF field of that name" }
                ?? (asked.isEmpty ? "a PDF field needs a name" : "PDF readers take a period in a name for parent.child")
            warnings.append("field '\(field)': its PDF form field '\(asked)' is named '\(name)', as \(why)")
        }
        owners[name] = field
        given[key] = name
        return name
    }

    /// The field that has `name` already, or whose id it is (other than `field` itself).
    private func taker(of name: String, for field: String) -> String? {
        if let owner = owners[name] { return owner }
        return fieldIDs.contains(name) && name != field ? name : nil
    }
}
