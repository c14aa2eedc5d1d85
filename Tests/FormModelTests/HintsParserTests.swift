import Foundation
import Testing
import FormModel

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
        #expect(warnings.isEmpty)
        #expect(file.model == "User")
        #expect(file.path == "User.hints")
        #expect(file.sections == nil)
        #expect(file.fields.map(\.id) == ["username", "email", "bio", "postalCode"])

        var username = FieldHints()
        username.displayWidth = .medium
        username.expectedLength = 20
        username.maxLength = 50
        username.minLength = 3
        #expect(file.hints(for: "username") == username)

        var bio = FieldHints()
        bio.displayWidth = .wide
        bio.showCharacterCounter = true
        bio.maxLength = 1000
        #expect(file.hints(for: "bio") == bio)
        #expect(file.hints(for: "email")?.maxLength == 255)
        #expect(file.hints(for: "postalCode")?.displayWidth == .narrow)
        #expect(file.hints(for: "nope") == nil)
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
        #expect(hints == expected)
        #expect(hints.metadata.isEmpty)
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
        #expect(native == strings)
        #expect(native.displayWidth == .points(250))
        #expect(native.isEditable == false)
        #expect(native.isOptional == true)
        #expect(native.isRequired == false)
        #expect(native.defaultValue == "5")
        #expect(native.metadata == [MetadataEntry(key: "priority", value: "2")])
    }

    @Test func emptyFieldHasDefaults() throws {
        let hints = try fieldHints("{}")
        #expect(hints == FieldHints())
        #expect(hints.displayWidth == nil)
        #expect(hints.expectedLength == nil)
        #expect(hints.maxLength == nil)
        #expect(hints.minLength == nil)
        #expect(hints.showCharacterCounter == false)
        #expect(hints.fieldType == nil)
        #expect(hints.options == nil)
        #expect(hints.isHidden == false)
        #expect(hints.isEditable == true)
        #expect(hints.isOptional == nil)
        #expect(hints.isRequired == nil)
        #expect(hints.defaultValue == nil)
        #expect(hints.expectedRange == nil)
        #expect(hints.metadata.isEmpty)
    }

    @Test func nullMeansAbsent() throws {
        let hints = try fieldHints("""
        {"displayWidth": null, "maxLength": null, "showCharacterCounter": null, "fieldType": null, "options": null,
         "isHidden": null, "isEditable": null, "isRequired": null, "defaultValue": null, "expectedRange": null,
         "metadata": null, "label": null}
        """)
        #expect(hints == FieldHints())
    }
}

@Suite("HintsParser: field order and ignored keys")
struct HintsParserOrderTests {
    @Test func fieldOrderIsKeyOrder() throws {
        let (file, _) = try parseHints("""
        {"zeta": {}, "alpha": {}, "_sections": [], "mid": {}, "beta": {}}
        """)
        #expect(file.fields.map(\.id) == ["zeta", "alpha", "mid", "beta"])
        #expect(file.sections == [])
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
        #expect(file.fields.map(\.id) == ["username"])
        #expect(file.sections == nil)
        #expect(warnings.isEmpty)
    }

    @Test func keysWithUnderscoresInsideAreFields() throws {
        let (file, _) = try parseHints(#"{"first_name": {}, "name_": {}}"#)
        #expect(file.fields.map(\.id) == ["first_name", "name_"])
    }

    @Test func emptyDocumentHasNoFields() throws {
        let (file, warnings) = try parseHints("{}")
        #expect(file.fields.isEmpty)
        #expect(file.sections == nil)
        #expect(warnings.isEmpty)
    }

    @Test func modelAndPathAreKept() throws {
        let (file, _) = try parseHints("{}", model: "Order", file: "/tmp/Hints/Order.hints")
        #expect(file.model == "Order")
        #expect(file.path == "/tmp/Hints/Order.hints")
    }

    @Test func tooManyFields() {
        let members = (0...HintsParser.maxFields).map { "\"f\($0)\": {}" }.joined(separator: ",\n")
        let error = hintsError("{\n" + members + "\n}")
        #expect(error?.message == "more than 2000 fields in one hints file")
        #expect(error?.location == FileLocation(file: "User.hints", position: pos(2002, 1)))
    }

    @Test func exactlyMaxFieldsIsAllowed() throws {
        let members = (0..<HintsParser.maxFields).map { "\"f\($0)\": {}" }.joined(separator: ",")
        let (file, _) = try parseHints("{" + members + "}")
        #expect(file.fields.count == 2000)
        #expect(file.fields.last?.id == "f1999")
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
        #expect(hints.displayWidth == expected)
        #expect(warnings.isEmpty)
    }

    /// SixLayer's FieldHintsModifier: a word it does not know is medium (200 pt).
    @Test(arguments: [#""huge""#, #""full""#, #""""#, #"" 250 ""#, #""250pt""#])
    func unknownWordsAreMediumWithAWarning(json: String) throws {
        let (hints, warnings) = try fieldHintsWarnings("{\"displayWidth\": \(json)}")
        #expect(hints.displayWidth == .medium)
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("SixLayer draws it medium (200 pt)") == true)
    }

    /// SixLayer reads displayWidth `as? String`: a number, a Bool or a list sets no width there.
    @Test(arguments: [("250", "250"), ("true", "true"), ("[]", "an array"), ("{}", "an object")])
    func nonTextWidthsAreIgnoredWithAWarning(json: String, found: String) throws {
        let (hints, warnings) = try fieldHintsWarnings("{\"displayWidth\": \(json)}")
        #expect(hints.displayWidth == nil)
        #expect(warnings.first?.hasPrefix("'f.displayWidth' is \(found); SixLayer reads displayWidth only as text, so this field gets no width") == true)
        #expect(warnings.first?.hasSuffix("(write it as text, like \"250\")") == (json == "250"))
    }

    @Test(arguments: [#""0""#, #""-5""#, #""nan""#, #""inf""#])
    func widthsOfNoPointsAreIgnored(json: String) throws {
        let (hints, warnings) = try fieldHintsWarnings("{\"displayWidth\": \(json)}")
        #expect(hints.displayWidth == nil)
        #expect(warnings == ["'f.displayWidth' is \(json), not a width of more than 0 points (SixLayer's frame would be invalid), so this field gets no width"])
    }

    @Test func lengths() throws {
        let hints = try fieldHints(#"{"expectedLength": 20, "maxLength": "50", "minLength": "3"}"#)
        #expect(hints.expectedLength == 20)
        #expect(hints.maxLength == 50)
        #expect(hints.minLength == 3)
        #expect(try fieldHints(#"{"expectedLength": 20.0}"#).expectedLength == 20, "a whole number written with .0")
        #expect(try fieldHints(#"{"maxLength": 0}"#).maxLength == 0)
        #expect(try fieldHints(#"{"maxLength": 10000000}"#).maxLength == 10_000_000)
        #expect(try fieldHints(#"{"expectedLength": "100000"}"#).expectedLength == 100_000)
    }

    @Test(arguments: [
        ("expectedLength", #""twenty""#, "a string"), ("expectedLength", "20.5", "20.5"),
        ("expectedLength", "true", "true"), ("maxLength", #""20.0""#, "a string"), ("maxLength", "[50]", "an array"),
        ("minLength", #""3 chars""#, "a string"), ("minLength", "{}", "an object"),
        ("minLength", #"" 3 ""#, "a string"),
    ])
    func lengthsSixLayerCannotReadAreIgnored(key: String, json: String, found: String) throws {
        let (hints, warnings) = try fieldHintsWarnings("{\"\(key)\": \(json)}")
        #expect(hints == FieldHints())
        #expect(warnings == ["'f.\(key)' is \(found); SixLayer reads a whole number (like 20 or \"20\") here, so it is ignored"])
    }

    @Test(arguments: [("expectedLength", "-1"), ("maxLength", "10000001"), ("minLength", #""-5""#)])
    func lengthsOutOfRangeSayTheirValue(key: String, json: String) throws {
        let (hints, warnings) = try fieldHintsWarnings("{\"\(key)\": \(json)}")
        #expect(hints == FieldHints())
        #expect(warnings == ["'f.\(key)' is \(json.replacingOccurrences(of: "\"", with: "")), not a length from 0 to 10000000; ignored"])
    }

    @Test func minLengthGreaterThanMaxLengthIsAWarning() throws {
        let (file, warnings) = try parseHints("{\n  \"code\": {\"maxLength\": 5, \"minLength\": \"10\"}\n}")
        #expect(file.hints(for: "code")?.minLength == 10)
        #expect(warnings.map(\.message) == ["'code.minLength' (10) is greater than maxLength (5)"])
        #expect(warnings.first?.location == FileLocation(file: "User.hints", position: pos(2, 41), keyPath: "code.minLength"))
        #expect(warnings.first?.description == "⚠️ Warning: 'code.minLength' (10) is greater than maxLength (5) (User.hints:2:41)")
    }

    /// SixLayer reads its flags as a Bool or the text "true"/"false", exactly.
    @Test(arguments: [("true", true), ("false", false), (#""true""#, true), (#""false""#, false)])
    func booleanSpellings(json: String, expected: Bool) throws {
        let (hints, warnings) = try fieldHintsWarnings("""
        {"showCharacterCounter": \(json), "isHidden": \(json), "isEditable": \(json), "isOptional": \(json), "isRequired": \(json),
         "isArray": \(json)}
        """)
        #expect(warnings.isEmpty)
        #expect(hints.showCharacterCounter == expected)
        #expect(hints.isHidden == expected)
        #expect(hints.isEditable == expected)
        #expect(hints.isOptional == expected)
        #expect(hints.isRequired == expected)
        #expect(hints.isArray == expected)
    }

    @Test(arguments: ["showCharacterCounter", "isHidden", "isEditable", "isOptional", "isRequired", "isArray"])
    func flagsSixLayerCannotReadKeepTheirDefaults(key: String) throws {
        for (json, found) in [(#""maybe""#, "a string"), (#""TRUE""#, "a string"), (#""yes""#, "a string"), ("2", "2"), ("1", "1"), ("[]", "an array")] {
            let (hints, warnings) = try fieldHintsWarnings("{\"\(key)\": \(json)}")
            #expect(hints == FieldHints(), "\(key): \(json)")
            #expect(warnings == ["'f.\(key)' is \(found); SixLayer reads only true, false, \"true\" or \"false\" here, so it is ignored"])
        }
    }

    @Test func typeKeys() throws {
        let hints = try fieldHints(#"{"fieldType": "string", "inputType": "picker"}"#)
        #expect(hints.fieldType == "string")
        #expect(hints.inputType == "picker")
        #expect(try fieldHints(#"{"contentType": "emailAddress"}"#).fieldType == "emailAddress", "FormRender's older spelling")
        #expect(try fieldHints(#"{"contentType": "phone", "fieldType": "number"}"#).fieldType == "number", "fieldType comes first")
        #expect(try fieldHints(#"{"fieldType": "Hologram"}"#).fieldType == "Hologram", "kept as written")
        let all = try fieldHints(#"{"fieldType": "email", "contentType": "x", "inputType": "y"}"#)
        #expect(all.metadata.isEmpty, "the spellings not chosen are not metadata either")
    }

    @Test func typeKeysThatAreNotTextAreIgnored() throws {
        let (hints, warnings) = try fieldHintsWarnings(#"{"fieldType": 3, "inputType": true}"#)
        #expect(hints.fieldType == nil && hints.inputType == nil)
        #expect(warnings == ["'f.fieldType' is 3; SixLayer reads it only as text, so it is ignored",
                             "'f.inputType' is true; SixLayer reads it only as text, so it is ignored"])
    }

    @Test func labelledOptions() throws {
        let (hints, warnings) = try fieldHintsWarnings("""
        {"fieldType": "string", "inputType": "picker",
         "options": [{"value": "story_points", "label": "Story Points"}, {"value": "hours", "label": "Hours"}]}
        """)
        #expect(warnings.isEmpty)
        #expect(hints.options == [PickerOption(value: "story_points", label: "Story Points"), PickerOption(value: "hours", label: "Hours")])
        #expect(hints.isSixLayerPicker)
    }

    @Test func plainOptionsAreTheirOwnLabels() throws {
        #expect(try fieldHints(#"{"options": ["Red", "Green"]}"#).options == [PickerOption(value: "Red", label: "Red"), PickerOption(value: "Green", label: "Green")])
        #expect(try fieldHints(#"{"options": [1, 2.50, true]}"#).options?.map(\.label) == ["1", "2.50", "true"])
        #expect(try fieldHints(#"{"options": []}"#).options == nil, "no options: no picker, as SixLayer's nil")
    }

    @Test func optionsSixLayerSkipsAreSkipped() throws {
        let (hints, warnings) = try fieldHintsWarnings(#"{"options": [{"value": "a"}, {"value": 1, "label": "One"}, {"value": "b", "label": "B"}, [1], null]}"#)
        #expect(hints.options == [PickerOption(value: "b", label: "B")])
        #expect(warnings == [
            "'f.options[0]' needs \"value\" and \"label\" as text; SixLayer skips this option, and so does FormRender",
            "'f.options[1]' needs \"value\" and \"label\" as text; SixLayer skips this option, and so does FormRender",
            "'f.options[3]' is an array, not an option; skipped",
            "'f.options[4]' is null, not an option; skipped",
        ])
        let (notList, listWarnings) = try fieldHintsWarnings(#"{"options": "Red,Green"}"#)
        #expect(notList.options == nil)
        #expect(listWarnings.first?.hasPrefix("'f.options' is a string; SixLayer reads options as an array") == true)
    }

    @Test func pickerNeedsInputTypePickerOptionsAndATextField() throws {
        let options = #""options": [{"value": "a", "label": "A"}]"#
        #expect(try fieldHints("{\"inputType\": \"picker\", \(options)}").isSixLayerPicker)
        #expect(try fieldHints("{\"inputType\": \"picker\", \"fieldType\": \"String\", \(options)}").isSixLayerPicker)
        #expect(try !fieldHints("{\"inputType\": \"picker\", \"fieldType\": \"number\", \(options)}").isSixLayerPicker)
        #expect(try !fieldHints("{\"inputType\": \"Picker\", \(options)}").isSixLayerPicker, "SixLayer compares inputType exactly")
        #expect(try !fieldHints(#"{"inputType": "picker"}"#).isSixLayerPicker)
    }

    @Test func defaultValueIsText() throws {
        #expect(try fieldHints(#"{"defaultValue": "Paris"}"#).defaultValue == "Paris")
        #expect(try fieldHints(#"{"defaultValue": 1.50}"#).defaultValue == "1.50", "numbers as written")
        #expect(try fieldHints(#"{"defaultValue": false}"#).defaultValue == "false")
        #expect(try fieldHints(#"{"defaultValue": ""}"#).defaultValue == "")
        let (hints, warnings) = try fieldHintsWarnings(#"{"defaultValue": {"a": 1}}"#)
        #expect(hints.defaultValue == nil)
        #expect(warnings == ["'f.defaultValue' is an object; SixLayer keeps only text, numbers and true/false as a default, so it is ignored"])
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
        #expect(try fieldHints("{\"expectedRange\": \(json)}").expectedRange == expected)
    }

    /// SixLayer keeps no range with one bound, and says nothing: neither does FormRender.
    @Test(arguments: [#"{"min": 0}"#, #"{"max": 1}"#, "{}", #"{"min": "low", "max": 1}"#])
    func oneBoundIsAcceptedSilently(json: String) throws {
        let (hints, warnings) = try fieldHintsWarnings("{\"expectedRange\": \(json)}")
        #expect(hints.expectedRange == nil)
        #expect(warnings.isEmpty)
    }

    @Test(arguments: [
        (#"{"min": 5, "max": 1}"#, "an object"), (#""100...0""#, "a string"), (#""0-100""#, "a string"),
        ("5", "5"), ("[0, 1]", "an array"),
    ])
    func rangesSixLayerCannotReadAreIgnored(json: String, found: String) throws {
        let (hints, warnings) = try fieldHintsWarnings("{\"expectedRange\": \(json)}")
        #expect(hints.expectedRange == nil)
        #expect(warnings == ["'f.expectedRange' is \(found); SixLayer reads a range like {\"min\": 0, \"max\": 100}, so it is ignored"])
    }

    /// Data for SixLayer's OCR and calculations: accepted in every form SixLayer reads, never drawn.
    @Test func ocrHintsInEveryForm() throws {
        let (hints, warnings) = try fieldHintsWarnings("""
        {"ocrHints": ["gallons", "gal", "fuel quantity"], "ocrHints.es": ["galones"], "ocrHints.fr": "litres, carburant",
         "calculationGroups": [{"id": "total", "formula": "total = a * b", "dependentFields": ["a", "b"], "priority": 1}]}
        """)
        #expect(warnings.isEmpty)
        #expect(hints == FieldHints(), "nothing drawn comes of them, and they are not metadata")
        let (_, odd) = try fieldHintsWarnings(#"{"ocrHints": 5, "ocrHints.de": [1], "calculationGroups": [{"id": "x"}], "version": "2"}"#)
        #expect(odd == [
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
        #expect(hints.metadata == [
            MetadataEntry(key: "label", value: "Full name"),
            MetadataEntry(key: "placeholder", value: "Jane Doe"),
            MetadataEntry(key: "priority", value: "3"),
            MetadataEntry(key: "autocorrect", value: "false"),
            MetadataEntry(key: "price", value: "1.50"),
        ])
        #expect(hints.metadata("label") == "Full name")
        #expect(hints.metadata("unset") == nil)
        #expect(hints.metadata("displayWidth") == nil, "typed properties are not metadata")
    }

    @Test func nestedMetadataObject() throws {
        let hints = try fieldHints(#"{"metadata": {"label": "E-mail", "autocomplete": "email", "rank": 2}}"#)
        #expect(hints.metadata == [
            MetadataEntry(key: "label", value: "E-mail"),
            MetadataEntry(key: "autocomplete", value: "email"),
            MetadataEntry(key: "rank", value: "2"),
        ])
    }

    @Test func nestedMetadataComesAfterFlatAndOverridesIt() throws {
        let hints = try fieldHints("""
        {"label": "Flat", "help": "flat help", "metadata": {"label": "Nested", "extra": "x", "help": null}, "tail": "t"}
        """)
        #expect(hints.metadata == [
            MetadataEntry(key: "help", value: "flat help"),
            MetadataEntry(key: "tail", value: "t"),
            MetadataEntry(key: "label", value: "Nested"),
            MetadataEntry(key: "extra", value: "x"),
        ])
        #expect(hints.metadata("label") == "Nested")
    }

    @Test func metadataKeysThatLookTypedAreStillMetadataWhenNested() throws {
        let hints = try fieldHints(#"{"metadata": {"maxLength": "9"}}"#)
        #expect(hints.maxLength == nil)
        #expect(hints.metadata("maxLength") == "9")
    }

    @Test func metadataThatIsNotTextIsIgnoredWithAWarning() throws {
        let (flat, flatWarnings) = try fieldHintsWarnings(#"{"custom": {"a": 1}, "label": "Kept"}"#)
        #expect(flat.metadata == [MetadataEntry(key: "label", value: "Kept")])
        #expect(flatWarnings == ["'f.custom' is an object; SixLayer keeps only text as a field's metadata, so it is ignored"])
        let (_, nested) = try fieldHintsWarnings(#"{"metadata": {"deep": [1]}}"#)
        #expect(nested == ["'f.metadata.deep' is an array; SixLayer keeps only text as a field's metadata, so it is ignored"])
        let (_, notObject) = try fieldHintsWarnings(#"{"metadata": "label=x"}"#)
        #expect(notObject == ["'f.metadata' is a string; SixLayer reads metadata as an object of text, so it is ignored"])
    }

    @Test func manyMetadataKeysParseQuickly() throws {
        // Hostile but well-formed: one field with very many properties must not cost quadratic time.
        let count = 40_000
        let members = (0..<count).map { "\"k\($0)\": \($0)" }.joined(separator: ",")
        let clock = ContinuousClock()
        let start = clock.now
        let hints = try fieldHints("{" + members + ", \"metadata\": {\"k7\": \"seven\"}}")
        let elapsed = clock.now - start
        #expect(hints.metadata.count == count)
        #expect(hints.metadata.first == MetadataEntry(key: "k0", value: "0"))
        #expect(hints.metadata.last == MetadataEntry(key: "k7", value: "seven"))
        #expect(hints.metadata("k39999") == "39999")
        #expect(elapsed < .seconds(5), "\(count) metadata keys took \(elapsed)")
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
        #expect(file.hints(for: "username")?.displayWidth == .medium, "the rest of the field is read")
        #expect(warnings.first?.location == FileLocation(file: "User.hints", position: pos(5, 23), keyPath: "username.expectedLength"))
        #expect(warnings.first?.description ==
            #"⚠️ Warning: 'username.expectedLength' is a string; SixLayer reads a whole number (like 20 or "20") here, so it is ignored (User.hints:5:23)"#)
    }

    @Test func aFieldThatIsNotAnObjectIsSkipped() throws {
        let (file, warnings) = try parseHints(#"{"bio": "wide", "name": {}, "gone": null}"#)
        #expect(file.fields.map(\.id) == ["name"])
        #expect(warnings.map(\.description) == [
            "⚠️ Warning: 'bio' is a string, not an object of hints; SixLayer skips it, and so does FormRender (User.hints:1:9)",
            "⚠️ Warning: 'gone' is null, not an object of hints; SixLayer skips it, and so does FormRender (User.hints:1:37)",
        ])
    }

    @Test func aFilesVersionIsData() throws {
        let (file, warnings) = try parseHints(#"{"version": "1.0", "name": {}}"#)
        #expect(file.fields.map(\.id) == ["name"])
        #expect(warnings.isEmpty)
    }

    @Test func sectionsWithoutUnderscoreIsAField() throws {
        // Only `_sections` is special in a hints file; `sections` is read as a field id (and is none).
        let (file, warnings) = try parseHints(#"{"sections": [{"id": "a", "title": "A"}]}"#)
        #expect(file.fields.isEmpty && file.sections == nil)
        #expect(warnings.first?.message == "'sections' is an array, not an object of hints; SixLayer skips it, and so does FormRender")
    }

    @Test func topLevelMustBeAnObject() {
        #expect(hintsError("[]")?.description == "User.hints:1:1: error: the top level must be an object of field id → hints, found an array")
        #expect(hintsError("\n  \"User\"")?.description == "User.hints:2:3: error: the top level must be an object of field id → hints, found a string")
    }

    @Test func invalidJSONIsAFormErrorWithAPosition() {
        let error = hintsError("{\n  \"a\": {},\n}")
        #expect(error?.message == "invalid JSON: expected a quoted key, found '}'")
        #expect(error?.description == "User.hints:3:1: error: invalid JSON: expected a quoted key, found '}'")
        let duplicate = hintsError("{\n  \"a\": {},\n  \"a\": {}\n}")
        #expect(duplicate?.description == "User.hints:3:3: error: invalid JSON: duplicate key 'a' (first at 2:3)")
    }

    @Test func warningsNameTheFileTheyWereGiven() throws {
        let root = try SourceFiles.parseJSON(Array(#"{"x": {"maxLength": "lots"}}"#.utf8), file: "Hints/Order.hints")
        var log = WarningLog()
        _ = try HintsParser.parse(root, model: "Order", file: "Hints/Order.hints", warnings: &log)
        #expect(log.warnings.first?.description.hasSuffix("(Hints/Order.hints:1:21)") == true)
    }
}

@Suite("DisplayWidth")
struct DisplayWidthTests {
    @Test func points() {
        #expect(DisplayWidth.narrow.points == 150)
        #expect(DisplayWidth.medium.points == 200)
        #expect(DisplayWidth.wide.points == 400)
        #expect(DisplayWidth.points(250).points == 250)
    }

    @Test func descriptions() {
        #expect(DisplayWidth.narrow.description == "narrow")
        #expect(DisplayWidth.medium.description == "medium")
        #expect(DisplayWidth.wide.description == "wide")
        #expect(DisplayWidth.points(250).description == "250")
        #expect(DisplayWidth.points(250.5).description == "250.5")
    }

    @Test func parseFromNodes() throws {
        #expect(DisplayWidth.parse(try parseJSON(#""medium""#)) == .medium)
        #expect(DisplayWidth.parse(try parseJSON("300")) == .points(300))
        #expect(DisplayWidth.parse(try parseJSON("0.5")) == nil)
        #expect(DisplayWidth.parse(try parseJSON("null")) == nil)
        #expect(DisplayWidth.parse(try parseJSON(#""inf""#)) == nil)
        #expect(DisplayWidth.parse(try parseJSON(#""nan""#)) == nil)
    }
}
