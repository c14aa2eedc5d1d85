import BoxTree
import Foundation
import Expectations
import Testing
@testable import PDFForms

/// A radio button is on in a name of its own: never `/Off`, never a name PDF forbids; the option text
/// a name cannot carry is in the group's `/Opt`.
extension AcroFormWriterTests {
    /// Every name token of `body` (after `/`, up to a delimiter), decoded from `#XX`.
    func nameTokens(_ body: String) -> [[UInt8]] {
        let bytes = Array(body.utf8)
        var tokens: [[UInt8]] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "/") else { index += 1; continue }
            var token: [UInt8] = []
            index += 1
            while index < bytes.count, bytes[index] > 0x20, bytes[index] < 0x7F, !"()<>[]{}/%".utf8.contains(bytes[index]) {
                if bytes[index] == UInt8(ascii: "#"), index + 2 < bytes.count, let byte = UInt8(String(decoding: bytes[index + 1...index + 2], as: UTF8.self), radix: 16) {
                    token.append(byte)
                    index += 3
                } else {
                    token.append(bytes[index])
                    index += 1
                }
            }
            tokens.append(token)
        }
        return tokens
    }

    @Test func optionsThatMakeNoNameAreOnInNamesOfTheirOwnAndListedInOpt() throws {
        let long = String(repeating: "x", count: 200)
        let options = ["Off", "a\u{0}b", long, "Yes"]
        let fields = options.enumerated().map { index, option in
            placed(FillableField(name: "pick", kind: .radio(option: option, place: index), value: long), page: 1, y: 100 + Double(index) * 30)
        }
        let body = text(try AcroFormWriter.addFields(fields, to: Self.twoPagePDF()))
        expect(body.contains("/Opt [(Off) <FEFF006100000062> (\(long)) (Yes)] /V /opt2 /Kids ["), "\(body.suffix(2000))")
        for (index, state) in ["/opt0", "/opt1", "/opt2", "/Yes"].enumerated() {
            expect(body.contains("/AS \(index == 2 ? state : "/Off") /AP << /N << \(state) "), "button \(index) is on in \(state)")
        }
        let tokens = nameTokens(body)
        expect(tokens.allSatisfy { !$0.contains(0) }, "no name holds a NUL")
        expect(tokens.allSatisfy { $0.count <= 127 }, "no name is longer than 127 bytes")
    }

    @Test func aValueOfOffTicksTheButtonOfOptionOff() throws {
        let fields = ["Off", "On"].enumerated().map { index, option in
            placed(FillableField(name: "pick", kind: .radio(option: option, place: index), value: "Off"), page: 1, y: 100 + Double(index) * 30)
        }
        let body = text(try AcroFormWriter.addFields(fields, to: Self.twoPagePDF()))
        expect(body.contains("/Opt [(Off) (On)] /V /opt0 /Kids ["), "\(body.suffix(800))")
        expect(body.contains("/AS /opt0 /AP << /N << /opt0 "))
    }

    @Test func groupsWhoseOptionsAllMakeNamesAreWrittenAsBefore() throws {
        let fields = ["S", "M L", "Off-white"].enumerated().map { index, option in
            placed(FillableField(name: "size", kind: .radio(option: option, place: index), value: "M L"), page: 1, y: 100 + Double(index) * 30)
        }
        let body = text(try AcroFormWriter.addFields(fields, to: Self.twoPagePDF()))
        expect(!body.contains("/Opt"))
        expect(body.contains("/V /M#20L /Kids ["))
        expect(body.contains("/AS /Off /AP << /N << /Off-white "))
    }

    @Test func exportStatesAreDistinctAndNeverANumberBesideOpt() {
        let states = ExportStates(options: ["1", "opt2", "", "Off", "opt2"])
        expectEqual(states.names, ["opt0", "opt2", "opt2_2", "opt3", "opt4"])
        expectEqual(states.listed, ["1", "opt2", "", "Off", "opt2"])
        expectEqual(ExportStates(options: ["1", "2"]).names, ["1", "2"])
        expect(ExportStates(options: ["1", "2"]).listed == nil)
    }
}
