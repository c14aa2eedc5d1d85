import CDeflate
@testable import PNGCodec
import Expectations
import PNGTestSupport
import Testing

/// FastDeflate's streams, inflated by zlib, the reference implementation.
@Suite struct FastDeflateTests {
    /// Typed in full: as a literal in `@Test(arguments:)` its type took 7 s to infer, twice.
    static let roundTripInputs: [(String, [UInt8])] = [
        ("empty", []),
        ("one byte", [7]),
        ("zeros 258", [UInt8](repeating: 0, count: 258)),
        ("zeros 259", [UInt8](repeating: 0, count: 259)),
        ("zeros 100k", [UInt8](repeating: 0, count: 100_000)),
        ("pixel repeats", (0..<3000).map { (index: Int) -> UInt8 in [10, 20, 30][index % 3] }),
        ("all byte values", (0..<4096).map { (index: Int) -> UInt8 in UInt8(index % 256) }),
    ]

    @Test(arguments: roundTripInputs)
    func fastDeflateRoundTrips(name: String, input: [UInt8]) throws {
        let stream = FastDeflate.zlibStream(input)
        let inflated = try require(ZlibReference.inflate(stream, expectedSize: input.count), "\(name): zlib rejected the stream")
        expectEqual(inflated, input, "\(name)")
    }

    @Test func fastDeflateRoundTripsPseudoRandomRuns() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        for _ in 0..<50 {
            var input: [UInt8] = []
            while input.count < 20_000 {
                let value = UInt8(truncatingIfNeeded: next())
                let run = Int(next() % 600)
                input += [UInt8](repeating: next() % 2 == 0 ? 0 : value, count: run)
            }
            let stream = FastDeflate.zlibStream(input)
            expectEqual(ZlibReference.inflate(stream, expectedSize: input.count), input)
        }
    }

    /// The checksum is reduced once a megabyte: several megabytes of the largest byte values, in runs
    /// and alone, still give zlib's Adler-32 (zlib checks it when it inflates).
    @Test func checksumsHoldOverMegabytes() throws {
        var input: [UInt8] = []
        for index in 0..<(5 << 20) / 300 {
            input += [UInt8](repeating: 255, count: 258) + (0..<42).map { UInt8(truncatingIfNeeded: 200 + index &+ $0) }
        }
        let stream = FastDeflate.zlibStream(input)
        expectEqual(ZlibReference.inflate(stream, expectedSize: input.count), input)
        let expected = input.withUnsafeBufferPointer { adler32(1, $0.baseAddress, UInt32($0.count)) }
        let written = stream.suffix(4).reduce(UInt(0)) { $0 << 8 | UInt($1) }
        expectEqual(written, UInt(expected))
    }

    /// libdeflate's compressor, which `bench-codec` times against FastDeflate, writes streams zlib reads too.
    @Test(arguments: [ZlibCompressor.fastDeflate, .libdeflate(level: 1), .libdeflate(level: 6), .libdeflate(level: 12)])
    func everyCompressorRoundTrips(compressor: ZlibCompressor) throws {
        let input = (0..<50_000).map { UInt8(truncatingIfNeeded: $0 % 700 < 500 ? 0 : $0 * 31) }
        let stream = try compressor.make().compress(input)
        expectEqual(ZlibReference.inflate(stream, expectedSize: input.count), input)
    }

    @Test func libdeflateLevelsAreChecked() {
        #expect(throws: PNGError.self) { try ZlibCompressor.libdeflate(level: 13).make() }
    }
}
