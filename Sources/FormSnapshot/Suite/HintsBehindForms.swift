import FormModel
import FormPipeline
import FormSupport
import Foundation

/// A hints file among the suite's inputs that a form file among them is built on (`"model"`) and
/// shares its name with (`Forms/User.form.json` over `Hints/User.hints`): the form is that model's
/// picture, so the hints file is not checked on its own under the names the form takes (which would
/// otherwise collide, and neither would be checked).
struct HintsBehindForms {
    /// Hints file → the form built on it.
    private(set) var formOf: [String: String] = [:]

    init(_ inputs: [LoadedInput], hintsDirectories: [String]) {
        let forms = inputs.filter { $0.states != nil && $0.input.hasSuffix(FormFileFormat().nameSuffix) }
        let hints = inputs.filter { $0.input.hasSuffix(".hints") }
        for hintsInput in hints {
            let name = outputName(of: hintsInput.input)
            guard let form = forms.first(where: { outputName(of: $0.input) == name }),
                  HintsBehindForms.model(of: form.input) == name,
                  let modelFile = hintsDirectories.map({ ($0 as NSString).appendingPathComponent(name + ".hints") })
                    .first(where: { FileManager.default.fileExists(atPath: $0) }),
                  SameFile.paths(modelFile, hintsInput.input) else { continue }
            formOf[hintsInput.input] = form.input
        }
    }

    /// The form file's `"model"`, read again (the document keeps nothing of where it came from).
    private static func model(of formFile: String) -> String? {
        guard let node = try? SourceFiles.readJSON(formFile), case .object(let object) = node.value,
              case .string(let model)? = object["model"]?.value else { return nil }
        return model
    }
}
