import FormModel
import Foundation

/// The font files FormRender ships in `Fonts/`, by size and SHA-256: the same input gives the same
/// pixels only with exactly these files, so a changed, truncated or substituted one is an error
/// naming it, not a silent change of output.
public enum BundledFonts {
    public struct Expected: Sendable {
        public var fileName: String
        public var size: Int
        public var sha256: String
    }

    public static let files: [Expected] = [
        Expected(fileName: "Inter-Regular.otf", size: 258_992, sha256: "a7e791e8f5a0fb02b65663f7fca73e1d1ca9543f772ad480cbd76f4e3fe3f8cc"),
        Expected(fileName: "Inter-Italic.otf", size: 271_400, sha256: "45ecfe6cbadfd4803de6214e02c336a95163a7703973bc8a5ce7ac2d174ecaf7"),
        Expected(fileName: "Inter-SemiBold.otf", size: 270_760, sha256: "8c1990b6012254ea2b487161697d107357dd0ee55811cfd91c8c11227bbef457"),
        Expected(fileName: "Inter-Bold.otf", size: 271_436, sha256: "1e9dfd6a6e33ac63a8fe3b4ed7ae0df9eac2d0b25e444e8e7daef4ac77943fc1"),
    ]

    /// The largest font file read for checking.
    static let maxFontBytes = 64 << 20

    /// Checks that every bundled file is in `directory` and is the expected one. Throws a `FormError`
    /// at the first that is missing or different, saying how to get it back.
    static func verify(in directory: String) throws {
        for expected in files {
            let path = (directory as NSString).appendingPathComponent(expected.fileName)
            let location = SourceLocation(file: path)
            let bytes: [UInt8]
            do {
                bytes = try RegularFile.read(path, maxBytes: maxFontBytes)
            } catch let error as FormError {
                let why = error.message == "no such file" ? "is missing" : error.message
                throw FormError("the bundled font \(why) (restore it: git checkout -- Fonts/)", at: location)
            }
            let hash = SHA256.hex(bytes)
            guard bytes.count == expected.size, hash == expected.sha256 else {
                throw FormError("not the bundled font (\(bytes.count) bytes, SHA-256 \(hash.prefix(16))…; expected \(expected.size) bytes, \(expected.sha256.prefix(16))…), so output would differ from every other machine's (restore it: git checkout -- Fonts/)", at: location)
            }
        }
    }
}
