import Foundation
import FormSupport

/// `Layouts/X.states.json` beside `Layouts/X.json`: sample data and named variants of it,
/// `{"values": {...}, "variants": {"loggedOut": {"values": {...}}}}`. A variant is an object of values,
/// or `{"values": {...}}` alone; each renders as `X-<variant>-…`, like a form's variants.
public struct ViewStates: Equatable, Sendable {
    public var values = ViewObject()
    public var variants: [(name: String, values: ViewObject)] = []

    public static func == (lhs: ViewStates, rhs: ViewStates) -> Bool {
        lhs.values == rhs.values && lhs.variants.map(\.name) == rhs.variants.map(\.name) && lhs.variants.map(\.values) == rhs.variants.map(\.values)
    }

    public init() {}

    /// The states file beside a view tree: `X.json` → `X.states.json`.
    public static func path(besides viewTree: String) -> String {
        let trimmed = viewTree.hasSuffix(".json") ? String(viewTree.dropLast(5)) : viewTree
        return trimmed + ".states.json"
    }

    public static func parse(_ node: JSONNode, file: String, warnings: inout WarningLog) throws -> ViewStates {
        let top = try JSONObjectReader(node, file: file, keyPath: "", expected: "an object {\"values\": {...}, \"variants\": {...}}")
        var states = ViewStates()
        for member in top.object.members where member.key != "values" && member.key != "variants" && !member.key.hasPrefix("_") {
            warnings.add("unknown key '\(member.key)' in a states file (known: values, variants); ignored",
                         at: SourceLocation(file: file, position: member.keyPosition, keyPath: member.key))
        }
        if let values = top.node("values") {
            states.values = try object(values, file: file, keyPath: "values")
        }
        if let variants = top.node("variants") {
            let reader = try JSONObjectReader(variants, file: file, keyPath: "variants", expected: "an object of variant name → values")
            guard reader.object.members.count <= VariantParser.maxVariants else {
                throw FormError("more than \(VariantParser.maxVariants) variants", at: SourceLocation(file: file, position: variants.position, keyPath: "variants"))
            }
            for member in reader.object.members {
                let location = SourceLocation(file: file, position: member.keyPosition, keyPath: reader.path(member.key))
                guard member.key != "default" else {
                    throw FormError("a variant may not be named 'default': that name stands for the default state", at: location)
                }
                if let problem = VariantParser.nameProblem(member.key) {
                    throw FormError("variant name '\(member.key.quotedForMessages)' \(problem)", at: location)
                }
                var values = try object(member.value, file: file, keyPath: reader.path(member.key))
                if values.count == 1, case .object(let wrapped)? = values["values"] { values = wrapped }
                states.variants.append((member.key, values))
            }
        }
        return states
    }

    private static func object(_ node: JSONNode, file: String, keyPath: String) throws -> ViewObject {
        guard case .object(let object) = ViewValue(json: node) else {
            throw FormError("'\(keyPath)' must be an object of name → value, found \(node.value.shortDescription)",
                            at: SourceLocation(file: file, position: node.position, keyPath: keyPath))
        }
        return object
    }
}

extension ViewObject {
    /// These values with `other`'s laid over them: objects merge member by member, so a variant can
    /// change `user.name` and keep the rest of `user`; anything else is replaced.
    public func merging(_ other: ViewObject) -> ViewObject {
        var merged = self
        for (key, value) in other.members {
            if case .object(let mine)? = merged[key], case .object(let theirs) = value {
                merged[key] = .object(mine.merging(theirs))
            } else {
                merged[key] = value
            }
        }
        return merged
    }
}
