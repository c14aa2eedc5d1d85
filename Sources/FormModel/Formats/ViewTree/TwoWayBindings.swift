import Foundation

/// Attributes a device writes back to their binding (jsonui-cli's `binding_direction: two-way`, as
/// SwiftJsonUI's generated attribute tables mark them). binding_semantics.json's `twoWay` context: the
/// value must be one flat name. A picture writes nothing back, so FormRender draws such a value all the
/// same, and says what the other JsonUI tools refuse only under `--strict`, with the device's concerns.
enum TwoWayBindings {
    static let common: Set<String> = ["bind"]
    static let attributes: [ViewType: Set<String>] = [
        .textField: ["text", "value"], .textView: ["text"],
        .switchControl: ["isOn", "checked", "value"], .checkBox: ["isOn", "checked"],
        .slider: ["value"], .segment: ["selectedIndex", "selectedTabIndex"], .selectBox: ["selectedIndex"],
    ]

    /// The `[binding-two-way-complex]` message for a two-way attribute's value, or nil when it is one
    /// flat name, or no binding, or not two-way.
    static func violation(_ key: String, of typeName: String?, _ value: BoundValue) -> String? {
        guard case .template(let template) = value, template.hasExpressions else { return nil }
        let type = typeName.flatMap(ViewType.init(name:))
        guard common.contains(key) || type.flatMap({ attributes[$0]?.contains(key) }) == true else { return nil }
        let owner = type.map { "of a \($0.rawValue)" } ?? "of a view"
        guard template.segments.count == 1, case .expression(let expression) = template.segments[0] else {
            let written = template.segments.map { segment -> String in
                switch segment {
                case .text(let text): return text
                case .expression(let expression): return "@{\(expression.source)}"
                }
            }.joined()
            return "[binding-two-way-complex] '\(key)' \(owner) is two-way, and '\(written)' is not one binding alone: "
                + "the device writes it back to one name"
        }
        guard case .name(let name) = expression.root, expression.source.trimmingCharacters(in: .whitespaces) == name else {
            return "[binding-two-way-complex] '\(key)' \(owner) is two-way, and '@{\(expression.source)}' is not one flat name "
                + "(no '.', '[', '??' or '!'): the device writes it back to one name"
        }
        return nil
    }
}
