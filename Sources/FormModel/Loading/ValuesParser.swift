import FormSupport
/// Field values: a JSON object of field id → value (a form file's and a variant's `values`, and `--data`).
/// Strings, numbers and booleans are all kept as text.
public enum ValuesParser {
    public static func parse(_ node: JSONNode, file: String, keyPath: String) throws -> [String: String] {
        let reader = try JSONObjectReader(node, file: file, keyPath: keyPath, expected: "an object of field id → value")
        var values: [String: String] = [:]
        for member in reader.object.members where member.value.value != .null {
            guard let text = JSONObjectReader.scalarText(member.value) else {
                throw reader.mismatch(member.key, member.value, expected: "a string, number or boolean")
            }
            values[member.key] = text
        }
        return values
    }
}
