import BoxTree
import Expectations
import Testing
@testable import FormLayout
import FormModel
import FormSupport

/// A label's text styling in layout, with the fake measurer (a 10 pt character is 5 pt wide, its line
/// 12 pt tall): styled ranges in UTF-8 offsets, line spacing, truncation, links.
@Suite struct LabelTextTests {
    func layOut(_ json: String, mode: ViewMode = .swiftui, width: Double = 375) throws -> LayoutTree {
        let fixture = try ViewTreeFixture()
        defer { fixture.remove() }
        var warnings = WarningLog()
        var document = try fixture.document(json, warnings: &warnings)
        document.mode = mode
        return ViewLayoutEngine(measurer: FakeMeasurer(), images: [:]).layout(document, width: width)
    }

    func run(_ label: String, mode: ViewMode = .swiftui) throws -> TextRun {
        let tree = try layOut(##"{"type": "View", "child": [{"type": "Label", "id": "l", "## + label + "}]}", mode: mode)
        return try require(tree.box("l")?.textRun)
    }

    @Test func lineSpacingMakesATwoLineLabelTallerByTheGap() throws {
        // "aaaa bbbb" at 10 pt in 30 pt: two lines of 12.
        let plain = try layOut(##"{"type": "View", "child": [{"type": "Label", "id": "l", "text": "aaaa bbbb", "fontSize": 10, "width": 30}]}"##)
        let spaced = try layOut(##"{"type": "View", "child": [{"type": "Label", "id": "l", "text": "aaaa bbbb", "fontSize": 10, "width": 30, "lineSpacing": 7}]}"##)
        expectEqual(plain.frame("l")?.height, 24)
        expectEqual(spaced.frame("l")?.height, 31)
        expectEqual(spaced.box("l")?.textRun?.lineSpacing, 7)
        // One line has no gap.
        let one = try layOut(##"{"type": "View", "child": [{"type": "Label", "id": "l", "text": "aa", "fontSize": 10, "lineSpacing": 7}]}"##)
        expectEqual(one.frame("l")?.height, 12)
    }

    @Test func lineHeightMultipleIsSpacingInSwiftUIAndTallerLinesInUIKit() throws {
        let label = ##"{"type": "View", "child": [{"type": "Label", "id": "l", "text": "aaaa bbbb", "fontSize": 10, "width": 30, "lineHeightMultiple": 1.5, "lineSpacing": 3}]}"##
        // SwiftUI: (1.5 − 1) × 10 = 5 between the lines, winning over lineSpacing; lines stay 12 tall.
        let swiftUI = try layOut(label)
        expectEqual(swiftUI.frame("l")?.height, 29)
        expectEqual(swiftUI.box("l")?.textRun?.font.lineHeight, 12)
        expectEqual(swiftUI.box("l")?.textRun?.lineSpacing, 5)
        // UIKit: lines 1.5 × 12.1 (18) tall, and lineSpacing between them.
        let uiKit = try layOut(label, mode: .uikit)
        expectEqual(uiKit.box("l")?.textRun?.font.lineHeight, 18)
        expectEqual(uiKit.frame("l")?.height, 39)
        // Below 1 makes no negative room.
        try expectEqual(run(##""text": "a", "fontSize": 10, "lineHeightMultiple": 0.8"##).lineSpacing, 0)
    }

    @Test func partialRangesAreCharactersInUTF8Offsets() throws {
        // "é" is two bytes, the flag eight (one character), "!" one.
        let r = try run(##""text": "é🇯🇵ab!", "partialAttributes": [{"range": [1, 2], "fontColor": "#FF0000"}, {"range": [3, 99], "background": "#00FF00"}]"##)
        expectEqual(r.styledRanges, [StyledRange(2..<10, color: Color(hex: 0xFF0000)), StyledRange(11..<13, background: Color(hex: 0x00FF00))])
        // A range past the text's end styles nothing.
        try expectEqual(run(##""text": "abc", "partialAttributes": [{"range": [3, 5], "fontColor": "#FF0000"}]"##).styledRanges, [])
        // A text: its first occurrence, case-sensitive.
        let found = try run(##""text": "Go go go", "partialAttributes": [{"range": "go", "underline": true}, {"range": "GO", "fontColor": "#FF0000"}]"##)
        expectEqual(found.styledRanges, [StyledRange(3..<5, underline: TextDecoration())])
    }

    @Test func laterPartialsWinWhereTheyOverlap() throws {
        let r = try run(##""text": "abcdefghij", "fontSize": 10, "partialAttributes": [{"range": [2, 5], "fontColor": "#0000FF"}, {"range": [0, 10], "fontColor": "#FF0000", "underline": true}, {"range": [4, 6], "fontSize": 20}]"##)
        let red = Color(hex: 0xFF0000)
        let big = FontSpec(family: "Inter", weight: .regular, size: 20, lineHeight: 24)
        expectEqual(r.styledRanges, [StyledRange(0..<4, color: red, underline: TextDecoration()),
                                   StyledRange(4..<6, color: red, font: big, underline: TextDecoration()),
                                   StyledRange(6..<10, color: red, underline: TextDecoration())])
    }

    @Test func aPartialSizeIsTheSystemFontAtThePartialsWeightAndAWeightAloneKeepsTheSize() throws {
        let r = try run(##""text": "abcd", "fontSize": 10, "fontWeight": "bold", "partialAttributes": [{"range": [0, 1], "fontSize": 20}, {"range": [1, 2], "fontWeight": "semibold"}]"##)
        expectEqual(r.styledRanges.map(\.font), [FontSpec(family: "Inter", weight: .regular, size: 20, lineHeight: 24),
                                               FontSpec(family: "Inter", weight: .semibold, size: 10, lineHeight: 12)])
    }

    @Test func linesAreCutOnlyWhenLimitedAndClipIsTailInSwiftUI() throws {
        try expectEqual(run(##""text": "abc", "lines": 1, "lineBreakMode": "Head""##).truncation, .head)
        try expectEqual(run(##""text": "abc", "lines": 2, "lineBreakMode": "Middle""##).truncation, .middle)
        try expectEqual(run(##""text": "abc", "lines": 0, "lineBreakMode": "Head""##).truncation, .tail)
        try expectEqual(run(##""text": "abc", "lineBreakMode": "Head""##).maxLines, nil)
        try expectEqual(run(##""text": "abc", "lines": 1, "lineBreakMode": "Clip""##).truncation, .tail)
        try expectEqual(run(##""text": "abc", "lines": 1, "lineBreakMode": "Clip""##, mode: .uikit).truncation, .clip)
        let chars = try run(##""text": "abc", "lines": 2, "lineBreakMode": "Char""##)
        expect(chars.breaksAnywhere && chars.truncation == .tail && chars.maxLines == 2 && chars.ellipsis)
    }

    @Test func underlineStrikethroughAndLineOffset() throws {
        let r = try run(##""text": "abc", "underline": {"lineStyle": "Double", "color": "#FF0000", "lineOffset": 3}, "strikethrough": true"##)
        expectEqual(r.underline, TextDecoration(.double, color: Color(hex: 0xFF0000)))
        expectEqual(r.strikethrough, TextDecoration())
        expectEqual(r.baselineOffset, 3)
        // A partial's line under a text already underlined is not drawn twice.
        let both = try run(##""text": "abc", "underline": true, "partialAttributes": [{"range": "b", "underline": true, "fontColor": "#FF0000"}]"##)
        expectEqual(both.styledRanges, [StyledRange(1..<2, color: Color(hex: 0xFF0000))])
    }

    @Test func linkableTextUnderlinesLinksInTheLinkColour() throws {
        let text = "Mail ada@example.org or see https://example.com/a?b=1. Call +44 20 7946 0958, not 2024-05-01."
        let r = try run(##""linkable": true, "text": ""## + text + ##"""##)
        let linked = r.styledRanges.map { String(decoding: Array(text.utf8)[$0.range], as: UTF8.self) }
        expectEqual(linked, ["ada@example.org", "https://example.com/a?b=1", "+44 20 7946 0958"])
        expect(r.styledRanges.allSatisfy { $0.color == Color(hex: 0x007AFF) && $0.underline == TextDecoration() })
        expectEqual(ViewLayout.links(in: "www.swift.org and apple.com/iphone; 1234567 is a number"), [0..<13, 18..<34])
        expectEqual(ViewLayout.links(in: "no links here, version 1.2.3"), [])
    }

    @Test func autoShrinkMakesATooWideLineSmallerDownToTheFactor() throws {
        // 20 characters at 10 pt are 100 pt wide; in 60 pt the font becomes 6 pt, the factor allowing it.
        let shrunk = try layOut(##"{"type": "View", "width": 60, "child": [{"type": "Label", "id": "l", "text": "aaaaaaaaaaaaaaaaaaaa", "fontSize": 10, "autoShrink": true, "minimumScaleFactor": 0.5}]}"##)
        expectEqual(shrunk.box("l")?.textRun?.font.size, 6)
        expectEqual(shrunk.box("l")?.textRun?.wrapping, .singleLine)
        // The default factor, 0.5, stops at 5 pt: the rest is cut.
        let floor = try layOut(##"{"type": "View", "width": 30, "child": [{"type": "Label", "id": "l", "text": "aaaaaaaaaaaaaaaaaaaa", "fontSize": 10, "autoShrink": true}]}"##)
        expectEqual(floor.box("l")?.textRun?.font.size, 5)
        // What fits is not shrunk.
        let fits = try layOut(##"{"type": "View", "width": 300, "child": [{"type": "Label", "id": "l", "text": "aaaa", "fontSize": 10, "autoShrink": true}]}"##)
        expectEqual(fits.box("l")?.textRun?.font.size, 10)
    }
}
