/// Names visible to an expression. An include's scope has the including file's scope as its parent:
/// a name not defined in the include is looked up outwards.
public final class ViewScope: Sendable {
    public let values: [String: ViewValue]
    public let parent: ViewScope?

    public init(_ values: [String: ViewValue] = [:], parent: ViewScope? = nil) {
        self.values = values
        self.parent = parent
    }

    /// A scope of an object's members (a `--data` file or a states file's values); anything else
    /// defines no names.
    public convenience init(object: ViewValue, parent: ViewScope? = nil) {
        var values: [String: ViewValue] = [:]
        if case .object(let object) = object {
            for (key, value) in object.members { values[key] = value }
        }
        self.init(values, parent: parent)
    }

    /// The value of a name, or nil (no value at all) when no scope out to the root defines it; a name
    /// defined as nil gives `.null`. A loop, not recursion: include chains are bounded, but cheaply so.
    public func lookup(_ name: String) -> ViewValue? {
        var scope: ViewScope? = self
        while let current = scope {
            if let value = current.values[name] { return value }
            scope = current.parent
        }
        return nil
    }
}
