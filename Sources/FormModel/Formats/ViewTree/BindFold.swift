import FormSupport
/// `bind`: another spelling of a view's own value (jsonui-cli's attribute_definitions.json `common.bind`
/// and its `primaryValue` table; shared/core/bind_fold_vectors.json is what the jui layout normalizer
/// does, and what a reader of layouts it did not fold must do). Alone, `bind` is the first spelling of
/// the value; beside any spelling of it, it is dropped and the author told; elsewhere it stays, and
/// draws nothing.
struct BindFold {
    /// What `bind` is read as: another key, itself, or nil to leave it out.
    let key: String?
    let warning: String?

    /// The spellings of each type's value, the one `bind` becomes first: jsonui-cli's, then the ones
    /// FormRender reads as the same value (`isChecked`, `selected`…), so that the value is said once.
    static let values: [ViewType: [String]] = [
        .switchControl: ["isOn", "checked", "value", "isChecked", "on", "check", "selected", "isSelected"],
        .checkBox: ["isOn", "checked", "isChecked", "on", "check", "selected", "isSelected"],
        .slider: ["value", "progress"],
        .segment: ["selectedIndex", "selectedTabIndex"],
        .selectBox: ["selectedValue", "selectedIndex", "selectedItem"],
        .progress: ["progress", "value"],
    ]

    /// A date SelectBox's value is its date (jsonui-cli's table goes by `selectItemType`).
    static let dateValues = ["selectedDate"]

    /// Nil when the view has no `bind`.
    init?(type typeName: String?, object: JSONObject) {
        guard let bind = object["bind"] else { return nil }
        let type = typeName.flatMap(ViewType.init(name:))
        if type == .collection {
            key = "bind"
            warning = "'bind' is not a Collection's data source; use 'items' (e.g. \"items\": \"@{rows}\")"
            return
        }
        guard let type, var spellings = BindFold.values[type] else {
            key = "bind"
            warning = nil
            return
        }
        if type == .selectBox, case .string(let kind)? = object["selectItemType"]?.value, kind.lowercased() == "date" {
            spellings = BindFold.dateValues
        }
        guard let given = object.members.first(where: { spellings.contains($0.key) }) else {
            key = spellings[0]
            warning = nil
            return
        }
        key = nil
        warning = "'bind: \(BindFold.written(bind))' is ignored: '\(given.key): \(BindFold.written(given.value))' is the \(type.rawValue)'s value"
    }

    /// A value as its author wrote it: a string without quotes, a number as typed.
    static func written(_ node: JSONNode) -> String {
        switch node.value {
        case .string(let text): return text
        case .number(let number): return number.text
        default: return node.value.shortDescription
        }
    }
}
