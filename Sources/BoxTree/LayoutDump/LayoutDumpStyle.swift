extension LayoutDump {
    /// A box's painting, each member only when it differs from the default (no fill, square corners,
    /// opaque, not clipping).
    public struct Style: Codable, Equatable, Sendable {
        public var fill: Colour?
        public var gradient: Gradient?
        public var border: BorderLine?
        /// One radius for every corner, or four (top left, top right, bottom right, bottom left).
        public var radii: Radii?
        public var circle: Number?
        public var shadow: ShadowLook?
        public var opacity: Number?
        public var clips: Bool?
        public var outsets: Outsets?
        public var rules: [RuleLine]?

        public init(fill: Colour? = nil, gradient: Gradient? = nil, border: BorderLine? = nil, radii: Radii? = nil, circle: Number? = nil,
                    shadow: ShadowLook? = nil, opacity: Number? = nil, clips: Bool? = nil, outsets: Outsets? = nil, rules: [RuleLine]? = nil) {
            self.fill = fill
            self.gradient = gradient
            self.border = border
            self.radii = radii
            self.circle = circle
            self.shadow = shadow
            self.opacity = opacity
            self.clips = clips
            self.outsets = outsets
            self.rules = rules
        }
    }

    /// `{"colors", "from": [x, y], "to": [x, y]}`, the ends as fractions of the box.
    public struct Gradient: Codable, Equatable, Sendable {
        public var colors: [Colour]
        public var from: [Number]
        public var to: [Number]
    }

    public struct BorderLine: Codable, Equatable, Sendable {
        public var color: Colour
        public var width: Number
        /// Dash and gap lengths; absent for a solid line.
        public var dash: [Number]?
    }

    public enum Radii: Codable, Equatable, Sendable {
        case all(Number)
        case each([Number])

        public init(from decoder: any Decoder) throws {
            if let corners = try? [Number](from: decoder) {
                self = .each(corners)
            } else {
                self = .all(try Number(from: decoder))
            }
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .all(let radius): try radius.encode(to: encoder)
            case .each(let corners): try corners.encode(to: encoder)
            }
        }
    }

    /// Every member but the colour only when it is not the default (opaque, no offset, no blur, no
    /// spread, the gradient profile).
    public struct ShadowLook: Codable, Equatable, Sendable {
        public var color: Colour
        public var opacity: Number?
        public var offsetX: Number?
        public var offsetY: Number?
        public var blur: Number?
        public var spread: Number?
        public var profile: String?
    }

    /// How far the decoration reaches past the frame, only the sides that do.
    public struct Outsets: Codable, Equatable, Sendable {
        public var top: Number?
        public var left: Number?
        public var bottom: Number?
        public var right: Number?
    }

    /// A hairline drawn across the box (a divider, a table's grid).
    public struct RuleLine: Codable, Equatable, Sendable {
        public var axis: String
        public var offset: Number
        public var start: Number
        public var end: Number
        public var thickness: Number
        public var color: Colour
    }
}
