import FormSupport
import Expectations
import Testing

/// SHA-256 against the NIST FIPS 180-4 example vectors, the padding boundaries (checked with
/// `sha256sum`), and streaming in pieces against one shot.
@Suite("SHA256")
struct SHA256Tests {
    static let abc448 = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
    static let abc896 = "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"

    @Test func nistVectors() {
        expectEqual(SHA256.hex([]), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        expectEqual(SHA256.hex(Array("abc".utf8)), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        expectEqual(SHA256.hex(Array(Self.abc448.utf8)), "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        expectEqual(SHA256.hex(Array(Self.abc896.utf8)), "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
        expectEqual(SHA256.hex([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func hashIsThirtyTwoBytes() {
        let digest = SHA256.hash(Array("abc".utf8))
        expectEqual(digest.count, 32)
        expectEqual(Array(digest.prefix(4)), [0xba, 0x78, 0x16, 0xbf])
        expectEqual(SHA256.hexString(digest), SHA256.hex(Array("abc".utf8)))
    }

    /// Lengths either side of where the padding needs a second block (55/56 bytes) and of whole blocks.
    @Test(arguments: [
        (55, "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
        (56, "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"),
        (63, "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34"),
        (64, "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
        (65, "635361c48bb9eab14198e76ea8ab7f1a41685d6ad62aa9146d301d4f17eb0ae0"),
        (119, "31eba51c313a5c08226adf18d4a359cfdfd8d2e816b13f4af952f7ea6584dcfb"),
        (120, "2f3d335432c70b580af0e8e1b3674a7c020d683aa5f73aaaedfdc55af904c21c"),
        (128, "6836cf13bac400e9105071cd6af47084dfacad4e5e302c94bfed24e013afb73e"),
    ])
    func paddingBoundaries(length: Int, expected: String) {
        expectEqual(SHA256.hex([UInt8](repeating: UInt8(ascii: "a"), count: length)), expected)
    }

    /// The CSP form: base64 of the digest, padded (`echo -n abc | openssl dgst -sha256 -binary | base64`).
    @Test func base64() {
        expectEqual(SHA256.base64(Array("abc".utf8)), "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=")
        expectEqual(SHA256.base64([]), "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=")
    }

    @Test func streamingInPiecesMatchesOneShot() {
        let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ $0 >> 3) }
        for pieceSize in [1, 3, 7, 55, 63, 64, 65, 200, 1000] {
            var hasher = SHA256()
            var start = 0
            while start < bytes.count {
                let end = min(start + pieceSize, bytes.count)
                hasher.update(Array(bytes[start..<end]))
                start = end
            }
            expectEqual(hasher.finalize(), SHA256.hash(bytes), "pieces of \(pieceSize)")
        }
        var hasher = SHA256()
        hasher.update(Array("ab".utf8))
        expectEqual(SHA256.hexString(hasher.finalize()), "fb8e20fc2e4c3f248c60c39bd652f3c1347298bb977b8b4d5903b85055620603")
        hasher.update(Array("c".utf8))
        expectEqual(SHA256.hexString(hasher.finalize()), SHA256.hex(Array("abc".utf8)), "finalize leaves the hasher usable")
    }
}
