import Expectations
import FormSupport
import Testing

/// A model read from JSON is refused at the line and column of the first value it cannot take, named by
/// its key path; a model written out keeps its members in declaration order.
@Suite struct JSONNodeCodingTests {
    struct Point: Codable, Equatable {
        var x: Double
        var label: String?
        var tags: [Int]
        var visible: Bool?
    }

    struct Shape: Codable, Equatable {
        var name: String
        var points: [Point]
    }

    func error(_ json: String) -> String {
        do {
            _ = try JSONNodeDecoder.decode(Shape.self, from: json)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    @Test func aModelIsReadWhole() throws {
        let shape = try JSONNodeDecoder.decode(Shape.self, from: #"{"name": "a", "points": [{"x": 1.5, "tags": [1, 2]}, {"x": -3, "label": "b", "tags": [], "visible": true}]}"#)
        expectEqual(shape, Shape(name: "a", points: [Point(x: 1.5, label: nil, tags: [1, 2], visible: nil), Point(x: -3, label: "b", tags: [], visible: true)]))
    }

    @Test(arguments: [
        (#"[]"#, "1:1: the top level must be an object, found an array"),
        (#"{"points": []}"#, "1:1: the top level needs 'name'"),
        (#"{"name": 5, "points": []}"#, "1:10: 'name' must be a string, found 5"),
        (#"{"name": "a", "points": [{"x": 1, "tags": []}, {"x": "far", "tags": []}]}"#, "1:54: 'points.1.x' must be a number, found a string"),
        (#"{"name": "a", "points": [{"x": 1, "tags": [1.5]}]}"#, "1:44: 'points.0.tags.0' must be a whole number, found 1.5"),
        (#"{"name": "a", "points": [{"x": 1, "tags": [], "visble": true}]}"#, "1:47: 'points.0.visble' is not a key known here"),
        (#"{"name": "a", "points": [{"x": 1, "tags": [], "visible": "yes"}]}"#, "1:58: 'points.0.visible' must be true or false, found a string"),
        (#"{"name": "a", "points": {"x": 1}}"#, "1:25: 'points' must be an array, found an object"),
    ])
    func errorsAreLocatedAndNamed(json: String, message: String) {
        expectEqual(error(json), message)
    }

    @Test func membersAreWrittenInOrderAndNilsLeftOut() throws {
        let encoder = JSONValueEncoder(formatNumber: { $0 == $0.rounded() ? String(Int($0)) : String($0) })
        let shape = Shape(name: "a\n\"b\"", points: [Point(x: 2, label: nil, tags: [3], visible: false)])
        let expands = { (key: String?, isArray: Bool, keys: [String]) in isArray ? key == "points" : keys.contains("name") }
        let text = JSONText.write(try encoder.encode(shape), expands: expands)
        try expectEqual(encoder.text(shape, expands: expands), text)
        expectEqual(text, """
        {
          "name": "a\\n\\"b\\"",
          "points": [
            {"x": 2, "tags": [3], "visible": false}
          ]
        }

        """)
        try expectEqual(JSONNodeDecoder.decode(Shape.self, from: text), Shape(name: "a\n\"b\"", points: [Point(x: 2, label: nil, tags: [3], visible: false)]))
    }
}
