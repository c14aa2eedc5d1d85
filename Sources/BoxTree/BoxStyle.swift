/// A border drawn inside the box's edge, so it never widens the box.
public struct Border: Equatable, Sendable {
    public var color: Color
    public var width: Double
    /// On and off lengths in points; empty for a solid line.
    public var dash: [Double]

    public init(color: Color, width: Double, dash: [Double] = []) {
        self.color = color
        self.width = width
        self.dash = dash
    }
}

/// A soft drop shadow under the box's shape.
public struct Shadow: Equatable, Sendable {
    /// How the blur is made.
    public enum Profile: String, Equatable, Sendable {
        /// Gradients along the edges and at the corners with a Gaussian edge profile: cheapest, and
        /// vector in PDF (the form design's cards).
        case gradient
        /// A true Gaussian blur of the shape's coverage (σ = half the blur radius, as CSS and UIKit
        /// blur), painted as a mask: exact for any shape and blur, raster in PDF.
        case gaussian
    }

    public var color: Color
    /// Multiplies the colour's own alpha.
    public var opacity: Double
    public var offsetX: Double
    public var offsetY: Double
    /// The blur radius: the shadow fades over twice this width, centred on the shape's (spread) edge.
    public var blur: Double
    /// Grows the shadow's shape on every side before blurring.
    public var spread: Double
    public var profile: Profile

    public init(color: Color, opacity: Double = 1, offsetX: Double = 0, offsetY: Double = 0, blur: Double = 0, spread: Double = 0,
                profile: Profile = .gradient) {
        self.color = color
        self.opacity = opacity
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.blur = blur
        self.spread = spread
        self.profile = profile
    }
}

/// A straight line inside a box: a separator above a bar, the cells of a comb box.
public struct Rule: Equatable, Sendable {
    public enum Axis: String, Sendable {
        /// Runs left to right, `offset` from the box's top.
        case horizontal
        /// Runs top to bottom, `offset` from the box's left.
        case vertical
    }

    public var axis: Axis
    public var offset: Double
    /// Space left free at the line's start and end.
    public var startInset: Double
    public var endInset: Double
    public var thickness: Double
    public var color: Color

    public init(_ axis: Axis, offset: Double, startInset: Double = 0, endInset: Double = 0, thickness: Double, color: Color) {
        self.axis = axis
        self.offset = offset
        self.startInset = startInset
        self.endInset = endInset
        self.thickness = thickness
        self.color = color
    }
}

/// A fill that runs through colours, evenly spaced, from one point of the shape to another; points are
/// fractions of the frame (0, 0 its top left, 1, 1 its bottom right).
public struct LinearGradient: Equatable, Sendable {
    public var colors: [Color]
    public var startX: Double
    public var startY: Double
    public var endX: Double
    public var endY: Double

    public init(colors: [Color], startX: Double = 0, startY: Double = 0, endX: Double = 0, endY: Double = 1) {
        self.colors = colors
        self.startX = startX
        self.startY = startY
        self.endX = endX
        self.endY = endY
    }
}

/// The outline fill, border and shadow follow.
public enum BoxShape: Equatable, Sendable {
    /// The frame, with the style's corner radii.
    case roundedRect
    /// A circle of this radius centred on the frame (a chosen day), which may reach beyond it.
    case circle(radius: Double)
}

/// How a box looks. Plain data: the painter draws exactly this, in this order: shadow, fill, border,
/// rules, then the box's glyph, text and image, then its children (clipped when `clips`), the whole
/// at `opacity`.
public struct BoxStyle: Equatable, Sendable {
    public var fill: Color?
    /// Painted instead of `fill` when set.
    public var gradient: LinearGradient?
    public var border: Border?
    public var radii: CornerRadii
    public var shape: BoxShape
    public var shadow: Shadow?
    public var opacity: Double
    /// Children are cut to the box's shape.
    public var clips: Bool
    /// Fill, border and shadow cover the frame grown by these: an open panel's outline continues its
    /// field's, its top border on the field's bottom one, while its frame starts below it.
    public var decorationOutsets: EdgeInsets
    public var rules: [Rule]

    public init(fill: Color? = nil, gradient: LinearGradient? = nil, border: Border? = nil, radii: CornerRadii = .zero, shape: BoxShape = .roundedRect,
                shadow: Shadow? = nil, opacity: Double = 1, clips: Bool = false, decorationOutsets: EdgeInsets = .zero,
                rules: [Rule] = []) {
        self.fill = fill
        self.gradient = gradient
        self.border = border
        self.radii = radii
        self.shape = shape
        self.shadow = shadow
        self.opacity = opacity
        self.clips = clips
        self.decorationOutsets = decorationOutsets
        self.rules = rules
    }

    public static let none = BoxStyle()

    /// Nothing to draw for the box itself.
    public var isEmpty: Bool { self == .none }
}
