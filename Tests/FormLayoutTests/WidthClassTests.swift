import BoxTree
import Expectations
import Testing
@testable import FormLayout
import FormModel
import FormSupport

@Suite struct WidthClassTests {
    @Test(arguments: [("compact", WidthClass.compact), ("regular", .regular), ("expanded", .expanded),
                      ("Compact", .compact), ("REGULAR", .regular), ("eXpAnDeD", .expanded)])
    func parsesNames(text: String, expected: WidthClass) throws {
        try expectEqual(WidthClass.parse(text), expected)
    }

    @Test func classPoints() {
        expectEqual(WidthClass.compact.points, 375)
        expectEqual(WidthClass.regular.points, 768)
        expectEqual(WidthClass.expanded.points, 1024)
        expectEqual(WidthClass.points(500).points, 500)
        expectEqual(WidthClass.allClasses, [.compact, .regular, .expanded])
        expectEqual(WidthClass.allClasses.map(\.points), [compactWidth, regularWidth, expandedWidth])
    }

    @Test(arguments: [("500", 500.0), ("120", 120), ("10000", 10_000), ("375", 375), ("414.5", 414.5),
                      ("1e3", 1000), ("0320", 320), ("+800", 800)])
    func parsesNumbers(text: String, points: Double) throws {
        try expectEqual(WidthClass.parse(text), .points(points))
    }

    @Test func aNumberIsNeverANamedClass() throws {
        // "375" is 375 points, named by its number in file names, not "compact".
        let parsed = try WidthClass.parse("375")
        expectEqual(parsed, .points(375))
        expect(parsed != .compact)
        expectEqual(parsed.description, "375")
    }

    @Test(arguments: ["10000.5", "10001", "20000", "1e6", "119.99", "119", "0", "-375", "-0.5"])
    func outOfRangeNumbers(text: String) {
        #expect(throws: WidthClass.ParseError.outOfRange(text)) { try WidthClass.parse(text) }
        do {
            _ = try WidthClass.parse(text)
        } catch let error as WidthClass.ParseError {
            expectEqual(error.description, "width \(text) is out of range: expected 120 to 10000 points")
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test(arguments: ["", "wide", "tiny", "compactt", "375pt", "0x178", "nan", "NaN", "inf", "infinity", "-inf", "12,5", "large"])
    func unknownNames(text: String) {
        #expect(throws: WidthClass.ParseError.unknown(text)) { try WidthClass.parse(text) }
        do {
            _ = try WidthClass.parse(text)
        } catch let error as WidthClass.ParseError {
            expectEqual(error.description, "unknown width '\(text)': expected compact (375), regular (768), expanded (1024) or a number of points")
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func errorTextsExactly() {
        expectEqual(WidthClass.ParseError.unknown("huge").description, "unknown width 'huge': expected compact (375), regular (768), expanded (1024) or a number of points")
        expectEqual(WidthClass.ParseError.outOfRange("99999").description, "width 99999 is out of range: expected 120 to 10000 points")
    }

    @Test func bounds() {
        expectEqual(WidthClass.minimumPoints, 120)
        expectEqual(WidthClass.maximumPoints, 10_000)
    }

    @Test func descriptions() {
        expectEqual(WidthClass.compact.description, "compact")
        expectEqual(WidthClass.regular.description, "regular")
        expectEqual(WidthClass.expanded.description, "expanded")
        expectEqual(WidthClass.points(500).description, "500")
        expectEqual(WidthClass.points(414.5).description, "414.5")
        expectEqual("\(WidthClass.points(1024))", "1024")
    }

    @Test func parsedWidthsLayOut() throws {
        // Every class and the range's ends give a page of that width.
        for text in ["compact", "regular", "expanded", "120", "10000"] {
            let width = try WidthClass.parse(text).points
            let tree = engine().layout(FormDocument(name: "D", title: "T", sections: []), width: width)
            expectEqual(tree.width, width)
        }
    }
}
