import Expectations
import Testing
import FormSupport
import JSONTestSupport

private func reader(_ json: String, keyPath: String = "field") throws -> JSONObjectReader {
    try JSONObjectReader(parseJSON(json), file: "t.json", keyPath: keyPath)
}

@Suite("JSONObjectReader")
struct JSONObjectReaderTests {
    @Test func notAnObject() throws {
        let node = try parseJSON("[1]")
        let error = expectFormError { _ = try JSONObjectReader(node, file: "t.json", keyPath: "things", expected: "a thing") }
        expectEqual(error?.description, "t.json:1:1: error: 'things' must be a thing, found an array")
        let top = expectFormError { _ = try JSONObjectReader(node, file: "t.json", keyPath: "") }
        expectEqual(top?.message, "the top level must be an object, found an array")
    }

    @Test func paths() throws {
        try expectEqual(reader("{}", keyPath: "").path("a"), "a")
        try expectEqual(reader("{}", keyPath: "f").path("a"), "f.a")
        expectEqual(JSONObjectReader.describe(""), "the top level")
        expectEqual(JSONObjectReader.describe("a.b"), "'a.b'")
    }

    @Test func nodeSkipsNull() throws {
        let r = try reader(#"{"a": null, "b": 1}"#)
        expectEqual(r.node("a"), nil)
        expect(r.node("b") != nil)
        expectEqual(r.node("c"), nil)
    }

    @Test func strings() throws {
        let r = try reader(#"{"s": "x", "n": 1}"#)
        try expectEqual(r.string("s"), "x")
        try expectEqual(r.string("missing"), nil)
        expectEqual(expectFormError { _ = try r.string("n") }?.message, "'field.n' must be a string, found 1")
        try expectEqual(r.requiredString("s"), "x")
        let missing = expectFormError { _ = try r.requiredString("id") }
        expectEqual(missing?.description, "t.json:1:1: error: 'field' is missing the required key 'id' (a string)")
    }

    @Test func scalarText() throws {
        let r = try reader(#"{"s": "x", "n": -1.0e2, "t": true, "f": false, "o": {}}"#)
        try expectEqual(r.scalarText("s"), "x")
        try expectEqual(r.scalarText("n"), "-1.0e2")
        try expectEqual(r.scalarText("t"), "true")
        try expectEqual(r.scalarText("f"), "false")
        expectEqual(expectFormError { _ = try r.scalarText("o") }?.message, "'field.o' must be a string, number or boolean, found an object")
    }

    @Test func ints() throws {
        let r = try reader(#"{"a": 5, "b": "6", "c": "  7 ", "d": 8.0, "e": 9.5, "f": "1e2", "g": -3}"#)
        try expectEqual(r.int("a"), 5)
        try expectEqual(r.int("b"), 6)
        try expectEqual(r.int("c"), 7)
        try expectEqual(r.int("d"), 8)
        expectEqual(expectFormError { _ = try r.int("e") }?.message, "'field.e' must be a whole number from 0 to 1000000 (like 20 or \"20\"), found 9.5")
        try expectEqual(r.int("f"), 100, "a string reads as the same digits written as a JSON number")
        expect(expectFormError { _ = try r.int("g") } != nil)
        try expectEqual(r.int("g", in: -5...5), -3)
        expectEqual(expectFormError { _ = try r.int("a", in: 0...4) }?.message, "'field.a' must be a whole number from 0 to 4 (like 20 or \"20\"), found 5")
    }

    @Test func doubles() throws {
        let r = try reader(#"{"a": 1.5, "b": "2.5", "c": "inf", "d": "x", "e": 11}"#)
        try expectEqual(r.double("a", in: 0...10), 1.5)
        try expectEqual(r.double("b", in: 0...10), 2.5)
        expectEqual(expectFormError { _ = try r.double("c", in: 0...10) }?.message, "'field.c' must be a number from 0 to 10, found text that is not a number written in decimal")
        expect(expectFormError { _ = try r.double("d", in: 0...10) } != nil)
        expectEqual(expectFormError { _ = try r.double("e", in: 0.5...10.5) }?.message, "'field.e' must be a number from 0.5 to 10.5, found 11")
    }

    @Test func formatNumbers() {
        expectEqual(JSONObjectReader.format(3), "3")
        expectEqual(JSONObjectReader.format(-3), "-3")
        expectEqual(JSONObjectReader.format(2.5), "2.5")
        expectEqual(JSONObjectReader.format(0), "0")
    }

    @Test func bools() throws {
        let r = try reader(#"{"a": true, "b": "No", "c": 0, "d": 2, "e": "on"}"#)
        try expectEqual(r.bool("a"), true)
        try expectEqual(r.bool("b"), false)
        try expectEqual(r.bool("c"), false)
        try expectEqual(r.bool("missing"), nil)
        expect(expectFormError { _ = try r.bool("d") } != nil)
        expectEqual(expectFormError { _ = try r.bool("e") }?.message, "'field.e' must be true or false (or \"true\"/\"false\"), found a string")
    }

    @Test func stringArrays() throws {
        let r = try reader(#"{"a": ["x", 1, false], "b": [], "c": [1, 2, 3]}"#)
        try expectEqual(r.stringArray("a"), ["x", "1", "false"])
        try expectEqual(r.stringArray("b"), [])
        try expectEqual(r.stringArray("none"), nil)
        let tooMany = expectFormError { _ = try r.stringArray("c", maxCount: 2) }
        expectEqual(tooMany?.message, "'field.c' has 3 entries; at most 2 are allowed")
        expectEqual(tooMany?.location.position, pos(1, 39), "the error points at the first entry")
    }
}
