import FormSupport
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

    /// Noto fonts for the scripts Inter lacks (`scripts/make-fallback-fonts` makes them from Debian 12's
    /// packages; the CJK ones are cut to the characters the national standards list). Their sizes are checked at
    /// start; their hashes when a text first needs one, so a Latin-only run never reads 28 MB.
    public static let fallbackFiles: [Expected] = [
        Expected(fileName: "NotoSansArabic-Regular.ttf", size: 244_072, sha256: "504d7407d86875acf7d04dfaa0fd7524d0b8797723bc4aa18022f29db25b0b6e"),
        Expected(fileName: "NotoSansArabic-Bold.ttf", size: 252_940, sha256: "ded6fc7359ca36d15d7aab9ef0c066e21ce48b26a069994d6602fa2cb9a1b952"),
        Expected(fileName: "NotoSansHebrew-Regular.ttf", size: 26_892, sha256: "436900d5ad77d33e4234247f3076eaecd25b92b9bea0519514f684140e3566a7"),
        Expected(fileName: "NotoSansHebrew-Bold.ttf", size: 27_156, sha256: "d3b01343f71e8a93fffb84c345a1aecbaf4694b98d0eaace916cb9eac9e6dcd3"),
        Expected(fileName: "NotoSansDevanagari-Regular.ttf", size: 229_336, sha256: "79a470365ccb210fa3c7d8d8ff2e005ef9d983cfd067f735a0caf7e15070ca9f"),
        Expected(fileName: "NotoSansDevanagari-Bold.ttf", size: 237_660, sha256: "77ad688cfe1dc55185bf4edb4db3c614202c65dd23a1463ad0e23fc52bcc9a5c"),
        Expected(fileName: "NotoSansThai-Regular.ttf", size: 37_744, sha256: "dfbd5ed0f1e68c3cbc51aa08f646d1ab0e68e7c4ceab70a69e465225ff701f93"),
        Expected(fileName: "NotoSansThai-Bold.ttf", size: 37_788, sha256: "97bbc8ea98328325285f2f552228c7aac1db39d8f38f0096a61ba7df1f1f780e"),
        Expected(fileName: "NotoSansSymbols-Regular.ttf", size: 258_148, sha256: "24b615ceb7d50a2c09060664ca9e24a160c9beb6bfca0563e8359369a4bc0993"),
        Expected(fileName: "NotoSansSymbols2-Regular.ttf", size: 656_852, sha256: "876598db5f1e3bef2bc77c4d94c5b0d5d2c1620be4878a06f18fb5434e331688"),
        Expected(fileName: "NotoSansCJKjp-Regular-Subset.otf", size: 7_803_760, sha256: "df211aab49e6fda773cdb80d256ea2d401f51e7b2ae11f209797297554261cf0"),
        Expected(fileName: "NotoSansCJKjp-Bold-Subset.otf", size: 8_072_932, sha256: "3649bce9d1e16a97814b112294a87fdb5cd09bed513f19f9090fe92d746cf40c"),
        Expected(fileName: "NotoColorEmoji.ttf", size: 10_980_856, sha256: "e5899ed38b8ed83e08bd3ac5de09791e9d19d288333a796de1d35ad17396f1ec"),
    ]

    /// The largest font file read for checking.
    static let maxFontBytes = 64 << 20

    /// Checks that every bundled file is in `directory` and is the expected one: Inter's by hash, the
    /// fallbacks' by size (`verifyFallbacks` hashes them when a text first needs one). Throws a
    /// `FormError` at the first that is missing or different, saying how to get it back.
    static func verify(in directory: String) throws {
        try verifyHashes(files, in: directory)
        try verify(fallbackFiles, in: directory, hashing: false)
    }

    /// The fallback fonts' hashes, when a text first needs them.
    static func verifyFallbacks(in directory: String) throws {
        try verifyHashes(fallbackFiles, in: directory)
    }

    /// Hashes the files among `expected` that this user's earlier runs have not found right as they
    /// are now (`VerifiedFonts`), and records those found right.
    private static func verifyHashes(_ expected: [Expected], in directory: String) throws {
        var verified = VerifiedFonts(cacheDirectory: FontCacheDirectory.locate())
        func stamp(_ expected: Expected) -> String? {
            VerifiedFonts.stamp((directory as NSString).appendingPathComponent(expected.fileName), sha256: expected.sha256)
        }
        let unverified = expected.filter { expected in stamp(expected).map { !verified.contains($0) } ?? true }
        try verify(unverified, in: directory, hashing: true)
        verified.add(unverified.compactMap(stamp))
    }

    private static func verify(_ files: [Expected], in directory: String, hashing: Bool) throws {
        for expected in files {
            let path = (directory as NSString).appendingPathComponent(expected.fileName)
            let location = SourceLocation(file: path)
            if !hashing {
                guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int else {
                    throw FormError("the bundled font is missing (restore it: git checkout -- Fonts/)", at: location)
                }
                guard size == expected.size else {
                    throw FormError("not the bundled font (\(size) bytes; expected \(expected.size)), so output would differ from every other machine's (restore it: git checkout -- Fonts/)", at: location)
                }
                continue
            }
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
