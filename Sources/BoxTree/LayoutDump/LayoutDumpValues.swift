extension LayoutDump {
    /// A number of the dump (points, an opacity): finite and at most a million either way, so that a
    /// hand-edited reference cannot smuggle in a value no layout makes.
    public struct Number: Codable, Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
        public static let limit = 1_000_000.0
        public var value: Double

        public init(_ value: Double) { self.value = value }
        public init(integerLiteral value: Int) { self.value = Double(value) }
        public init(floatLiteral value: Double) { self.value = value }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            guard let value = try? container.decode(Double.self), value.isFinite, abs(value) <= Self.limit else {
                throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath,
                                                                        debugDescription: "must be a number (at most 1000000)"))
            }
            self.value = value
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(value)
        }
    }

    /// A colour as `#RRGGBB` or `#RRGGBBAA`, kept upper-case.
    public struct Colour: Codable, Hashable, Sendable {
        public var hex: String

        public init(_ color: Color) { hex = color.hexString }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            guard let text = try? container.decode(String.self), Self.isColour(text) else {
                throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath,
                                                                        debugDescription: "must be a colour like \"#RRGGBB\" or \"#RRGGBBAA\""))
            }
            hex = text.uppercased()
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(hex)
        }

        static func isColour(_ text: String) -> Bool {
            let digits = text.utf8.dropFirst()
            return text.hasPrefix("#") && (digits.count == 6 || digits.count == 8)
                && digits.allSatisfy { (0x30...0x39).contains($0) || (0x41...0x46).contains($0) || (0x61...0x66).contains($0) }
        }
    }
}
