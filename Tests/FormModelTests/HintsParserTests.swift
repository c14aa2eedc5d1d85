import Foundation
import Expectations
import Testing
import FormModel
import FormSupport
import JSONTestSupport

@Suite("HintsParser: the 6Layer documentation's examples")
struct HintsParserDocumentationTests {
    @Test func userHintsFromTheDocumentation() throws {
        let (file, warnings) = try parseHints("""
        {
          "username": {
            "displayWidth": "medium",
            "expectedLength": 20,
            "maxLength": 50,
            "minLength": 3
          },
          "email": {
            "displayWidth": "wide",
            "maxLength": 255
          },
          "bio": {
            "displayWidth": "wide",
            "showCharacterCounter": true,
            "maxLength": 1000
          },
          "postalCode": {
            "displayWidth": "narrow",
            "maxLength": 10
          }
        }
        """)
        expect(warnings.isEmpty)
        expectEqual(file.model, "User")
        expectEqual(file.path, "User.hints")
        expectEqual(file.sections, nil)
        expectEqual(file.fields.map(\.id), ["username", "email", "bio", "postalCode"])

        var username = FieldHints()
        username.displayWidth = .medium
        username.expectedLength = 20
        username.maxLength = 50
        username.minLength = 3
        expectEqual(file.hints(for: "username"), username)

        var bio = FieldHints()
        bio.displayWidth = .wide
        bio.showCharacterCounter = true
        bio.maxLength = 1000
        expectEqual(file.hints(for: "bio"), bio)
        expectEqual(file.hints(for: "email")?.maxLength, 255)
        expectEqual(file.hints(for: "postalCode")?.displayWidth, .narrow)
        expectEqual(file.hints(for: "nope"), nil)
    }

    @Test func allStringSpellingFromTheDocumentation() throws {
        let hints = try fieldHints("""
        {
            "displayWidth": "medium",
            "expectedLength": "20",
            "maxLength": "50",
            "minLength": "3",
            "showCharacterCounter": "true"
        }
        """)
        var expected = FieldHints()
        expected.displayWidth = .medium
        expected.expectedLength = 20
        expected.maxLength = 50
        expected.minLength = 3
        expected.showCharacterCounter = true
        expectEqual(hints, expected)
        expect(hints.metadata.isEmpty)
    }

    @Test func stringAndNativeSpellingsGiveTheSameHints() throws {
        let native = try fieldHints("""
        {"displayWidth": "250", "expectedLength": 20, "maxLength": 50, "minLength": 3, "showCharacterCounter": true,
         "isHidden": false, "isEditable": false, "isOptional": true, "isRequired": false, "defaultValue": 5,
         "expectedRange": {"min": 0, "max": 10}, "priority": 2}
        """)
        let strings = try fieldHints("""
        {"displayWidth": "250", "expectedLength": "20", "maxLength": "50", "minLength": "3", "showCharacterCounter": "true",
         "isHidden": "false", "isEditable": "false", "isOptional": "true", "isRequired": "false", "defaultValue": "5",
         "expectedRange": {"min": "0", "max": "10"}, "priority": "2"}
        """)
        expectEqual(native, strings)
        expectEqual(native.displayWidth, .points(250))
        expectEqual(native.isEditable, false)
        expectEqual(native.isOptional, true)
        expectEqual(native.isRequired, false)
        expectEqual(native.defaultValue, "5")
        expectEqual(native.metadata, [MetadataEntry(key: "priority", value: "2")])
    }

    @Test func emptyFieldHasDefaults() throws {
        let hints = try fieldHints("{}")
        expectEqual(hints, FieldHints())
        expectEqual(hints.displayWidth, nil)
        expectEqual(hints.expectedLength, nil)
        expectEqual(hints.maxLength, nil)
        expectEqual(hints.minLength, nil)
        expectEqual(hints.showCharacterCounter, false)
        expectEqual(hints.fieldType, nil)
        expectEqual(hints.options, nil)
        expectEqual(hints.isHidden, false)
        expectEqual(hints.isEditable, true)
        expectEqual(hints.isOptional, nil)
        expectEqual(hints.isRequired, nil)
        expectEqual(hints.defaultValue, nil)
        expectEqual(hints.expectedRange, nil)
        expect(hints.metadata.isEmpty)
    }

    @Test func nullMeansAbsent() throws {
        let hints = try fieldHints("""
        {"displayWidth": null, "maxLength": null, "showCharacterCounter": null, "fieldType": null, "options": null,
         "isHidden": null, "isEditable": null, "isRequired": null, "defaultValue": null, "expectedRange": null,
         "metadata": null, "label": null}
        """)
        expectEqual(hints, FieldHints())
    }
}

@Suite("HintsParser: field order and ignored keys")
struct HintsParserOrderTests {
    @Test func fieldOrderIsKeyOrder() throws {
        let (file, _) = try parseHints("""
        {"zeta": {}, "alpha": {}, "_sections": [], "mid": {}, "beta": {}}
        """)
        expectEqual(file.fields.map(\.id), ["zeta", "alpha", "mid", "beta"])
        expectEqual(file.sections, [])
    }

    @Test func underscoreKeysAreDocumentationNotFields() throws {
        let (file, warnings) = try parseHints("""
        {
          "_comment": "User.hints - Describes how to present User data",
          "_defaults": {"displayWidth": "not even valid"},
          "__example": [1, 2, 3],
          "_": null,
          "_version": 5,
          "username": {"displayWidth": "medium"}
        }
        """)
        expectEqual(file.fields.map(\.id), ["username"])
        expectEqual(file.sections, nil)
        expect(warnings.isEmpty)
    }

    @Test func keysWithUnderscoresInsideAreFields() throws {
        let (file, _) = try parseHints(#"{"first_name": {}, "name_": {}}"#)
        expectEqual(file.fields.map(\.id), ["first_name", "name_"])
    }

    @Test func emptyDocumentHasNoFields() throws {
        let (file, warnings) = try parseHints("{}")
        expect(file.fields.isEmpty)
        expectEqual(file.sections, nil)
        expect(warnings.isEmpty)
    }

    @Test func modelAndPathAreKept() throws {
        let (file, _) = try parseHints("{}", model: "Order", file: "/tmp/Hints/Order.hints")
        expectEqual(file.model, "Order")
        expectEqual(file.path, "/tmp/Hints/Order.hints")
    }

    @Test func tooManyFields() {
        let members = (0...HintsParser.maxFields).map { "\"f\($0)\": {}" }.joined(separator: ",\n")
        let error = hintsError("{\n" + members + "\n}")
        expectEqual(error?.message, "more than 2000 fields in one hints file")
        expectEqual(error?.location, FileLocation(file: "User.hints", position: pos(2002, 1)))
    }

    @Test func exactlyMaxFieldsIsAllowed() throws {
        let members = (0..<HintsParser.maxFields).map { "\"f\($0)\": {}" }.joined(separator: ",")
        let (file, _) = try parseHints("{" + members + "}")
        expectEqual(file.fields.count, 2000)
        expectEqual(file.fields.last?.id, "f1999")
    }
}

@Suite("HintsParser: properties, read as SixLayer's DataHintsLoader reads them")
struct HintsParserPropertyTests {
    @Test(arguments: [
        (#""narrow""#, DisplayWidth.narrow), (#""medium""#, .medium), (#""wide""#, .wide),
        (#""Wide""#, .wide), (#""NARROW""#, .narrow),
        (#""250""#, .points(250)), (#""250.5""#, .points(250.5)), (#""1""#, .points(1)), (#""10000""#, .points(10_000)),
        (#""1e2""#, .points(100)), (#""1e9""#, .points(100_000)),
    ])
    func displayWidth(json: String, expected: DisplayWidth) throws {
        let (hints, warnings) = try fieldHintsWarnings("{\"displayWidth\": \(json)}")
        expectEqual(hints.displayWidth, expected)
        expect(warnings.isEmpty)
    }

    /// SixLayer's FieldHintsModifier: a word it does not know is medium (200 pt).
    @Test(arguments: [#""huge""#, #""full""#, #""""#, #"" 250 ""#, #""250pt""#])
    func unknownWordsAreMediumWithAWarning(json: String) throws {
        let (hints, warnings) = try fieldHintsWarnings("{\"displayWidth\": \(json)}")
        expectEqual(hints.displayWidth, .medium)
        expectEqual(warnings.count, 1)
        expectEqual(warnings.first?.contains("SixLayer draws it medium (200 pt)"), true)
    }

    /// SixLayer reads displayWidth `as? String`: a number, a Bool or a list sets no width there.
    @Test(arguments: [("250", "250"), ("true", "true"), ("[]", "an array"), ("{}", "an object")])
    func nonTextWidthsAreIgnoredWithAWarning(json: String, found: String) throws {
        let (hints, warnings) = try fieldHintsWarnings("{\"displayWidth\": \(json)}")
        expectEqual(hints.displayWidth, nil)
        expectEqual(warnings.first?.hasPrefix("'f.displayWidth' is \(found); SixLayer reads displayWidth only as text, so this field gets no width"), true)
        expectEqual(warnings.first?.hasSuffix("(write it as text, like \"250\")"), (json == "250"))
    }

    @Test(arguments: [#""0""#, #""-5""#, #""nan""#, #""inf""#])
    func widthsOfNoPointsAreIgnored(json: String) throws {
        let (hints, warnings) = try fieldHintsWarnings("{\"displayWidth\": \(json)}")
        expectEqual(hints.displayWidth, nil)
        expectEqual(warnings, ["'f.displayWidth' is \(json), not a width of more than 0 points (SixLayer's frame would be invalid), so this field gets no width"])
    }

    @Test func lengths() throws {
        let hints = try fieldHints(#"{"expectedLength": 20, "maxLength": "50", "minLength": "3"}"#)
        expectEqual(hints.expectedLength, 20)
        expectEqual(hints.maxLength, 50)
        expectEqual(hints.minLength, 3)
        try expectEqual(fieldHints(#"{"expectedLength": 20.0}"#).expectedLength, 20, "a whole number written with .0")
        try expectEqual(fieldHints(#"{"maxLength": 0}"#).maxLength, 0)
        try expectEqual(fieldHints(#"{"maxLength": 10000000}"#).maxLength, 10_000_000)
        try expectEqual(fieldHints(#"{"expectedLength": "100000"}"#).expectedLength, 100_000)
    }

    @Test(arguments: [
        ("expectedLength", #""twenty""#, "a string"), ("expectedLength", "20.5", "20.5"),
        ("expectedLength", "true", "true"), ("maxLength", #""20.0""#, "a string"), ("maxLength", "[50]", "an array"),
        ("minLength", #""3 chars""#, "a string"), ("minLength", "{}", "an object"),
        ("minLength", #"" 3 ""#, "a string"),
    ])
    func lengthsSixLayerCannotReadAreIgnored(key: String, json: String, found: String) throws {
        let (hints, warnings) = try fieldHintsWarnings("{\"\(key)\": \(json)}")
        expectEqual(hints, FieldHints())
        expectEqual(warnings, ["'f.\(key)' is \(found); SixLayer reads a whole number in decimal digits (like 20 or \"20\") here, so it is ignored"])
    }

    @Test(arguments: [("expectedLength", "-1"), ("maxLength", "10000001"), ("minLength", #""-5""#)])
    func lengthsOutOfRangeSayTheirValue(key: String, json: String) throws {
        let (hints, warnings) = try fieldHintsWarnings("{\"\(key)\": \(json)}")
        expectEqual(hints, FieldHints())
        expectEqual(warnings, ["'f.\(key)' is \(json.replacingOccurrences(of: "\"", with: "")), not a length from 0 to 10000000; ignored"])
    }

    @Test func minLengthGreaterThanMaxLengthIsAWarning() throws {
        let (file, warnings) = try parseHints("{\n  \"code\": {\"maxLength\": 5, \"minLength\": \"10\"}\n}")
        expectEqual(file.hints(for: "code")?.minLength, 10)
        expectEqual(warnings.map(\.message), ["'code.minLength' (10) is greater than maxLength (5)"])
        expectEqual(warnings.first?.location, FileLocation(file: "User.hints", position: pos(2, 41), keyPath: "code.minLength"))
        expectEqual(warnings.first?.description, "⚠️ Warning: 'code.minLength' (10) is greater than maxLength (5) (User.hints:2:41)")
    }

    /// SixLayer reads its flags as a Bool or the text "true"/"false", exactly.
    @Test(arguments: [("true", true), ("false", false), (#""true""#, true), (#""false""#, false)])
    func booleanSpellings(json: String, expected: Bool) throws {
        let (hints, warnings) = try fieldHintsWarnings("""
        {"showCharacterCounter": \(json), "isHidden": \(json), "isEditable": \(json), "isOptional": \(json), "isRequired": \(json),
         "isArray": \(json)}
        """)
        expect(warnings.isEmpty)
        expectEqual(hints.showCharacterCounter, expected)
        expectEqual(hints.isHidden, expected)
        expectEqual(hints.isEditable, expected)
        expectEqual(hints.isOptional, expected)
        expectEqual(hints.isRequired, expected)
        expectEqual(hints.isArray, expected)
    }

    @Test(arguments: ["showCharacterCounter", "isHidden", "isEditable", "isOptional", "isRequired", "isArray"])
    func flagsSixLayerCannotReadKeepTheirDefaults(key: String) throws {
        for (json, found) in [(#""maybe""#, "a string"), (#""TRUE""#, "a string"), (#""yes""#, "a string"), ("2", "2"), ("1", "1"), ("[]", "an array")] {
            let (hints, warnings) = try fieldHintsWarnings("{\"\(key)\": \(json)}")
            expectEqual(hints, FieldHints(), "\(key): \(json)")
            expectEqual(warnings, ["'f.\(key)' is \(found); SixLayer reads only true, false, \"true\" or \"false\" here, so it is ignored"])
        }
    }

    @Test func typeKeys() throws {
        let hints = try fieldHints(#"{"fieldType": "string", "inputType": "picker"}"#)
        expectEqual(hints.fieldType, "string")
        expectEqual(hints.inputType, "picker")
        try expectEqual(fieldHints(#"{"contentType": "emailAddress"}"#).fieldType, "emailAddress", "FormRender's older spelling")
        try expectEqual(fieldHints(#"{"contentType": "phone", "fieldType": "number"}"#).fieldType, "number", "fieldType comes first")
        try expectEqual(fieldHints(#"{"fieldType": "Hologram"}"#).fieldType, "Hologram", "kept as written")
        let all = try fieldHints(#"{"fieldType": "email", "contentType": "x", "inputType": "y"}"#)
        expect(all.metadata.isEmpty, "the spellings not chosen are not metadata either")
    }

    @Test func typeKeysThatAreNotTextAreIgnored() throws {
        let (hints, warnings) = try fieldHintsWarnings(#"{"fieldType": 3, "inputType": true}"#)
        expect(hints.fieldType == nil && hints.inputType == nil)
        expectEqual(warnings, ["'f.fieldType' is 3; SixLayer reads it only as text, so it is ignored",
                             "'f.inputType' is true; SixLayer reads it only as text, so it is ignored"])
    }

    @Test func labelledOptions() throws {
        let (hints, warnings) = try fieldHintsWarnings("""
        {"fieldType": "string", "inputType": "picker",
         "options": [{"value": "story_points", "label": "Story Points"}, {"value": "hours", "label": "Hours"}]}
        """)
        expect(warnings.isEmpty)
        expectEqual(hints.options, [PickerOption(value: "story_points", label: "Story Points"), PickerOption(value: "hours", label: "Hours")])
        expect(hints.isSixLayerPicker)
    }

    @Test func plainOptionsAreTheirOwnLabels() throws {
        try expectEqual(fieldHints(#"{"options": ["Red", "Green"]}"#).options, [PickerOption(value: "Red", label: "Red"), PickerOption(value: "Green", label: "Green")])
        try expectEqual(fieldHints(#"{"options": [1, 2.50, true]}"#).options?.map(\.label), ["1", "2.50", "true"])
        try expectEqual(fieldHints(#"{"options": []}"#).options, nil, "no options: no picker, as SixLayer's nil")
    }

    @Test func optionsSixLayerSkipsAreSkipped() throws {
        let (hints, warnings) = try fieldHintsWarnings(#"{"options": [{"value": "a"}, {"value": 1, "label": "One"}, {"value": "b", "label": "B"}, [1], null]}"#)
        expectEqual(hints.options, [PickerOption(value: "b", label: "B")])
        expectEqual(warnings, [
            "'f.options[0]' needs \"value\" and \"label\" as text; SixLayer skips this option, and so does FormRender",
            "'f.options[1]' needs \"value\" and \"label\" as text; SixLayer skips this option, and so does FormRender",
            "'f.options[3]' is an array, not an option; skipped",
            "'f.options[4]' is null, not an option; skipped",
        ])
        let (notList, listWarnings) = try fieldHintsWarnings(#"{"options": "Red,Green"}"#)
        expectEqual(notList.options, nil)
        expectEqual(listWarnings.first?.hasPrefix("'f.options' is a string; SixLayer reads options as an array"), true)
    }

    @Test func pickerNeedsInputTypePickerOptionsAndATextField() throws {
        let options = #""options": [{"value": "a", "label": "A"}]"#
        try expect(fieldHints("{\"inputType\": \"picker\", \(options)}").isSixLayerPicker)
        try expect(fieldHints("{\"inputType\": \"picker\", \"fieldType\": \"String\", \(options)}").isSixLayerPicker)
        try expect(!fieldHints("{\"inputType\": \"picker\", \"fieldType\": \"number\", \(options)}").isSixLayerPicker)
        try expect(!fieldHints("{\"inputType\": \"Picker\", \(options)}").isSixLayerPicker, "SixLayer compares inputType exactly")
        try expect(!fieldHints(#"{"inputType": "picker"}"#).isSixLayerPicker)
    }

    @Test func defaultValueIsText() throws {
        try expectEqual(fieldHints(#"{"defaultValue": "Paris"}"#).defaultValue, "Paris")
        try expectEqual(fieldHints(#"{"defaultValue": 1.50}"#).defaultValue, "1.50", "numbers as written")
        try expectEqual(fieldHints(#"{"defaultValue": false}"#).defaultValue, "false")
        try expectEqual(fieldHints(#"{"defaultValue": ""}"#).defaultValue, "")
        let (hints, warnings) = try fieldHintsWarnings(#"{"defaultValue": {"a": 1}}"#)
        expectEqual(hints.defaultValue, nil)
        expectEqual(warnings, ["'f.defaultValue' is an object; SixLayer keeps only text, numbers and true/false as a default, so it is ignored"])
    }

    @Test(arguments: [
        (#"{"min": 0, "max": 100}"#, 0.0...100.0),
        (#"{"min": "0", "max": "100"}"#, 0...100),
        (#"{"max": 5.5, "min": -2.5}"#, -2.5...5.5),
        (#"{"min": 3, "max": 3}"#, 3...3),
        (#""0...100""#, 0...100),
        (#""0.5...99.5""#, 0.5...99.5),
        (#""-1.25...-0.5""#, -1.25...(-0.5)),
    ])
    func expectedRange(json: String, expected: ClosedRange<Double>) throws {
        try expectEqual(fieldHints("{\"expectedRange\": \(json)}").expectedRange, expected)
    }

    /// SixLayer keeps no range with one bound, and says nothing: neither does FormRender.
    @Test(arguments: [#"{"min": 0}"#, #"{"max": 1}"#, "{}", #"{"min": "low", "max": 1}"#])
    func oneBoundIsAcceptedSilently(json: String) throws {
        let (hints, warnings) = try fieldHintsWarnings("{\"expectedRange\": \(json)}")
        expectEqual(hints.expectedRange, nil)
        expect(warnings.isEmpty)
    }

    @Test(arguments: [
        (#"{"min": 5, "max": 1}"#, "an object"), (#""100...0""#, "a string"), (#""0-100""#, "a string"),
        ("5", "5"), ("[0, 1]", "an array"),
    ])
    func rangesSixLayerCannotReadAreIgnored(json: String, found: String) throws {
        let (hints, warnings) = try fieldHintsWarnings("{\"expectedRange\": \(json)}")
        expectEqual(hints.expectedRange, nil)
        expectEqual(warnings, ["'f.expectedRange' is \(found); SixLayer reads a range like {\"min\": 0, \"max\": 100}, so it is ignored"])
    }

    /// Data for SixLayer's OCR and calculations: accepted in every form SixLayer reads, never drawn.
    @Test func ocrHintsInEveryForm() throws {
        let (hints, warnings) = try fieldHintsWarnings("""
        {"ocrHints": ["gallons", "gal", "fuel quantity"], "ocrHints.es": ["galones"], "ocrHints.fr": "litres, carburant",
         "calculationGroups": [{"id": "total", "formula": "total = a * b", "dependentFields": ["a", "b"], "priority": 1}]}
        """)
        expect(warnings.isEmpty)
        expectEqual(hints, FieldHints(), "nothing drawn comes of them, and they are not metadata")
        let (_, odd) = try fieldHintsWarnings(#"{"ocrHints": 5, "ocrHints.de": [1], "calculationGroups": [{"id": "x"}], "version": "2"}"#)
        expectEqual(odd, [
            "'f.ocrHints' is 5; SixLayer reads OCR hints as a list of text or one comma-separated text, so it is ignored",
            "'f.ocrHints.de' is an array; SixLayer reads OCR hints as a list of text or one comma-separated text, so it is ignored",
            "'f.calculationGroups[0]' needs a text id and formula, a list of dependentFields and a whole priority; SixLayer skips this group",
        ])
    }
}

@Suite("HintsParser: metadata")
struct HintsParserMetadataTests {
    @Test func unknownPropertiesBecomeMetadataInFileOrder() throws {
        let hints = try fieldHints("""
        {"label": "Full name", "displayWidth": "wide", "placeholder": "Jane Doe", "priority": 3,
         "autocorrect": false, "unset": null, "price": 1.50}
        """)
        expectEqual(hints.metadata, [
            MetadataEntry(key: "label", value: "Full name"),
            MetadataEntry(key: "placeholder", value: "Jane Doe"),
            MetadataEntry(key: "priority", value: "3"),
            MetadataEntry(key: "autocorrect", value: "false"),
            MetadataEntry(key: "price", value: "1.50"),
        ])
        expectEqual(hints.metadata("label"), "Full name")
        expectEqual(hints.metadata("unset"), nil)
        expectEqual(hints.metadata("displayWidth"), nil, "typed properties are not metadata")
    }

    @Test func nestedMetadataObject() throws {
        let hints = try fieldHints(#"{"metadata": {"label": "E-mail", "autocomplete": "email", "rank": 2}}"#)
        expectEqual(hints.metadata, [
            MetadataEntry(key: "label", value: "E-mail"),
            MetadataEntry(key: "autocomplete", value: "email"),
            MetadataEntry(key: "rank", value: "2"),
        ])
    }

    @Test func nestedMetadataComesAfterFlatAndOverridesIt() throws {
        let hints = try fieldHints("""
        {"label": "Flat", "help": "flat help", "metadata": {"label": "Nested", "extra": "x", "help": null}, "tail": "t"}
        """)
        expectEqual(hints.metadata, [
            MetadataEntry(key: "help", value: "flat help"),
            MetadataEntry(key: "tail", value: "t"),
            MetadataEntry(key: "label", value: "Nested"),
            MetadataEntry(key: "extra", value: "x"),
        ])
        expectEqual(hints.metadata("label"), "Nested")
    }

    @Test func metadataKeysThatLookTypedAreStillMetadataWhenNested() throws {
        let hints = try fieldHints(#"{"metadata": {"maxLength": "9"}}"#)
        expectEqual(hints.maxLength, nil)
        expectEqual(hints.metadata("maxLength"), "9")
    }

    @Test func metadataThatIsNotTextIsIgnoredWithAWarning() throws {
        let (flat, flatWarnings) = try fieldHintsWarnings(#"{"custom": {"a": 1}, "label": "Kept"}"#)
        expectEqual(flat.metadata, [MetadataEntry(key: "label", value: "Kept")])
        expectEqual(flatWarnings, ["'f.custom' is an object; SixLayer keeps only text as a field's metadata, so it is ignored"])
        let (_, nested) = try fieldHintsWarnings(#"{"metadata": {"deep": [1]}}"#)
        expectEqual(nested, ["'f.metadata.deep' is an array; SixLayer keeps only text as a field's metadata, so it is ignored"])
        let (_, notObject) = try fieldHintsWarnings(#"{"metadata": "label=x"}"#)
        expectEqual(notObject, ["'f.metadata' is a string; SixLayer reads metadata as an object of text, so it is ignored"])
    }

    @Test func manyMetadataKeysParseQuickly() throws {
        // Hostile but well-formed: one field with very many properties must not cost quadratic time.
        let count = 40_000
        let members = (0..<count).map { "\"k\($0)\": \($0)" }.joined(separator: ",")
        let clock = ContinuousClock()
        let start = clock.now
        let hints = try fieldHints("{" + members + ", \"metadata\": {\"k7\": \"seven\"}}")
        let elapsed = clock.now - start
        expectEqual(hints.metadata.count, count)
        expectEqual(hints.metadata.first, MetadataEntry(key: "k0", value: "0"))
        expectEqual(hints.metadata.last, MetadataEntry(key: "k7", value: "seven"))
        expectEqual(hints.metadata("k39999"), "39999")
        expect(elapsed < .seconds(5), "\(count) metadata keys took \(elapsed)")
    }
}

@Suite("HintsParser: errors, warnings and their locations")
struct HintsParserErrorTests {
    @Test func aValueSixLayerCannotReadIsAWarningAtTheValue() throws {
        let (file, warnings) = try parseHints("""
        {
          "_comment": "test",
          "username": {
            "displayWidth": "medium",
            "expectedLength": "twenty"
          }
        }
        """)
        expectEqual(file.hints(for: "username")?.displayWidth, .medium, "the rest of the field is read")
        expectEqual(warnings.first?.location, FileLocation(file: "User.hints", position: pos(5, 23), keyPath: "username.expectedLength"))
        expectEqual(warnings.first?.description, #"⚠️ Warning: 'username.expectedLength' is a string; SixLayer reads a whole number in decimal digits (like 20 or "20") here, so it is ignored (User.hints:5:23)"#)
    }

    @Test func aFieldThatIsNotAnObjectIsSkipped() throws {
        let (file, warnings) = try parseHints(#"{"bio": "wide", "name": {}, "gone": null}"#)
        expectEqual(file.fields.map(\.id), ["name"])
        expectEqual(warnings.map(\.description), [
            "⚠️ Warning: 'bio' is a string, not an object of hints; SixLayer skips it, and so does FormRender (User.hints:1:9)",
            "⚠️ Warning: 'gone' is null, not an object of hints; SixLayer skips it, and so does FormRender (User.hints:1:37)",
        ])
    }

    @Test func aFilesVersionIsData() throws {
        let (file, warnings) = try parseHints(#"{"version": "1.0", "name": {}}"#)
        expectEqual(file.fields.map(\.id), ["name"])
        expect(warnings.isEmpty)
    }

    @Test func sectionsWithoutUnderscoreIsAField() throws {
        // Only `_sections` is special in a hints file; `sections` is read as a field id (and is none).
        let (file, warnings) = try parseHints(#"{"sections": [{"id": "a", "title": "A"}]}"#)
        expect(file.fields.isEmpty && file.sections == nil)
        expectEqual(warnings.first?.message, "'sections' is an array, not an object of hints; SixLayer skips it, and so does FormRender")
    }

    @Test func topLevelMustBeAnObject() {
        expectEqual(hintsError("[]")?.description, "User.hints:1:1: error: the top level must be an object of field id → hints, found an array")
        expectEqual(hintsError("\n  \"User\"")?.description, "User.hints:2:3: error: the top level must be an object of field id → hints, found a string")
    }

    @Test func invalidJSONIsAFormErrorWithAPosition() {
        let error = hintsError("{\n  \"a\": {},\n}")
        expectEqual(error?.message, "invalid JSON: expected a quoted key, found '}'")
        expectEqual(error?.description, "User.hints:3:1: error: invalid JSON: expected a quoted key, found '}'")
        let duplicate = hintsError("{\n  \"a\": {},\n  \"a\": {}\n}")
        expectEqual(duplicate?.description, "User.hints:3:3: error: invalid JSON: duplicate key 'a' (first at 2:3)")
    }

    @Test func warningsNameTheFileTheyWereGiven() throws {
        let root = try SourceFiles.parseJSON(Array(#"{"x": {"maxLength": "lots"}}"#.utf8), file: "Hints/Order.hints")
        var log = WarningLog()
        _ = try HintsParser.parse(root, model: "Order", file: "Hints/Order.hints", warnings: &log)
        expectEqual(log.warnings.first?.description.hasSuffix("(Hints/Order.hints:1:21)"), true)
    }
}

@Suite("DisplayWidth")
struct DisplayWidthTests {
    @Test func points() {
        expectEqual(DisplayWidth.narrow.points, 150)
        expectEqual(DisplayWidth.medium.points, 200)
        expectEqual(DisplayWidth.wide.points, 400)
        expectEqual(DisplayWidth.points(250).points, 250)
    }

    @Test func descriptions() {
        expectEqual(DisplayWidth.narrow.description, "narrow")
        expectEqual(DisplayWidth.medium.description, "medium")
        expectEqual(DisplayWidth.wide.description, "wide")
        expect(DisplayWidth.points(250).description == "250")
        expect(DisplayWidth.points(250.5).description == "250.5")
    }

    @Test func parseFromNodes() throws {
        try expect(DisplayWidth.parse(try parseJSON(#""medium""#)) == .medium)
        try expect(DisplayWidth.parse(try parseJSON("300")) == .points(300))
        try expect(DisplayWidth.parse(try parseJSON("0.5")) == nil)
        try expect(DisplayWidth.parse(try parseJSON("null")) == nil)
        try expect(DisplayWidth.parse(try parseJSON(#""inf""#)) == nil)
        try expect(DisplayWidth.parse(try parseJSON(#""nan""#)) == nil)
    }
}
