import Expectations
import Testing
import FormModel
import FormSupport

/// An option a picker lists twice is kept (shown and printed twice) and said, at the repeat, in each
/// format that lists options: a form file, a hints file (plain or SixLayer's labelled options) and an
/// Items form's `Values`.
@Suite struct RepeatedOptionsTests {
    static let said = "both are shown and printed, each printed one with its own tick box (its own button in a fillable PDF), and a value 'Yes' chooses the first"

    @Test func aFormFileSaysAnOptionListedTwiceAndKeepsBoth() throws {
        let (form, warnings) = try parseForm("""
        {"fields": [{"id": "agree", "options": ["Yes", "No", "Yes"]}]}
        """)
        expectEqual(form.fields?.first?.options, ["Yes", "No", "Yes"])
        expectEqual(warnings.map(\.message), ["'fields[0].options[2]': option 'Yes' is listed twice (first at 'fields[0].options[0]'); \(Self.said)"])
        expectEqual(warnings.map(\.location), [FileLocation(file: "signup.form.json", position: pos(1, 54), keyPath: "fields[0].options[2]")])
    }

    @Test func aHintsFileSaysALabelListedTwiceWhateverTheValues() throws {
        let (file, warnings) = try parseHints("""
        {"agree": {"inputType": "picker", "options": [{"value": "y", "label": "Yes"}, {"value": "n", "label": "No"},
                                                      {"value": "yes", "label": "Yes"}]}}
        """)
        expectEqual(file.hints(for: "agree")?.options?.map(\.label), ["Yes", "No", "Yes"])
        expectEqual(warnings.map(\.message), ["'agree.options[2]': option 'Yes' is listed twice (first at 'agree.options[0]'); \(Self.said)"])
        expectEqual(warnings.first?.location.file, "User.hints")
        expectEqual(warnings.first?.location.keyPath, "agree.options[2]")
        expectEqual(warnings.first?.location.position?.line, 2)
    }

    /// `true` and `"true"` are one option's text: a picker cannot tell them apart.
    @Test func plainHintsOptionsThatReadAsOneTextAreOneOptionTwice() throws {
        let (_, warnings) = try fieldHintsWarnings(#"{"options": [true, "true"]}"#)
        expectEqual(warnings.count, 1)
        expect(warnings.first?.hasPrefix("'f.options[1]': option 'true' is listed twice (first at 'f.options[0]')") == true, "\(warnings)")
    }

    @Test func anItemsFormSaysAnOptionListedTwiceOnceForAllThePickersOfItsList() throws {
        let text = """
        {"Items": [{"key": "a", "label": "A", "kind": "picker", "tag": 0}, {"key": "b", "label": "B", "kind": "picker", "tag": 0}],
         "Values": [["Yes", "No", "Yes"], ["x", "x"]]}
        """
        let root = try SourceFiles.parseJSON(Array(text.utf8), file: "profile.json")
        var log = WarningLog()
        let builder = try ItemsFormParser.parse(root, name: "profile", file: "profile.json", warnings: &log)
        expectEqual(builder.fields.map(\.options), [["Yes", "No", "Yes"], ["Yes", "No", "Yes"]])
        // Values[1] is no picker's: nothing shows it, nothing to say.
        expectEqual(log.warnings.map(\.message), ["'Values[0][2]': option 'Yes' is listed twice (first at 'Values[0][0]'); \(Self.said)"])
        expectEqual(log.warnings.first?.location.keyPath, "Values[0][2]")
    }

    /// One text in two spellings (é composed, and e with a combining accent) is printed alike: one option twice.
    @Test func anOptionInTwoSpellingsOfOneTextIsListedTwice() throws {
        let (_, warnings) = try parseForm("{\"fields\": [{\"id\": \"a\", \"options\": [\"caf\u{E9}\", \"cafe\u{301}\"]}]}")
        expectEqual(warnings.count, 1)
    }

    @Test func distinctOptionsSayNothing() throws {
        let (_, warnings) = try parseForm(#"{"fields": [{"id": "a", "options": ["Yes", "yes", "Yes "]}]}"#)
        expect(warnings.isEmpty, "\(warnings)")
    }
}
