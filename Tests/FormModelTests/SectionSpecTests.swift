import Foundation
import Expectations
import Testing
import FormModel
import FormSupport

/// Parses `{"_sections": <json>}` from a hints file.
private func sections(_ json: String) throws -> ([SectionSpec], [FormWarning]) {
    let (file, warnings) = try parseHints("{\"_sections\": \(json)}")
    return (try require(file.sections), warnings)
}

private func sectionsError(_ json: String, sourceLocation: CallSite = #_sourceLocation) -> FormError? {
    hintsError("{\"_sections\": \(json)}", sourceLocation: sourceLocation)
}

@Suite("Sections: _sections in hints and sections in form files")
struct SectionSpecTests {
    @Test func everyProperty() throws {
        let (file, warnings) = try parseHints("""
        {
          "username": {},
          "_sections": [
            {
              "id": "basic-info",
              "title": "Basic Information",
              "description": "Enter your account details",
              "fields": ["username", "email"],
              "layoutStyle": "horizontal",
              "isCollapsible": true,
              "isCollapsed": true
            }
          ]
        }
        """)
        expect(warnings.isEmpty)
        let specs = try require(file.sections)
        expectEqual(specs.count, 1)
        let spec = try require(specs.first)
        expectEqual(spec.id, "basic-info")
        expectEqual(spec.title, "Basic Information")
        expectEqual(spec.description, "Enter your account details")
        expectEqual(spec.fields, ["username", "email"])
        expectEqual(spec.layoutStyle, .horizontal)
        expect(spec.isCollapsible)
        expect(spec.isCollapsed)
        expectEqual(spec.location, FileLocation(file: "User.hints", position: pos(4, 5), keyPath: "_sections[0]"))
        expectEqual(spec.location.description, "User.hints:4:5")
    }

    @Test func defaults() throws {
        let (specs, warnings) = try sections(#"[{"id": "a", "title": "A"}]"#)
        expect(warnings.isEmpty)
        let spec = try require(specs.first)
        expectEqual(spec.description, nil)
        expectEqual(spec.fields, [])
        expectEqual(spec.layoutStyle, .vertical)
        expectEqual(spec.isCollapsible, false)
        expectEqual(spec.isCollapsed, false)
        expectEqual(spec.keepTogether, false)
    }

    @Test func keepTogetherIsReadForPaper() throws {
        let (specs, warnings) = try sections(#"[{"id": "a", "title": "A", "keepTogether": true}]"#)
        expect(warnings.isEmpty)
        try expect(require(specs.first).keepTogether)
        // A value that is not true or false is said, and taken as false.
        let (read, said) = try sections(#"[{"id": "a", "title": "A", "keepTogether": "yes"}]"#)
        try expectEqual(require(read.first).keepTogether, false)
        expectEqual(said.map(\.message), ["'_sections[0].keepTogether' is a string; FormRender reads only true or false here, so it is taken as false"])
    }

    @Test func orderIsKept() throws {
        let (specs, _) = try sections("""
        [{"id": "z", "title": "Z", "fields": ["c", "a", "b"]}, {"id": "a", "title": "A"}, {"id": "m", "title": "M"}]
        """)
        expectEqual(specs.map(\.id), ["z", "a", "m"])
        expectEqual(specs[0].fields, ["c", "a", "b"])
        expectEqual(specs.map(\.location.keyPath), ["_sections[0]", "_sections[1]", "_sections[2]"])
    }

    @Test func emptyListIsKeptAsEmpty() throws {
        let (specs, _) = try sections("[]")
        expect(specs.isEmpty)
    }

    @Test(arguments: LayoutStyle.allCases)
    func everyLayoutStyle(style: LayoutStyle) throws {
        let (specs, warnings) = try sections("[{\"id\": \"a\", \"title\": \"A\", \"layoutStyle\": \"\(style.rawValue)\"}]")
        expectEqual(specs.first?.layoutStyle, style)
        expect(warnings.isEmpty)
    }

    @Test func layoutStyleNames() {
        expectEqual(LayoutStyle.allCases.map(\.rawValue), ["vertical", "horizontal", "grid", "adaptive", "standard", "compact", "spacious"])
    }

    @Test func unknownLayoutStyleWarnsAndUsesVertical() throws {
        let (specs, warnings) = try sections(#"[{"id": "contact", "title": "Contact", "layoutStyle": "diagonal"}]"#)
        expectEqual(specs.first?.layoutStyle, .vertical)
        expectEqual(warnings.count, 1)
        let warning = try require(warnings.first)
        expectEqual(warning.message, "Section 'contact' has the layoutStyle 'diagonal', which SixLayer does not know (it knows vertical, horizontal, grid, adaptive, standard, compact, spacious); drawn vertical, as SixLayer draws it")
        expectEqual(warning.location, FileLocation(file: "User.hints", position: pos(1, 69), keyPath: "_sections[0].layoutStyle"))
        expect(warning.description.hasSuffix("drawn vertical, as SixLayer draws it (User.hints:1:69)"))
    }

    /// SixLayer's `FieldLayout(rawValue:)` is exact: "Horizontal" is no style there, so vertical.
    @Test func layoutStyleIsExactAsInSixLayer() throws {
        let (specs, warnings) = try sections(#"[{"id": "a", "title": "A", "layoutStyle": "Horizontal"}]"#)
        expectEqual(specs.first?.layoutStyle, .vertical)
        expectEqual(warnings.first?.message.contains("(SixLayer's spelling is 'horizontal'); drawn vertical"), true)
    }

    @Test func valuesSixLayerCannotReadAreIgnoredWithAWarning() throws {
        let (specs, warnings) = try sections(#"[{"id": "a", "title": "A", "layoutStyle": 3, "description": false}]"#)
        expectEqual(specs.first?.layoutStyle, .vertical)
        expectEqual(specs.first?.description, nil)
        expectEqual(warnings.map(\.message), [
            "'_sections[0].description' is false; SixLayer reads it only as text, so it is ignored",
            "'_sections[0].layoutStyle' is 3; SixLayer reads it only as text, so it is ignored",
        ])
    }

    /// SixLayer reads isCollapsible and isCollapsed `as? Bool`: the text "true" is false there.
    @Test func collapseFlagsAreTrueOrFalseOnly() throws {
        let (specs, warnings) = try sections("""
        [{"id": "a", "title": "A", "isCollapsible": true, "isCollapsed": false},
         {"id": "b", "title": "B", "isCollapsible": "true", "isCollapsed": "true"}]
        """)
        expectEqual(specs.map(\.isCollapsible), [true, false])
        expectEqual(specs.map(\.isCollapsed), [false, false])
        expectEqual(warnings.map(\.message), [
            "'_sections[1].isCollapsible' is a string; SixLayer reads only true or false here (not text), so it is taken as false",
            "'_sections[1].isCollapsed' is a string; SixLayer reads only true or false here (not text), so it is taken as false",
        ])
    }

    /// SixLayer's own test: a section without a title is skipped, and the rest are read.
    @Test func sectionWithoutIDOrTitleIsSkipped() throws {
        let (specs, warnings) = try sections("[\n  {\"id\": \"a\", \"title\": \"A\"},\n  {\"title\": \"No id\"},\n  {\"id\": \"b\"},\n  {\"id\": 7, \"title\": [\"T\"]}\n]")
        expectEqual(specs.map(\.id), ["a"])
        expectEqual(warnings.map(\.description), [
            "⚠️ Warning: section '_sections[1]' has no text 'id'; SixLayer skips it (a section needs both), and so does FormRender (User.hints:3:3)",
            "⚠️ Warning: section '_sections[2]' has no text 'title'; SixLayer skips it (a section needs both), and so does FormRender (User.hints:4:3)",
            "⚠️ Warning: section '_sections[3]' has no text 'id' and text 'title'; SixLayer skips it (a section needs both), and so does FormRender (User.hints:5:3)",
        ])
    }

    @Test func duplicateSectionIDsAreAWarning() throws {
        let (specs, warnings) = try sections("[\n    {\"id\": \"a\", \"title\": \"A\"},\n    {\"id\": \"b\", \"title\": \"B\"},\n    {\"id\": \"a\", \"title\": \"Again\"}\n]")
        expectEqual(specs.map(\.title), ["A", "B", "Again"])
        expectEqual(warnings.map(\.description), ["⚠️ Warning: section id 'a' is used again (first at 2:5); SixLayer needs ids to be unique (User.hints:4:5)"])
    }

    /// SixLayer reads `_sections as? [[String: Any]]`: anything else, or one entry that is no object,
    /// gives no sections at all, so every field shows in the one default section.
    @Test func sectionsThatAreNoListOfObjectsGiveNoSections() throws {
        for json in [#"{"id": "a", "title": "A"}"#, #""a""#, #"[{"id": "a", "title": "A"}, "b"]"#] {
            let (file, warnings) = try parseHints("{\"_sections\": \(json)}")
            expectEqual(file.sections, nil, "\(json)")
            expectEqual(warnings.count, 1)
            expectEqual(warnings.first?.message.contains("so every field is shown in one section"), true)
        }
    }

    /// SixLayer keeps a section's ids as one text joined by commas, split again and trimmed.
    @Test func sectionIDsAreSplitAtCommasAndTrimmed() throws {
        let (specs, warnings) = try sections(#"[{"id": "a", "title": "A", "fields": ["a,b", " c", "d", ""]}]"#)
        expectEqual(specs.first?.fields, ["a", "b", "c", "d"])
        expectEqual(warnings.map(\.message), [#"'_sections[0].fields' lists "a,b", " c", "": SixLayer splits its section lists at commas and trims spaces, and so does FormRender"#])
    }

    @Test func fieldsMustAllBeText() throws {
        let (specs, warnings) = try sections(#"[{"id": "a", "title": "A", "fields": ["x", {"id": "y"}]}, {"id": "b", "title": "B", "fields": "x"}]"#)
        expectEqual(specs.map(\.fields), [[], []])
        expectEqual(warnings.map(\.message), [
            "'_sections[0].fields' holds something that is not text; SixLayer then shows no fields in this section, and so does FormRender",
            "'_sections[1].fields' is a string, not a list of field ids; SixLayer then shows no fields in this section, and so does FormRender",
        ])
    }

    @Test func tooManySections() throws {
        let many = (0...HintsParser.maxSections).map { "{\"id\": \"s\($0)\", \"title\": \"S\"}" }.joined(separator: ",")
        let error = sectionsError("[" + many + "]")
        expectEqual(error?.message, "'_sections' has 501 sections; at most 500 are allowed")
        let allowed = (0..<HintsParser.maxSections).map { "{\"id\": \"s\($0)\", \"title\": \"S\"}" }.joined(separator: ",")
        try expectEqual(sections("[" + allowed + "]").0.count, 500)
    }

    @Test func formFileSectionsUseTheSameRulesUnderTheirOwnKey() throws {
        let (form, warnings) = try parseForm("""
        {"fields": [{"id": "a"}], "sections": [{"id": "s", "title": "S", "fields": ["a"], "layoutStyle": "grid"},
                                                {"id": "t", "title": "T", "layoutStyle": "zigzag"}]}
        """)
        let specs = try require(form.sections)
        expectEqual(specs.map(\.id), ["s", "t"])
        expectEqual(specs.map(\.layoutStyle), [.grid, .vertical])
        expectEqual(specs[0].location, FileLocation(file: "signup.form.json", position: pos(1, 40), keyPath: "sections[0]"))
        expectEqual(warnings.map(\.location.keyPath), ["sections[1].layoutStyle"])

        let error = expectFormError { _ = try parseForm(#"{"sections": [{"id": "s", "title": "S"}, {"id": "s", "title": "T"}]}"#) }
        expectEqual(error?.message, "duplicate section id 's' (first at 1:15)")
        expectEqual(error?.location.keyPath, "sections[1]")
        let missing = expectFormError { _ = try parseForm(#"{"sections": [{"title": "S"}]}"#) }
        expectEqual(missing?.message, "'sections[0]' is missing the required key 'id' (a string)")
    }
}
