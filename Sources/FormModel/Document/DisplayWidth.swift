import FormSupport
/// The 6Layer display width: a named class or a number of points.
public enum DisplayWidth: Equatable, Sendable, CustomStringConvertible {
    case narrow, medium, wide
    case points(Double)

    /// A width in points is kept up to this; layout clamps every width to its column anyway.
    public static let maxPoints = 100_000.0

    public var points: Double {
        switch self {
        case .narrow: return 150
        case .medium: return 200
        case .wide: return 400
        case .points(let value): return value
        }
    }

    public var description: String {
        switch self {
        case .narrow: return "narrow"
        case .medium: return "medium"
        case .wide: return "wide"
        case .points(let value): return JSONObjectReader.format(value)
        }
    }

    /// `narrow`, `medium`, `wide`, or a number of points written as a number or a string.
    public static func parse(_ node: JSONNode) -> DisplayWidth? {
        if case .string(let text) = node.value {
            switch text.lowercased() {
            case "narrow": return .narrow
            case "medium": return .medium
            case "wide": return .wide
            default: break
            }
        }
        guard let value = JSONObjectReader.number(node), value >= 1, value <= 10_000 else { return nil }
        return .points(value)
    }
}
