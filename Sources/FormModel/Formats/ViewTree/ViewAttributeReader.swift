import BoxTree
import FormSupport
import Foundation

/// Reads one attribute's evaluated value as the type its key needs. A value of the wrong type is a
/// warning and the attribute keeps its default, as a device draws a view whose attribute it cannot
/// read; under `--strict` a value written in the file is an error pointing at it.
struct AttributeValueReader {
    let key: String
    let value: ViewValue
    let isBound: Bool
    let location: SourceLocation
    let type: ViewType
    var strict = false
    /// The project's named colours (colors.json) in the chosen appearance.
    var colours: [String: Color] = [:]

    /// Says what was expected: throws for a literal, warns for a bound value. Returns nil to leave the
    /// attribute out.
    func mismatch<T>(_ expected: String, warnings: inout WarningLog) throws -> T? {
        let found: String
        switch value {
        case .string, .colour: found = "a string"
        case .number(let number): found = ViewValue.format(number)
        case .bool(let flag): found = flag ? "true" : "false"
        case .array: found = "an array"
        case .object: found = "an object"
        case .null: found = "nil"
        }
        let message = "'\(key)' on \(type.rawValue) must be \(expected), found \(found)"
        // Data that gives an empty text (a String declared without a default) gives nothing, as nil does.
        if isBound, value == .string("") { return nil }
        if isBound {
            warnings.add(message + " (from data; ignored)", at: location)
        } else if strict {
            throw FormError(message, at: location)
        } else {
            warnings.add(message + "; ignored, the default is drawn (--strict makes this an error)", at: location)
        }
        return nil
    }

    var text: String? { value.coercedText }

    func number(in range: ClosedRange<Double>, warnings: inout WarningLog) throws -> Double? {
        if value.isNull { return nil }
        guard let number = value.coercedNumber, range.contains(number) else {
            return try mismatch("a number from \(ViewValue.format(range.lowerBound)) to \(ViewValue.format(range.upperBound))", warnings: &warnings)
        }
        return number
    }

    func int(in range: ClosedRange<Int>, warnings: inout WarningLog) throws -> Int? {
        guard let number = try number(in: Double(range.lowerBound)...Double(range.upperBound), warnings: &warnings) else { return nil }
        guard number.rounded() == number else { return try mismatch("a whole number from \(range.lowerBound) to \(range.upperBound)", warnings: &warnings) }
        return Int(number)
    }

    /// true/false, 1/0, and "true"/"false"/"1"/"0" in any case (`ViewValue.coercedBool`).
    func bool(warnings: inout WarningLog) throws -> Bool? {
        if value.isNull { return nil }
        if let flag = value.coercedBool { return flag }
        return try mismatch("true or false", warnings: &warnings)
    }

    func string(warnings: inout WarningLog) throws -> String? {
        if value.isNull { return nil }
        guard let text else { return try mismatch("a string", warnings: &warnings) }
        return text
    }

    func color(warnings: inout WarningLog) throws -> Color? {
        if value.isNull { return nil }
        guard let text, let color = namedColour(text) else { return try mismatch(ViewColor.expected, warnings: &warnings) }
        return color
    }

    /// A colour as written, or by its name in the project's colors.json, else a UIKit name.
    func namedColour(_ text: String) -> Color? {
        if let named = colours[text.trimmingCharacters(in: .whitespaces)] { return named }
        return ViewColor.parse(text)
    }

    /// A number, `matchParent` or `wrapContent` (also `match_parent`, `wrap_content`, any case).
    func length(warnings: inout WarningLog) throws -> ViewLength? {
        if value.isNull { return nil }
        if case .string(let text) = value {
            switch text.lowercased().replacingOccurrences(of: "_", with: "") {
            case "matchparent": return .matchParent
            case "wrapcontent": return .wrapContent
            default: break
            }
        }
        let expected = "a number of points from 0 to \(Int(ViewLimits.maxLength)), \"matchParent\" or \"wrapContent\""
        let number: Double?
        switch value {
        case .number(let n): number = n
        case .string(let text): number = Double(text.trimmingCharacters(in: .whitespaces))
        default: number = nil
        }
        guard let number, number >= 0, number <= ViewLimits.maxLength else { return try mismatch(expected, warnings: &warnings) }
        return .points(number)
    }

    /// Insets as SwiftJsonUI reads them: one number for every side; `[all]`; `[vertical, horizontal]`;
    /// `[top, horizontal, bottom]`; `[top, right, bottom, left]`; or the same as a `"a|b|c|d"` string.
    /// Margins may be negative (pulling a view over its neighbour), padding may not.
    func insets(allowingNegative: Bool = false, warnings: inout WarningLog) throws -> EdgeInsets? {
        let lowest = allowingNegative ? -ViewLimits.maxLength : 0
        let expected = "a number or an array of 1, 2, 3 or 4 numbers of points (top, right, bottom, left), each from \(Int(lowest)) to \(Int(ViewLimits.maxLength))"
        var numbers: [Double] = []
        switch value {
        case .null: return nil
        case .number(let number): numbers = [number]
        case .string(let text):
            let parts = text.split(separator: "|", omittingEmptySubsequences: false)
            numbers = parts.compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard numbers.count == parts.count else { return try mismatch(expected, warnings: &warnings) }
        case .array(let items):
            for item in items {
                switch item {
                case .number(let number): numbers.append(number)
                case .string(let text):
                    guard let number = Double(text.trimmingCharacters(in: .whitespaces)) else { return try mismatch(expected, warnings: &warnings) }
                    numbers.append(number)
                default: return try mismatch(expected, warnings: &warnings)
                }
            }
        default: return try mismatch(expected, warnings: &warnings)
        }
        guard (1...4).contains(numbers.count), numbers.allSatisfy({ $0.isFinite && $0 >= lowest && $0 <= ViewLimits.maxLength }) else {
            return try mismatch(expected, warnings: &warnings)
        }
        switch numbers.count {
        case 1: return EdgeInsets(top: numbers[0], left: numbers[0], bottom: numbers[0], right: numbers[0])
        case 2: return EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[0], right: numbers[1])
        case 3: return EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[1])
        default: return EdgeInsets(top: numbers[0], left: numbers[3], bottom: numbers[2], right: numbers[1])
        }
    }

    /// One of `names` (compared without case), as the enum value it maps to.
    func choice<T>(_ names: [String: T], expected: String, warnings: inout WarningLog) throws -> T? {
        if value.isNull { return nil }
        guard let text, let chosen = names[text.lowercased()] else { return try mismatch(expected, warnings: &warnings) }
        return chosen
    }

    /// `["a", "b"]` of scalars, each shown as text; bounded in count.
    func strings(warnings: inout WarningLog) throws -> [String]? {
        switch value {
        case .null: return nil
        case .array(let items) where items.count <= ViewLimits.maxItems:
            var texts: [String] = []
            for item in items {
                switch item {
                case .string, .colour, .number, .bool: texts.append(item.description)
                case .object(let object):
                    // `[{"className": "UserCell"}]`, `[{"text": "Tokyo"}]`: the first string member.
                    guard let first = object.members.first(where: { if case .string = $0.value { return true } else { return false } }) else {
                        return try mismatch("an array of strings", warnings: &warnings)
                    }
                    texts.append(first.value.description)
                default: return try mismatch("an array of strings", warnings: &warnings)
                }
            }
            return texts
        default:
            return try mismatch("an array of at most \(ViewLimits.maxItems) strings", warnings: &warnings)
        }
    }
}

/// Bounds on what a view tree may ask for, so a hostile file cannot make layout or paint unbounded.
public enum ViewLimits {
    /// Any length, padding, margin or size, in points.
    public static let maxLength = 100_000.0
    public static let maxFontSize = 500.0
    /// A shadow's blur radius: a blur's cost grows with it.
    public static let maxShadowRadius = 100.0
    public static let maxItems = 1_000
    public static let maxLines = 10_000
    /// Views after includes are expanded.
    public static let maxViews = 20_000
    /// Nested includes.
    public static let maxIncludeDepth = 32
    /// Steps of binding evaluation in one resolution (a step is a node of an expression or a value).
    public static let maxEvaluationSteps = 2_000_000
    /// Views nested in one another, includes expanded (the root and 99 levels below it).
    public static let maxNesting = 100
}
