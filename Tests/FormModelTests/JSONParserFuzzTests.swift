import Foundation
import Expectations
import Testing
import FormModel
import FormSupport
import JSONTestSupport

/// SplitMix64 (Steele, Lea and Flood): a tiny seeded generator, so every run mutates the same way.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `0..<bound` (bound > 0); modulo bias is irrelevant here.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

/// Valid documents in the shapes the parser meets: 6Layer hints, form files, values, odd corners of JSON.
private let corpus: [String] = [
    """
    {
      "_comment": "User.hints - Describes how to present User data",
      "username": {"displayWidth": "medium", "expectedLength": 20, "maxLength": 50, "minLength": 3},
      "email": {"displayWidth": "wide", "maxLength": "255", "fieldType": "email", "isRequired": true},
      "bio": {"displayWidth": "wide", "showCharacterCounter": "true", "maxLength": 1000, "label": "Biography"},
      "postalCode": {"displayWidth": "narrow", "maxLength": 10, "metadata": {"placeholder": "12345"}},
      "_sections": [
        {"id": "basic-info", "title": "Basic Information", "description": "Enter your account details",
         "fields": ["username", "email"], "layoutStyle": "vertical"},
        {"id": "personal-info", "title": "Personal Details", "fields": ["bio", "postalCode"],
         "layoutStyle": "horizontal", "isCollapsible": true, "isCollapsed": false}
      ]
    }
    """,
    """
    {"price": {"displayWidth": 120.5, "expectedRange": {"min": 0, "max": 1e4}, "defaultValue": 9.99},
     "size": {"options": ["S", "M", "L", 42], "isOptional": "false", "expectedRange": "0.5...99.5"},
     "note": {"fieldType": "textarea", "isEditable": false, "isHidden": null, "custom": "caf\\u00e9 \\ud83d\\ude00 \\"q\\" \\\\ \\/ \\n"}}
    """,
    """
    {
      "model": "User",
      "title": "Create your account — «Zoë» 日本",
      "fields": [
        {"id": "username", "label": "Username", "contentType": "text", "isRequired": true},
        {"id": "country", "options": ["France", "Japan"], "placeholder": "Pick one"}
      ],
      "sections": [{"id": "a", "title": "A", "fields": ["username", "country"]}],
      "values": {"username": "jdoe", "age": -0.5e-3, "newsletter": true, "nothing": null}
    }
    """,
    "[[[[[]]]], {}, [{}], [null, true, false, 0, -0, 1.0E+2, \"\"], {\"\": {\"\": []}}]",
]

private enum Outcome { case parsed(JSONNode), rejected(JSONSyntaxError) }

private func parseOrRecord(_ bytes: [UInt8], limits: JSONLimits = JSONLimits()) -> Outcome? {
    do {
        return .parsed(try JSONParser.parse(bytes, limits: limits))
    } catch let error as JSONSyntaxError {
        return .rejected(error)
    } catch {
        Issue.record("JSONParser threw \(type(of: error)), not JSONSyntaxError: \(error)")
        return nil
    }
}

/// Pieces worth splicing in: structure, escapes, broken UTF-8, a BOM, deep nesting.
private let interesting: [[UInt8]] = [
    Array("{".utf8), Array("}".utf8), Array("[".utf8), Array("]".utf8), Array("\"".utf8), Array("\\".utf8),
    Array(",".utf8), Array(":".utf8), Array("\\u".utf8), Array("\\ud83d".utf8), Array("\\udc00".utf8),
    Array("-".utf8), Array("0".utf8), Array(".".utf8), Array("e".utf8), Array("true".utf8), Array("null".utf8),
    Array("\n".utf8), Array("\r\n".utf8), Array("\t".utf8), [0x00], [0xFF], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80],
    [0xEF, 0xBB, 0xBF], Array("é😀".utf8), Array(String(repeating: "[", count: 80).utf8),
    Array(String(repeating: "{\"a\":", count: 70).utf8), Array("\"a\": 1, \"a\": 2".utf8), Array("1e999".utf8),
]

private func mutate(_ input: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
    var bytes = input
    for _ in 0..<(1 + random.below(4)) {
        switch random.below(7) {
        case 0 where !bytes.isEmpty: // flip one bit
            bytes[random.below(bytes.count)] ^= UInt8(1 << random.below(8))
        case 1 where !bytes.isEmpty: // replace a byte with any byte
            bytes[random.below(bytes.count)] = UInt8(truncatingIfNeeded: random.next())
        case 2: // truncate
            bytes = Array(bytes.prefix(random.below(bytes.count + 1)))
        case 3: // insert random bytes
            let at = random.below(bytes.count + 1)
            let inserted = (0..<(1 + random.below(8))).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            bytes.insert(contentsOf: inserted, at: at)
        case 4: // insert an interesting piece
            bytes.insert(contentsOf: interesting[random.below(interesting.count)], at: random.below(bytes.count + 1))
        case 5 where !bytes.isEmpty: // delete a range
            let start = random.below(bytes.count)
            let end = min(bytes.count, start + 1 + random.below(16))
            bytes.removeSubrange(start..<end)
        case 6 where !bytes.isEmpty: // duplicate a range (repeats keys, values, separators)
            let start = random.below(bytes.count)
            let end = min(bytes.count, start + 1 + random.below(32))
            bytes.insert(contentsOf: bytes[start..<end], at: random.below(bytes.count + 1))
        default:
            break
        }
    }
    return bytes
}

@Suite("JSONParser fuzzing")
struct JSONParserFuzzTests {
    @Test func splitMix64IsTheReferenceSequence() {
        var random = SplitMix64(seed: 0)
        expectEqual(random.next(), 0xE220_A839_7B1D_CDAF)
        expectEqual(random.next(), 0x6E78_9E6A_A1B9_65F4)
        var a = SplitMix64(seed: 42), b = SplitMix64(seed: 42)
        expectEqual((0..<10).map { _ in a.next() }, (0..<10).map { _ in b.next() })
    }

    @Test func corpusIsValidAndRoundTrips() throws {
        for text in corpus {
            let node = try parseJSON(text)
            let again = try parseJSON(serializeJSON(node))
            expectEqual(PlainJSON(again), PlainJSON(node))
        }
    }

    @Test func mutatedDocumentsParseOrThrowASyntaxError() throws {
        let seeds = corpus.map { Array($0.utf8) }
        var random = SplitMix64(seed: 0x6C61_7965_7220_3600)
        var parsed = 0, rejected = 0
        let clock = ContinuousClock()
        let start = clock.now
        for iteration in 0..<4_000 {
            let input = mutate(seeds[iteration % seeds.count], &random)
            guard let outcome = parseOrRecord(input) else { continue }
            switch outcome {
            case .rejected(let error):
                rejected += 1
                let lines = input.filter { $0 == 0x0A }.count + 1
                expect(error.position.line >= 1 && error.position.line <= lines, "iteration \(iteration): \(error)")
                expect(error.position.column >= 1 && error.position.column <= input.count + 1, "iteration \(iteration): \(error)")
                expect(!error.message.isEmpty)
            case .parsed(let node):
                parsed += 1
                // Whatever parses must survive a round trip unchanged.
                let again = try JSONParser.parse(serializeJSON(node))
                expectEqual(PlainJSON(again), PlainJSON(node), "iteration \(iteration) does not round-trip")
                // And the readers above the parser must answer with a value or a FormError, never crash.
                var log = WarningLog()
                do { _ = try HintsParser.parse(node, model: "Fuzz", file: "Fuzz.hints", warnings: &log) } catch is FormError {}
                do { _ = try FormFileParser.parse(node, file: "fuzz.form.json", warnings: &log) } catch is FormError {}
                do { _ = try ValuesParser.parse(node, file: "data.json", keyPath: "") } catch is FormError {}
            }
        }
        let elapsed = clock.now - start
        // The mutations must exercise both outcomes, or the test proves little.
        expect(parsed > 200, "only \(parsed) mutated documents parsed")
        expect(rejected > 2_000, "only \(rejected) mutated documents were rejected")
        expect(elapsed < .seconds(20), "4000 small documents took \(elapsed)")
    }

    @Test func everyTruncationOfAValidDocumentIsRejectedCleanly() {
        for text in corpus {
            let bytes = Array(text.utf8)
            for length in 0..<bytes.count {
                switch parseOrRecord(Array(bytes.prefix(length))) {
                case .parsed(let node)?:
                    // Only a prefix that is itself a complete value may parse (a bare number cut short).
                    if case .number = node.value {} else { Issue.record("prefix of \(length) bytes parsed as \(node.value.kindName)") }
                case .rejected, nil:
                    break
                }
            }
        }
    }

    @Test func randomBytesNeverCrashTheParser() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<2_000 {
            let bytes = (0..<random.below(64)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            _ = parseOrRecord(bytes, limits: JSONLimits(maxBytes: 1_000, maxDepth: 8))
        }
    }

    @Test func sameSeedSameOutcomes() {
        func outcomes(seed: UInt64) -> [String] {
            var random = SplitMix64(seed: seed)
            return (0..<200).map { i in
                let input = mutate(Array(corpus[i % corpus.count].utf8), &random)
                switch parseOrRecord(input) {
                case .parsed(let node)?: return "ok " + serializeJSON(node)
                case .rejected(let error)?: return "\(error.position) \(error.message)"
                case nil: return "?"
                }
            }
        }
        expectEqual(outcomes(seed: 99), outcomes(seed: 99))
    }
}
