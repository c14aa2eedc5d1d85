/// RGBA colour, components 0...1.
public struct Color: Equatable, Hashable, Sendable, Codable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `0xRRGGBB`.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// Hex digits after the `#`: `RGB`, `RRGGBB`, or eight digits with the alpha first (`AARRGGBB`,
    /// as SwiftJsonUI writes it) or last (`RRGGBBAA`, as CSS and the theme file do); nil otherwise.
    public init?(hexDigits digits: Substring, alphaFirst: Bool) {
        guard [3, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit),
              let value = UInt32(digits, radix: 16) else { return nil }
        switch digits.count {
        case 3:
            let r = (value >> 8) & 0xF, g = (value >> 4) & 0xF, b = value & 0xF
            self.init(hex: (r * 17) << 16 | (g * 17) << 8 | (b * 17))
        case 6:
            self.init(hex: value)
        default:
            self = alphaFirst ? Color(hex: value & 0xFF_FFFF, alpha: Double(value >> 24) / 255)
                              : Color(hex: value >> 8, alpha: Double(value & 0xFF) / 255)
        }
    }

    public static let black = Color(hex: 0x000000)

    /// The same colour at this alpha.
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }
    public static let white = Color(hex: 0xFFFFFF)

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque: how the layout dump and its diff write colours.
    public var hexString: String {
        func byte(_ component: Double) -> String {
            let value = Int((min(1, max(0, component)) * 255).rounded())
            let digits = String(value, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }
        let rgb = "#" + byte(red) + byte(green) + byte(blue)
        return byte(alpha) == "FF" ? rgb : rgb + byte(alpha)
    }

    public var description: String { hexString }
}
