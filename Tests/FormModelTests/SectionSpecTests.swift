import Foundation
import Testing
import FormModel

/// Parses `{"_sections": <json>}` from a hints file.
private func sections(_ json: String) throws -> ([SectionSpec], [FormWarning]) {
    let (file, warnings) = try parseHints("{\"_sections\": \(json)}")
    return (try #require(file.sections), warnings)
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
        #expect(warnings.isEmpty)
        let specs = try #require(file.sections)
        #expect(specs.count == 1)
        let spec = try #require(specs.first)
        #expect(spec.id == "basic-info")
        #expect(spec.title == "Basic Information")
        #expect(spec.description == "Enter your account details")
        #expect(spec.fields == ["username", "email"])
        #expect(spec.layoutStyle == .horizontal)
        #expect(spec.isCollapsible)
        #expect(spec.isCollapsed)
        #expect(spec.location == FileLocation(file: "User.hints", position: pos(4, 5), keyPath: "_sections[0]"))
        #expect(spec.location.description == "User.hints:4:5")
    }

    @Test func defaults() throws {
        let (specs, warnings) = try sections(#"[{"id": "a", "title": "A"}]"#)
        #expect(warnings.isEmpty)
        let spec = try #require(specs.first)
        #expect(spec.description == nil)
        #expect(spec.fields == [])
        #expect(spec.layoutStyle == .vertical)
        #expect(spec.isCollapsible == false)
        #expect(spec.isCollapsed == false)
    }

    @Test func orderIsKept() throws {
        let (specs, _) = try sections("""
        [{"id": "z", "title": "Z", "fields": ["c", "a", "b"]}, {"id": "a", "title": "A"}, {"id": "m", "title": "M"}]
        """)
        #expect(specs.map(\.id) == ["z", "a", "m"])
        #expect(specs[0].fields == ["c", "a", "b"])
        #expect(specs.map(\.location.keyPath) == ["_sections[0]", "_sections[1]", "_sections[2]"])
    }

    @Test func emptyListIsKeptAsEmpty() throws {
        let (specs, _) = try sections("[]")
        #expect(specs.isEmpty)
    }

    @Test(arguments: LayoutStyle.allCases)
    func everyLayoutStyle(style: LayoutStyle) throws {
        let (specs, warnings) = try sections("[{\"id\": \"a\", \"title\": \"A\", \"layoutStyle\": \"\(style.rawValue)\"}]")
        #expect(specs.first?.layoutStyle == style)
        #expect(warnings.isEmpty)
    }

    @Test func layoutStyleNames() {
        #expect(LayoutStyle.allCases.map(\.rawValue) == ["vertical", "horizontal", "grid", "adaptive", "standard", "compact", "spacious"])
    }

    @Test func unknownLayoutStyleWarnsAndUsesVertical() throws {
        let (specs, warnings) = try sections(#"[{"id": "contact", "title": "Contact", "layoutStyle": "diagonal"}]"#)
        #expect(specs.first?.layoutStyle == .vertical)
        #expect(warnings.count == 1)
        let warning = try #require(warnings.first)
        #expect(warning.message ==
            "Section 'contact' has an unknown layoutStyle 'diagonal' (expected one of vertical, horizontal, grid, adaptive, standard, compact, spacious); using vertical")
        #expect(warning.location == FileLocation(file: "User.hints", position: pos(1, 69), keyPath: "_sections[0].layoutStyle"))
        #expect(warning.description.hasPrefix("⚠️ Warning: Section 'contact' has an unknown layoutStyle 'diagonal'"))
        #expect(warning.description.hasSuffix("; using vertical (User.hints:1:69)"))
    }

    /// Like displayWidth and field types, a style's case does not matter.
    @Test func layoutStyleIgnoresCase() throws {
        let (specs, warnings) = try sections(#"[{"id": "a", "title": "A", "layoutStyle": "Horizontal"}]"#)
        #expect(specs.first?.layoutStyle == .horizontal)
        #expect(warnings.isEmpty)
    }

    @Test func layoutStyleMustBeAString() {
        let error = sectionsError(#"[{"id": "a", "title": "A", "layoutStyle": 3}]"#)
        #expect(error?.message == "'_sections[0].layoutStyle' must be a string, found 3")
    }

    @Test func booleanSpellings() throws {
        let (specs, _) = try sections("""
        [{"id": "a", "title": "A", "isCollapsible": "true", "isCollapsed": "false"},
         {"id": "b", "title": "B", "isCollapsible": 1, "isCollapsed": "yes"}]
        """)
        #expect(specs.map(\.isCollapsible) == [true, true])
        #expect(specs.map(\.isCollapsed) == [false, true])
        #expect(sectionsError(#"[{"id": "a", "title": "A", "isCollapsible": "sometimes"}]"#)?.message ==
            "'_sections[0].isCollapsible' must be true or false (or \"true\"/\"false\"), found a string")
    }

    @Test func missingIDIsAnError() {
        let error = sectionsError("[\n  {\"id\": \"a\", \"title\": \"A\"},\n  {\"title\": \"No id\"}\n]")
        #expect(error?.message == "'_sections[1]' is missing the required key 'id' (a string)")
        #expect(error?.location == FileLocation(file: "User.hints", position: pos(3, 3), keyPath: "_sections[1]"))
        #expect(error?.description == "User.hints:3:3: error: '_sections[1]' is missing the required key 'id' (a string)")
    }

    @Test func missingTitleIsAnError() {
        let error = sectionsError(#"[{"id": "a"}]"#)
        #expect(error?.message == "'_sections[0]' is missing the required key 'title' (a string)")
        #expect(error?.location.position == pos(1, 16))
    }

    @Test func nullIDCountsAsMissing() {
        #expect(sectionsError(#"[{"id": null, "title": "A"}]"#)?.message ==
            "'_sections[0]' is missing the required key 'id' (a string)")
    }

    @Test func idAndTitleMustBeStrings() {
        #expect(sectionsError(#"[{"id": 7, "title": "A"}]"#)?.message == "'_sections[0].id' must be a string, found 7")
        #expect(sectionsError(#"[{"id": "a", "title": ["A"]}]"#)?.message == "'_sections[0].title' must be a string, found an array")
        #expect(sectionsError(#"[{"id": "a", "title": "A", "description": false}]"#)?.message ==
            "'_sections[0].description' must be a string, found false")
    }

    @Test func duplicateSectionIDsAreAnError() {
        let error = sectionsError("[\n    {\"id\": \"a\", \"title\": \"A\"},\n    {\"id\": \"b\", \"title\": \"B\"},\n    {\"id\": \"a\", \"title\": \"Again\"}\n]")
        #expect(error?.message == "duplicate section id 'a' (first at 2:5)")
        #expect(error?.location == FileLocation(file: "User.hints", position: pos(4, 5), keyPath: "_sections[2]"))
        #expect(error?.description == "User.hints:4:5: error: duplicate section id 'a' (first at 2:5)")
    }

    @Test func sectionsMustBeAnArrayOfObjects() {
        let notArray = sectionsError(#"{"id": "a", "title": "A"}"#)
        #expect(notArray?.message == "'_sections' must be an array of sections, found an object")
        #expect(notArray?.location == FileLocation(file: "User.hints", position: pos(1, 15), keyPath: "_sections"))
        #expect(sectionsError(#""a""#)?.message == "'_sections' must be an array of sections, found a string")
        let item = sectionsError(#"[{"id": "a", "title": "A"}, "b"]"#)
        #expect(item?.message == "'_sections[1]' must be a section object, found a string")
        #expect(item?.location.keyPath == "_sections[1]")
    }

    @Test func fieldsMustBeStrings() throws {
        let error = sectionsError(#"[{"id": "a", "title": "A", "fields": ["x", {"id": "y"}]}]"#)
        #expect(error?.message == "'_sections[0].fields[1]' must be a string, found an object")
        #expect(sectionsError(#"[{"id": "a", "title": "A", "fields": "x"}]"#)?.message ==
            "'_sections[0].fields' must be an array, found a string")
        // Numbers are accepted as ids, as written.
        let (specs, _) = try sections(#"[{"id": "a", "title": "A", "fields": ["x", 2]}]"#)
        #expect(specs.first?.fields == ["x", "2"])
    }

    @Test func tooManySections() throws {
        let many = (0...HintsParser.maxSections).map { "{\"id\": \"s\($0)\", \"title\": \"S\"}" }.joined(separator: ",")
        let error = sectionsError("[" + many + "]")
        #expect(error?.message == "'_sections' has 501 sections; at most 500 are allowed")
        let allowed = (0..<HintsParser.maxSections).map { "{\"id\": \"s\($0)\", \"title\": \"S\"}" }.joined(separator: ",")
        #expect(try sections("[" + allowed + "]").0.count == 500)
    }

    @Test func formFileSectionsUseTheSameRulesUnderTheirOwnKey() throws {
        let (form, warnings) = try parseForm("""
        {"fields": [{"id": "a"}], "sections": [{"id": "s", "title": "S", "fields": ["a"], "layoutStyle": "grid"},
                                                {"id": "t", "title": "T", "layoutStyle": "zigzag"}]}
        """)
        let specs = try #require(form.sections)
        #expect(specs.map(\.id) == ["s", "t"])
        #expect(specs.map(\.layoutStyle) == [.grid, .vertical])
        #expect(specs[0].location == FileLocation(file: "signup.form.json", position: pos(1, 40), keyPath: "sections[0]"))
        #expect(warnings.map(\.location.keyPath) == ["sections[1].layoutStyle"])

        let error = expectFormError { _ = try parseForm(#"{"sections": [{"id": "s", "title": "S"}, {"id": "s", "title": "T"}]}"#) }
        #expect(error?.message == "duplicate section id 's' (first at 1:15)")
        #expect(error?.location.keyPath == "sections[1]")
        let missing = expectFormError { _ = try parseForm(#"{"sections": [{"title": "S"}]}"#) }
        #expect(missing?.message == "'sections[0]' is missing the required key 'id' (a string)")
    }
}
