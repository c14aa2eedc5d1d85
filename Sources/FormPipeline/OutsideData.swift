import FormModel
import FormSupport

/// `--data FILE`, read once a run: a JSON object whose values fill forms' fields (field id → a
/// string, number or boolean) and view trees' names (any JSON: `user.name`, `products[0]`).
public struct OutsideData {
    public var viewValues = ViewObject()
    /// Field values, when every value is one a field can take.
    public var formValues: [String: String]?
    /// Why the file cannot fill forms (an object or an array somewhere in it): an error for a form
    /// rendered with it, none for a view tree.
    public var formError: FormError?

    public init() {
        formValues = [:]
    }

    public static func load(_ path: String) throws -> OutsideData {
        let root = try SourceFiles.readJSON(path)
        var data = OutsideData()
        guard case .object(let values) = ViewValue(json: root) else {
            throw FormError("the top level must be an object of name → value, found \(root.value.shortDescription)",
                            at: SourceLocation(file: path, position: root.position))
        }
        data.viewValues = values
        do {
            data.formValues = try ValuesParser.parse(root, file: path, keyPath: "")
        } catch let error as FormError {
            data.formValues = nil
            data.formError = error
        }
        return data
    }
}
