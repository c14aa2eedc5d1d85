import BoxTree
import FormModel
import FormSupport
import FormLayout
import FormRenderKit
import Foundation
import Expectations
import Testing
import TestSupport

/// A character counter counts characters as a person does, in the locale's digits. (The refined
/// layout's counter, which shows its limit; SixLayer's exact one shows the count alone.)
@Suite struct CounterTextTests {
    let refined = TestPaths.path("Themes/Refined.json")

    func counter(value: String, locale: String) throws -> String? {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Hints/C.hints", #"{"a": {"showCharacterCounter": true, "maxLength": 40}}"#)
        let input = try directory.write("Forms/C.form.json", """
        {"model": "C", "locale": "\(locale)", "fields": [{"id": "a", "label": "A"}], "values": {"a": "\(value)"}}
        """)
        let session = try makeSession(hintsDirectories: [directory.path("Hints")], themeFile: refined)
        var warnings = WarningLog()
        return try session.lay(input, on: .width(.compact), warnings: &warnings).first.root.first(role: "counter", id: "a")?.text
    }

    @Test(arguments: [
        ("👨‍👩‍👧‍👦", "1/40"), ("👍🏽", "1/40"), ("🇯🇵🇫🇷", "2/40"), ("e\u{301}", "1/40"), ("Ada", "3/40"), ("山田太郎", "4/40"),
    ])
    func graphemeClustersCountAsOne(value: String, expected: String) throws {
        try expectEqual(counter(value: value, locale: "en_US"), expected)
    }

    /// A form file's own field shows a counter without a hints file, and its limit wins over the model's.
    @Test func aFormFilesFieldHasItsOwnCounter() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Hints/C.hints", #"{"a": {"showCharacterCounter": true, "maxLength": 40}}"#)
        let input = try directory.write("Forms/C.form.json", #"""
        {"model": "C", "fields": [{"id": "a", "maxLength": 3}, {"id": "b", "showCharacterCounter": true, "maxLength": 5}],
         "values": {"a": "🐙🦑", "b": "abc"}}
        """#)
        let session = try makeSession(hintsDirectories: [directory.path("Hints")], themeFile: refined)
        var warnings = WarningLog()
        let tree = try session.lay(input, on: .width(.compact), warnings: &warnings).first
        expectEqual(tree.root.first(role: "counter", id: "a")?.text, "2/3")
        expectEqual(tree.root.first(role: "counter", id: "b")?.text, "3/5")
        // The exact layout's counter, as SixLayer's overlay writes it: the count.
        let exact = try makeSession(hintsDirectories: [directory.path("Hints")]).lay(input, on: .width(.compact), warnings: &warnings).first
        expectEqual(exact.root.first(role: "counter", id: "a")?.text, "2")
        expectEqual(exact.root.first(role: "counter", id: "b")?.text, "3")
    }

    /// Over its limit, a counter is in the error colour.
    @Test func aCounterOverItsLimitSaysSo() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let input = try directory.write("Forms/O.form.json", #"""
        {"fields": [{"id": "a", "maxLength": 3, "showCharacterCounter": true}, {"id": "b", "maxLength": 5, "showCharacterCounter": true}],
         "values": {"a": "🐙🦑🦀🐚", "b": "abc"}}
        """#)
        let session = try makeSession()
        var warnings = WarningLog()
        let tree = try session.lay(input, on: .width(.compact), warnings: &warnings).first
        expectEqual(tree.root.first(role: "counter", id: "a")?.textRun?.color, session.theme.colors.error)
        expectEqual(tree.root.first(role: "counter", id: "b")?.textRun?.color, session.theme.colors.secondaryText)
    }

    /// A calendar's days are in the locale's digits, as its month and the field's date are.
    @Test func calendarDaysAreInTheLocalesDigits() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let input = try directory.write("Forms/C.form.json", #"""
        {"locale": "ar_EG", "fields": [{"id": "d", "label": "التاريخ", "contentType": "date"}], "values": {"d": "2026-11-24"},
         "variants": {"open": {"open": "d"}}}
        """#)
        let session = try makeSession()
        var warnings = WarningLog()
        let tree = try session.lay(input, variant: "open", on: .width(.compact), warnings: &warnings).first
        let days = tree.root.allBoxes().filter { $0.role == "day" }.compactMap(\.textRun?.string)
        expect(days.first == "١" && days.last == "٣٠")
    }

    @Test func theLocaleSaysTheDigits() throws {
        try expectEqual(counter(value: "مرحبا", locale: "ar_EG"), "٥/٤٠")
        try expectEqual(counter(value: "سلام", locale: "fa_IR"), "۴/۴۰")
        try expectEqual(counter(value: "Ada", locale: "de_DE"), "3/40")
    }
}

/// The words FormRender puts on a form are in the form's language.
@Suite struct InterfaceWordsTests {
    @Test func panelsAndPromptsSpeakTheFormsLanguage() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let input = try directory.write("Forms/W.form.json", #"""
        {"locale": "ja_JP", "fields": [{"id": "plan", "label": "プラン", "options": ["A", "B"], "isClearable": true},
                                      {"id": "day", "label": "日付", "contentType": "date"}],
         "variants": {"open": {"open": "plan"}}}
        """#)
        let session = try makeSession()
        var warnings = WarningLog()
        let open = try session.lay(input, variant: "open", on: .width(.compact), warnings: &warnings).first
        expectEqual(open.root.allBoxes().filter { $0.role == "button" }.compactMap(\.text), ["クリア", "完了"])
        expectEqual(open.root.first(role: "input", id: "day")?.text, "日付を選択")
        expect(InterfaceWords.of(locale: "he_IL").done == "סיום" && InterfaceWords.of(locale: "iw").done == "סיום")
        expectEqual(InterfaceWords.of(locale: "sw_KE"), .english)
    }
}
