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
        {"displayWidth": 250, "expectedLength": 20, "maxLength": 50, "minLength": 3, "showCharacterCounter": true,
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

@Suite("HintsParser: properties")
struct HintsParserPropertyTests {
    @Test(arguments: [
        (#""narrow""#, DisplayWidth.narrow), (#""medium""#, .medium), (#""wide""#, .wide),
        (#""Wide""#, .wide), (#""NARROW""#, .narrow),
        ("250", .points(250)), (#""250""#, .points(250)), (#"" 250 ""#, .points(250)),
        ("250.5", .points(250.5)), ("1", .points(1)), (#""10000""#, .points(10_000)), ("1e2", .points(100)),
    ])
    func displayWidth(json: String, expected: DisplayWidth) throws {
        #expect(try fieldHints("{\"displayWidth\": \(json)}").displayWidth == expected)
    }

    @Test(arguments: [
        (#""huge""#, "a string"), ("0", "0"), ("10001", "10001"), (#""-5""#, "a string"), ("true", "true"),
        ("[]", "an array"), ("{}", "an object"), (#""""#, "a string"),
    ])
    func displayWidthErrors(json: String, found: String) {
        let error = fieldError("{\"displayWidth\": \(json)}")
        #expect(error?.message ==
            "'f.displayWidth' must be \"narrow\", \"medium\", \"wide\" or a number of points from 1 to 10000, found \(found)")
        #expect(error?.location.keyPath == "f.displayWidth")
        #expect(error?.location.position == pos(1, 24))
    }

    @Test func lengths() throws {
        let hints = try fieldHints(#"{"expectedLength": 20, "maxLength": "50", "minLength": " 3 "}"#)
        #expect(hints.expectedLength == 20)
        #expect(hints.maxLength == 50)
        #expect(hints.minLength == 3)
        #expect(try fieldHints(#"{"expectedLength": 20.0}"#).expectedLength == 20, "a whole number written with .0")
        #expect(try fieldHints(#"{"maxLength": 0}"#).maxLength == 0)
        #expect(try fieldHints(#"{"maxLength": 10000000}"#).maxLength == 10_000_000)
        #expect(try fieldHints(#"{"expectedLength": "100000"}"#).expectedLength == 100_000)
    }

    @Test(arguments: [
        ("expectedLength", #""twenty""#, 100_000, "a string"),
        ("expectedLength", "20.5", 100_000, "20.5"),
        ("expectedLength", "-1", 100_000, "-1"),
        ("expectedLength", "100001", 100_000, "100001"),
        ("expectedLength", "true", 100_000, "true"),
        ("maxLength", #""20.0""#, 10_000_000, "a string"),
        ("maxLength", "[50]", 10_000_000, "an array"),
        ("maxLength", "10000001", 10_000_000, "10000001"),
        ("minLength", #""3 chars""#, 10_000_000, "a string"),
        ("minLength", "{}", 10_000_000, "an object"),
    ])
    func lengthErrors(key: String, json: String, upperBound: Int, found: String) {
        let error = fieldError("{\"\(key)\": \(json)}")
        #expect(error?.message == "'f.\(key)' must be a whole number from 0 to \(upperBound) (like 20 or \"20\"), found \(found)")
        #expect(error?.location.keyPath == "f.\(key)")
    }

    @Test func minLengthGreaterThanMaxLengthIsAWarning() throws {
        let (file, warnings) = try parseHints("{\n  \"code\": {\"maxLength\": 5, \"minLength\": \"10\"}\n}")
        #expect(file.hints(for: "code")?.minLength == 10)
        #expect(warnings.map(\.message) == ["'code.minLength' (10) is greater than maxLength (5)"])
        #expect(warnings.first?.location == FileLocation(file: "User.hints", position: pos(2, 41), keyPath: "code.minLength"))
        #expect(warnings.first?.description == "⚠️ Warning: 'code.minLength' (10) is greater than maxLength (5) (User.hints:2:41)")
    }

    @Test(arguments: [
        ("true", true), ("false", false), (#""true""#, true), (#""false""#, false), (#""TRUE""#, true),
        (#""False""#, false), (#""yes""#, true), (#""no""#, false), (#""1""#, true), (#""0""#, false),
        ("1", true), ("0", false), ("1.0", true),
    ])
    func booleanSpellings(json: String, expected: Bool) throws {
        let hints = try fieldHints("""
        {"showCharacterCounter": \(json), "isHidden": \(json), "isEditable": \(json), "isOptional": \(json), "isRequired": \(json)}
        """)
        #expect(hints.showCharacterCounter == expected)
        #expect(hints.isHidden == expected)
        #expect(hints.isEditable == expected)
        #expect(hints.isOptional == expected)
        #expect(hints.isRequired == expected)
    }

    @Test(arguments: ["showCharacterCounter", "isHidden", "isEditable", "isOptional", "isRequired"])
    func booleanErrors(key: String) {
        for (json, found) in [(#""maybe""#, "a string"), ("2", "2"), ("[]", "an array"), (#""""#, "a string")] {
            let error = fieldError("{\"\(key)\": \(json)}")
            #expect(error?.message == "'f.\(key)' must be true or false (or \"true\"/\"false\"), found \(found)")
            #expect(error?.location.keyPath == "f.\(key)")
        }
    }

    @Test func fieldTypeSpellings() throws {
        #expect(try fieldHints(#"{"fieldType": "email"}"#).fieldType == "email")
        #expect(try fieldHints(#"{"contentType": "emailAddress"}"#).fieldType == "emailAddress")
        #expect(try fieldHints(#"{"inputType": "tel"}"#).fieldType == "tel")
        #expect(try fieldHints(#"{"inputType": "tel", "contentType": "phone", "fieldType": "number"}"#).fieldType == "number",
                "fieldType comes first")
        #expect(try fieldHints(#"{"inputType": "tel", "contentType": "phone"}"#).fieldType == "phone",
                "then contentType")
        #expect(try fieldHints(#"{"fieldType": "Hologram"}"#).fieldType == "Hologram", "kept as written")
        let hints = try fieldHints(#"{"fieldType": "email", "contentType": "x", "inputType": "y"}"#)
        #expect(hints.metadata.isEmpty, "the spellings not chosen are not metadata either")
    }

    @Test func fieldTypeMustBeAString() {
        #expect(fieldError(#"{"fieldType": 3}"#)?.message == "'f.fieldType' must be a string, found 3")
        #expect(fieldError(#"{"contentType": ["email"]}"#)?.message == "'f.contentType' must be a string, found an array")
        #expect(fieldError(#"{"inputType": true}"#)?.message == "'f.inputType' must be a string, found true")
    }

    @Test func options() throws {
        #expect(try fieldHints(#"{"options": ["Red", "Green", "Blue"]}"#).options == ["Red", "Green", "Blue"])
        #expect(try fieldHints(#"{"options": [1, 2.50, true, "x"]}"#).options == ["1", "2.50", "true", "x"])
        #expect(try fieldHints(#"{"options": []}"#).options == [])
    }

    @Test func optionErrors() {
        let notArray = fieldError(#"{"options": "Red,Green"}"#)
        #expect(notArray?.message == "'f.options' must be an array, found a string")
        let nested = fieldError(#"{"options": ["a", {"b": 1}]}"#)
        #expect(nested?.message == "'f.options[1]' must be a string, found an object")
        #expect(nested?.location == FileLocation(file: "User.hints", position: pos(1, 25), keyPath: "f.options[1]"))
        #expect(fieldError(#"{"options": [null]}"#)?.message == "'f.options[0]' must be a string, found null")
    }

    @Test func defaultValueIsText() throws {
        #expect(try fieldHints(#"{"defaultValue": "Paris"}"#).defaultValue == "Paris")
        #expect(try fieldHints(#"{"defaultValue": 1.50}"#).defaultValue == "1.50", "numbers as written")
        #expect(try fieldHints(#"{"defaultValue": false}"#).defaultValue == "false")
        #expect(try fieldHints(#"{"defaultValue": ""}"#).defaultValue == "")
        #expect(fieldError(#"{"defaultValue": {"a": 1}}"#)?.message == "'f.defaultValue' must be a string, number or boolean, found an object")
        #expect(fieldError(#"{"defaultValue": [1]}"#)?.message == "'f.defaultValue' must be a string, number or boolean, found an array")
    }

    @Test(arguments: [
        (#"{"min": 0, "max": 100}"#, 0.0...100.0),
        (#"{"min": "0", "max": "100"}"#, 0...100),
        (#"{"max": 5.5, "min": -2.5}"#, -2.5...5.5),
        (#"{"min": 3, "max": 3}"#, 3...3),
        (#""0...100""#, 0...100),
        (#""-5...5""#, -5...5),
        (#""0.5...99.5""#, 0.5...99.5),
        (#""-1.25...-0.5""#, -1.25...(-0.5)),
        (#""1e3...2e3""#, 1000...2000),
        (#""7...7""#, 7...7),
    ])
    func expectedRange(json: String, expected: ClosedRange<Double>) throws {
        #expect(try fieldHints("{\"expectedRange\": \(json)}").expectedRange == expected)
    }

    @Test(arguments: [
        (#"{"min": 0}"#, "an object"), (#"{"max": 1}"#, "an object"), (#"{"min": 5, "max": 1}"#, "an object"),
        (#""100...0""#, "a string"), (#""0..100""#, "a string"), (#""0-100""#, "a string"),
        (#""a...b""#, "a string"), (#""...5""#, "a string"), (#""1...2...3""#, "a string"),
        ("5", "5"), ("[0, 1]", "an array"), ("true", "true"),
    ])
    func expectedRangeErrors(json: String, found: String) {
        let error = fieldError("{\"expectedRange\": \(json)}")
        #expect(error?.message == "'f.expectedRange' must be a range like {\"min\": 0, \"max\": 100} or \"0...100\", found \(found)")
        #expect(error?.location.keyPath == "f.expectedRange")
        #expect(error?.location.position == pos(1, 25))
    }

    @Test func expectedRangeBoundErrorsNameTheBound() {
        let error = fieldError(#"{"expectedRange": {"min": "low", "max": 1}}"#)
        #expect(error?.message == "'f.expectedRange.min' must be a number from -1000000000000000.0 to 1000000000000000.0, found a string")
        #expect(error?.location == FileLocation(file: "User.hints", position: pos(1, 33), keyPath: "f.expectedRange.min"))
        let huge = fieldError(#"{"expectedRange": {"min": 0, "max": 1e16}}"#)
        #expect(huge?.message == "'f.expectedRange.max' must be a number from -1000000000000000.0 to 1000000000000000.0, found 1e16")
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

    @Test func metadataErrors() {
        let flat = fieldError(#"{"custom": {"a": 1}}"#)
        #expect(flat?.message == "'f.custom' must be a string, number or boolean (metadata is text), found an object")
        #expect(flat?.location.keyPath == "f.custom")
        let nested = fieldError(#"{"metadata": {"deep": [1]}}"#)
        #expect(nested?.message == "'f.metadata.deep' must be a string, number or boolean (metadata is text), found an array")
        #expect(nested?.location == FileLocation(file: "User.hints", position: pos(1, 29), keyPath: "f.metadata.deep"))
        let notObject = fieldError(#"{"metadata": "label=x"}"#)
        #expect(notObject?.message == "'f.metadata' must be an object, found a string")
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

@Suite("HintsParser: errors and their locations")
struct HintsParserErrorTests {
    @Test func wrongTypeIsReportedAtTheValue() {
        let error = hintsError("""
        {
          "_comment": "test",
          "username": {
            "displayWidth": "medium",
            "expectedLength": "twenty"
          }
        }
        """)
        #expect(error?.location == FileLocation(file: "User.hints", position: pos(5, 23), keyPath: "username.expectedLength"))
        #expect(error?.description ==
            #"User.hints:5:23: error: 'username.expectedLength' must be a whole number from 0 to 100000 (like 20 or "20"), found a string"#)
    }

    @Test func displayWidthErrorDescription() {
        let error = hintsError("{\n  \"email\": {\"displayWidth\": true}\n}")
        #expect(error?.description ==
            #"User.hints:2:29: error: 'email.displayWidth' must be "narrow", "medium", "wide" or a number of points from 1 to 10000, found true"#)
    }

    @Test func fieldThatIsNotAnObject() {
        let error = hintsError(#"{"bio": "wide"}"#)
        #expect(error?.description ==
            #"User.hints:1:9: error: 'bio' must be an object of hints (like {"displayWidth": "medium"}), found a string"#)
        #expect(hintsError(#"{"bio": null}"#)?.message ==
            #"'bio' must be an object of hints (like {"displayWidth": "medium"}), found null"#)
    }

    @Test func sectionsWithoutUnderscoreIsAField() {
        // Only `_sections` is special in a hints file; `sections` is read as a field id.
        let error = hintsError(#"{"sections": [{"id": "a", "title": "A"}]}"#)
        #expect(error?.message == #"'sections' must be an object of hints (like {"displayWidth": "medium"}), found an array"#)
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

    @Test func errorsNameTheFileTheyWereGiven() {
        let error = hintsError(#"{"x": {"maxLength": "lots"}}"#, file: "Hints/Order.hints")
        #expect(error?.description.hasPrefix("Hints/Order.hints:1:21: error: 'x.maxLength' must be") == true)
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
