import CDeflate
import Expectations
import Foundation
@testable import PDFWriting
import PNGTestSupport
import Testing
import TestSupport

/// The PDF streams' deflate encoder: every stream inflates (by zlib, the reference) to its input, in
/// every shape of data a PDF holds, with the codes, runs and lengths at their limits.
@Suite struct StreamDeflateTests {
    func expectRoundTrip(_ input: [UInt8], _ name: String) {
        let stream = StreamDeflate.zlibStream(input)
        expectEqual(ZlibReference.inflate(stream, expectedSize: input.count), input, "\(name): \(stream.count) bytes")
    }

    static func pseudoRandom(_ count: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
    }

    static let inputs: [(String, [UInt8])] = [
        ("empty", []),
        ("one byte", [7]),
        ("three bytes", [1, 2, 3]),
        ("one byte value, 100 000 times", [UInt8](repeating: 0x41, count: 100_000)),
        ("a match of 258 then one more", [UInt8](repeating: 9, count: 260)),
        ("random (stored)", pseudoRandom(70_000, seed: 1)),
        ("random, then its copy 32 768 back", { let a = pseudoRandom(32_768, seed: 2); return a + a + a.prefix(300) }()),
        ("random, then its copy 32 769 back (too far)", { let a = pseudoRandom(32_769, seed: 3); return a + a.prefix(1_000) }()),
        ("every byte value", (0..<65_536).map { UInt8(truncatingIfNeeded: $0 * 7) }),
        ("a page's operators", Array((0..<3_000).map { "0.5569 0.5569 0.5765 rg\n36 \($0 * 22).25 523.276 0.75 re\nf\nBT\n/F\($0 % 3) 1 Tf\n10 0 0 -10 36 \($0).136 Tm\n[<000f0010>-12.5<0009>]TJ\nET\n" }.joined().utf8)),
    ]

    @Test(arguments: inputs)
    func streamsInflateToTheirInput(name: String, input: [UInt8]) {
        expectRoundTrip(input, name)
    }

    /// Mixtures of what streams hold (words, numbers, runs, noise, copies near and far), of every size
    /// up to 100 KB: each inflates to itself.
    @Test func mixturesRoundTrip() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(bound))
        }
        let words = ["BT", "ET", "Tf", "Tm", "re", "f", "rg", "0.5569", "/P<</MCID", ">>BDC", "EMC", "[<000f", ">]TJ", "\n", " "]
        for round in 0..<150 {
            var input: [UInt8] = []
            let size = next(round % 10 == 0 ? 100_000 : 4_000)
            while input.count < size {
                switch next(5) {
                case 0: input += Array(words[next(words.count)].utf8)
                case 1: input += Array(String(next(100_000)).utf8)
                case 2: input += [UInt8](repeating: UInt8(next(256)), count: next(600))
                case 3: input += (0..<next(300)).map { _ in UInt8(next(256)) }
                default:
                    guard !input.isEmpty else { continue }
                    let start = next(input.count)
                    input += input[start..<min(input.count, start + next(400))]
                }
            }
            expectRoundTrip(input, "mixture \(round)")
        }
    }

    /// Skewed counts make a Huffman tree deeper than deflate's 15 bits (Fibonacci counts are the worst
    /// case): the lengths are limited, still a complete code, and the stream still inflates.
    @Test func deepTreesAreLimited() {
        // Literals counted 1, 2, 3, 5, 8, …: with the end of the block's one, the Fibonacci numbers.
        var input: [UInt8] = []
        var a = 1, b = 2
        for symbol in 0..<24 {
            input += [UInt8](repeating: UInt8(symbol * 10), count: a)
            (a, b) = (b, a + b)
        }
        // Shuffled so that runs do not become matches: only literals, with those counts.
        var state: UInt64 = 5
        for index in stride(from: input.count - 1, to: 0, by: -1) {
            state = state &* 6_364_136_223_846_793_005 &+ 1
            input.swapAt(index, Int(state >> 33) % (index + 1))
        }
        var counts = [Int](repeating: 0, count: 257)
        for byte in input { counts[Int(byte)] += 1 }
        counts[256] = 1
        expect(HuffmanCode.lengths(counts, limit: 99).max()! > 15, "the counts make a tree deeper than 15")
        let lengths = HuffmanCode.lengths(counts, limit: 15)
        expect(lengths.max()! <= 15, "\(lengths.max()!)")
        let kraft = lengths.filter { $0 > 0 }.reduce(0.0) { $0 + pow(2.0, -Double($1)) }
        expectEqual(kraft, 1.0)
        expectRoundTrip(input, "Fibonacci counts")
    }

    /// The code lengths' runs: zeros in runs of every length around 3, 10, 11 and 138, repeats of 3 to 6.
    @Test func codeLengthRunsSpellTheirLengths() {
        for zeros in [1, 2, 3, 10, 11, 12, 138, 139, 150, 300] {
            for repeats in [1, 2, 3, 4, 6, 7, 13] {
                let lengths = [UInt8](repeating: 5, count: repeats) + [UInt8](repeating: 0, count: zeros) + [3]
                var spelled: [UInt8] = []
                for run in CodeLengthRuns(lengths).symbols {
                    switch run.symbol {
                    case 16: spelled += [UInt8](repeating: spelled.last!, count: Int(run.extra) + 3)
                    case 17: spelled += [UInt8](repeating: 0, count: Int(run.extra) + 3)
                    case 18: spelled += [UInt8](repeating: 0, count: Int(run.extra) + 11)
                    default: spelled.append(run.symbol)
                    }
                }
                expectEqual(spelled, lengths, "\(repeats) fives, \(zeros) zeros")
            }
        }
    }

    @Test func distanceCodesCoverTheirRanges() {
        for code in 0..<30 {
            let first = HuffmanBlock.distanceBase[code]
            let last = first + (1 << HuffmanBlock.distanceExtra[code]) - 1
            expectEqual(HuffmanBlock.distanceCode(first), code, "\(first)")
            expectEqual(HuffmanBlock.distanceCode(last), code, "\(last)")
        }
    }

    /// Every stream of a printed form (pages, fonts) inflates, and is smaller than zlib's level 1 makes.
    @Test func aPrintedFormsStreamsRoundTripSmallerThanZlibFastest() {
        var text = ""
        for index in 0..<400 { text += "/P<</MCID \(index)>>BDC\n0.1098 0.1098 0.1176 rg\nBT\n/F3 1 Tf\n10 0 0 -10 36 \(141 + index * 27).136 Tm\n[<000f00100009000800040\(index % 10)>]TJ\nET\nEMC\n" }
        let input = Array(text.utf8)
        expectRoundTrip(input, "tagged text")
        var bound = compressBound(UInt(input.count))
        var zlibOut = [UInt8](repeating: 0, count: Int(bound))
        expectEqual(compress2(&zlibOut, &bound, input, UInt(input.count), 1), Z_OK)
        let ours = StreamDeflate.zlibStream(input).count
        expect(ours <= Int(bound) * 11 / 10, "ours \(ours) bytes, zlib level 1 \(bound)")
    }
}
