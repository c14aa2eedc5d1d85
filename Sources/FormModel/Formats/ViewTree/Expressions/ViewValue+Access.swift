/// Member access, subscripts and truthiness. None of them fails: a binding to data that is not there
/// shows nothing, as on a device.
extension ViewValue {
    /// What a Bool attribute reads (`coercedBool`: false, 0, "false" and "0" are false) where it reads
    /// one; else nil and "" are false, and everything else, empty arrays and objects included, is true.
    public var isTruthy: Bool {
        if let flag = coercedBool { return flag }
        switch self {
        case .string(let text): return !text.isEmpty
        case .colour, .array, .object: return true
        default: return false
        }
    }

    /// `user.name`; `count` on an array, a string or an object without that key.
    public func member(_ name: String) -> ViewValue {
        switch self {
        case .object(let object):
            if let value = object[name] { return value }
            return name == "count" ? .number(Double(object.count)) : .null
        case .array(let items): return name == "count" ? .number(Double(items.count)) : .null
        case .string(let text): return name == "count" ? .number(Double(text.count)) : .null
        default: return .null
        }
    }

    /// `products[0]`, `errors['email']`. An index that is out of range or not a whole number is nil.
    public func element(_ key: ViewValue) -> ViewValue {
        switch (self, key) {
        case (.array(let items), .number(let index)):
            guard index.rounded() == index, index >= 0, index < Double(items.count) else { return .null }
            return items[Int(index)]
        case (.object(let object), .string(let name)):
            return object[name] ?? .null
        case (.object(let object), .number(let index)):
            // Data keys are strings; `byId[3]` means the key "3".
            return object[ViewValue.format(index)] ?? .null
        default:
            return .null
        }
    }
}
