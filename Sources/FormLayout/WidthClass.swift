import FormSupport

/// The page width a form is laid out for: a named class or any number of points.
public enum WidthClass: Equatable, Hashable, Sendable, Codable, CustomStringConvertible {
    case compact, regular, expanded
    case points(Double)

    public static let allClasses: [WidthClass] = [.compact, .regular, .expanded]
    public static let minimumPoints = 120.0
    public static let maximumPoints = 10_000.0

    public var points: Double {
        switch self {
        case .compact: return 375
        case .regular: return 768
        case .expanded: return 1024
        case .points(let value): return value
        }
    }

    /// The name used in output files: the class name, or the number.
    public var description: String {
        switch self {
        case .compact: return "compact"
        case .regular: return "regular"
        case .expanded: return "expanded"
        case .points(let value): return value.rounded() == value ? String(Int(value)) : String(value)
        }
    }

    public enum ParseError: Error, Equatable, CustomStringConvertible {
        case unknown(String)
        case outOfRange(String)

        public var description: String {
            switch self {
            case .unknown(let text):
                return "unknown width '\(text.quotedForMessages)': expected compact (375), regular (768), expanded (1024) or a number of points"
            case .outOfRange(let text):
                return "width \(text.quotedForMessages) is out of range: expected \(Int(WidthClass.minimumPoints)) to \(Int(WidthClass.maximumPoints)) points"
            }
        }
    }

    public static func parse(_ text: String) throws -> WidthClass {
        switch text.lowercased() {
        case "compact": return .compact
        case "regular": return .regular
        case "expanded": return .expanded
        default: break
        }
        guard let value = DecimalText.number(text) else { throw ParseError.unknown(text) }
        guard value >= minimumPoints, value <= maximumPoints else { throw ParseError.outOfRange(text) }
        return .points(value)
    }
}
