import BoxTree
import FormSupport

/// A sheet of paper: its size in points, its margins, and the name its files carry.
public struct PageSetup: Equatable, Sendable, Codable {
    public var width: Double
    public var height: Double
    public var margins: Double
    /// `a4`, `letter`, `legal`, or `WIDTHxHEIGHT`; `-landscape` is added for a turned named size.
    public var name: String

    public static let defaultMargins = 36.0
    public static let namedSizes: [(name: String, width: Double, height: Double)] = [
        ("a4", 595.276, 841.89), ("letter", 612, 792), ("legal", 612, 1008),
    ]
    /// Sides from 2 in to Acrobat's 200 in.
    public static let sideRange = 144.0...14_400.0
    /// The least content width and height the margins leave.
    public static let minimumContent = 72.0

    public struct ParseError: Error, CustomStringConvertible {
        public var description: String
    }

    public enum Orientation: String, CaseIterable, Sendable {
        case portrait, landscape
    }

    public init(width: Double, height: Double, margins: Double = PageSetup.defaultMargins, name: String) {
        self.width = width
        self.height = height
        self.margins = margins
        self.name = name
    }

    /// `a4`, `letter`, `legal` (any case) or `WIDTHxHEIGHT` in points; portrait unless `orientation`
    /// says landscape, which turns the page so it is wider than tall.
    public static func parse(_ text: String, orientation: Orientation? = nil, margins: Double = defaultMargins) throws -> PageSetup {
        let lowered = text.lowercased()
        var setup: PageSetup
        if let named = namedSizes.first(where: { $0.name == lowered }) {
            setup = PageSetup(width: named.width, height: named.height, margins: margins, name: named.name)
            if orientation == .landscape {
                swap(&setup.width, &setup.height)
                setup.name += "-landscape"
            }
        } else {
            let sides = lowered.split(separator: "x", omittingEmptySubsequences: false)
            guard sides.count == 2, let width = DecimalText.number(String(sides[0])), let height = DecimalText.number(String(sides[1])) else {
                throw ParseError(description: "page '\(text.quotedForMessages)' is not a4, letter, legal or WIDTHxHEIGHT in points (like 595x842)")
            }
            for side in [width, height] where !sideRange.contains(side) {
                throw ParseError(description: "page '\(text.quotedForMessages)': a side of \(DecimalText.compact(side)) pt is outside \(Int(sideRange.lowerBound))–\(Int(sideRange.upperBound)) pt")
            }
            let turn = (orientation == .landscape && width < height) || (orientation == .portrait && width > height)
            setup = PageSetup(width: turn ? height : width, height: turn ? width : height, margins: margins,
                              name: "\(LayoutJSON.number(turn ? height : width))x\(LayoutJSON.number(turn ? width : height))")
        }
        guard margins.isFinite, margins >= 0 else {
            throw ParseError(description: "margins of \(DecimalText.compact(margins)) pt: expected a number of points from 0")
        }
        guard setup.contentWidth >= minimumContent, setup.contentHeight >= minimumContent else {
            throw ParseError(description: "margins of \(DecimalText.compact(margins)) pt leave \(LayoutJSON.number(max(0, setup.contentWidth)))×\(LayoutJSON.number(max(0, setup.contentHeight))) pt of a \(LayoutJSON.number(setup.width))×\(LayoutJSON.number(setup.height)) pt page; at least \(Int(minimumContent)) pt each way is needed")
        }
        return setup
    }

    public var contentWidth: Double { width - 2 * margins }
    public var contentHeight: Double { height - 2 * margins }

}
