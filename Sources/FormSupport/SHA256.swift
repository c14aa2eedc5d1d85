import Foundation

/// SHA-256 (FIPS 180-4) in pure Swift, for fingerprints of inputs and fonts and for the HTML
/// report's Content-Security-Policy hashes. One shot (`SHA256.hash`, `.hex`, `.base64`) or streaming
/// (`update` any number of times, then `finalize`).
public struct SHA256: Sendable {
    public static let digestByteCount = 32
    static let blockByteCount = 64

    private var state: [UInt32] = SHA256.initialState
    /// Bytes of a block not yet full (fewer than 64).
    private var pending: [UInt8] = []
    private var byteCount: UInt64 = 0

    public init() {
        pending.reserveCapacity(SHA256.blockByteCount)
    }

    /// The 32-byte digest of `bytes`.
    public static func hash(_ bytes: [UInt8]) -> [UInt8] {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.finalize()
    }

    /// The digest of `bytes` in lowercase hexadecimal, as `sha256sum` prints it.
    public static func hex(_ bytes: [UInt8]) -> String {
        hexString(hash(bytes))
    }

    /// The digest of `bytes` in standard base64 with padding, as a CSP `'sha256-…'` source wants it.
    public static func base64(_ bytes: [UInt8]) -> String {
        Data(hash(bytes)).base64EncodedString()
    }

    /// Lowercase hexadecimal of any bytes (a digest from `finalize`, say).
    public static func hexString(_ digest: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out = [UInt8]()
        out.reserveCapacity(digest.count * 2)
        for byte in digest {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    public mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard !bytes.isEmpty else { return }
        byteCount &+= UInt64(bytes.count)
        var input = bytes[...]
        if !pending.isEmpty {
            let take = min(SHA256.blockByteCount - pending.count, input.count)
            pending.append(contentsOf: input.prefix(take))
            input = input.dropFirst(take)
            guard pending.count == SHA256.blockByteCount else { return }
            pending.withUnsafeBytes { SHA256.compress($0, into: &state) }
            pending.removeAll(keepingCapacity: true)
        }
        let whole = input.count - input.count % SHA256.blockByteCount
        if whole > 0 {
            SHA256.compress(UnsafeRawBufferPointer(rebasing: input.prefix(whole)), into: &state)
        }
        pending.append(contentsOf: input.dropFirst(whole))
    }

    /// The digest of everything given to `update` so far. The hasher is left as it was, so more can
    /// be added and finalized again.
    public func finalize() -> [UInt8] {
        var state = self.state
        var tail = pending
        tail.append(0x80)
        let padded = tail.count <= SHA256.blockByteCount - 8 ? SHA256.blockByteCount : 2 * SHA256.blockByteCount
        tail.append(contentsOf: repeatElement(0, count: padded - 8 - tail.count))
        let bits = byteCount &* 8
        for shift in stride(from: 56, through: 0, by: -8) {
            tail.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift)))
        }
        tail.withUnsafeBytes { SHA256.compress($0, into: &state) }
        var digest = [UInt8]()
        digest.reserveCapacity(SHA256.digestByteCount)
        for word in state {
            digest.append(UInt8(truncatingIfNeeded: word >> 24))
            digest.append(UInt8(truncatingIfNeeded: word >> 16))
            digest.append(UInt8(truncatingIfNeeded: word >> 8))
            digest.append(UInt8(truncatingIfNeeded: word))
        }
        return digest
    }

    // MARK: The compression function

    private static let initialState: [UInt32] = [
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
    ]

    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

    @inline(__always)
    private static func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x &>> n) | (x &<< (32 &- n)) }

    /// Runs the compression function over every whole 64-byte block of `data`.
    private static func compress(_ data: UnsafeRawBufferPointer, into state: inout [UInt32]) {
        let blocks = data.count / blockByteCount
        guard blocks > 0 else { return }
        var h0 = state[0], h1 = state[1], h2 = state[2], h3 = state[3]
        var h4 = state[4], h5 = state[5], h6 = state[6], h7 = state[7]
        roundConstants.withUnsafeBufferPointer { k in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
                for block in 0..<blocks {
                    let base = block * blockByteCount
                    for t in 0..<16 {
                        w[t] = UInt32(bigEndian: data.loadUnaligned(fromByteOffset: base + 4 * t, as: UInt32.self))
                    }
                    for t in 16..<64 {
                        let x = w[t - 15], y = w[t - 2]
                        let s0 = rotr(x, 7) ^ rotr(x, 18) ^ (x &>> 3)
                        let s1 = rotr(y, 17) ^ rotr(y, 19) ^ (y &>> 10)
                        w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
                    }
                    var a = h0, b = h1, c = h2, d = h3, e = h4, f = h5, g = h6, h = h7
                    for t in 0..<64 {
                        let s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
                        let choice = (e & f) ^ (~e & g)
                        let t1 = h &+ s1 &+ choice &+ k[t] &+ w[t]
                        let s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
                        let majority = (a & b) ^ (a & c) ^ (b & c)
                        h = g
                        g = f
                        f = e
                        e = d &+ t1
                        d = c
                        c = b
                        b = a
                        a = t1 &+ s0 &+ majority
                    }
                    h0 &+= a; h1 &+= b; h2 &+= c; h3 &+= d
                    h4 &+= e; h5 &+= f; h6 &+= g; h7 &+= h
                }
            }
        }
        state = [h0, h1, h2, h3, h4, h5, h6, h7]
    }
}
