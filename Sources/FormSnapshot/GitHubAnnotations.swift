import Foundation

/// Failures as GitHub Actions workflow commands, which the runner turns into annotations on the run
/// and on the pull request's files: `::error file=Forms/Signup.form.json,title=Signup-compact@2x::…`.
///
/// Escaping follows the runner's (`@actions/core`'s `escapeData` and `escapeProperty`): in the message
/// `%`, CR and LF become `%25`, `%0D` and `%0A`; in a property `:` and `,` also become `%3A` and `%2C`,
/// since they end a property. So a case name or message cannot end the command early or start another.
public enum GitHubAnnotations {
    /// Whether the process runs as a GitHub Actions step (the runner sets `GITHUB_ACTIONS=true`).
    public static func isEnabled(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        environment["GITHUB_ACTIONS"] == "true"
    }

    /// An `::error` line for each failing case, in the report's order. `workspace` (`GITHUB_WORKSPACE`,
    /// the checkout) makes sources relative to it, as annotations need; paths outside it stay as they are.
    public static func lines(for report: SnapshotReport, workspace: String?, currentDirectory: String) -> [String] {
        report.results.filter(\.isFailure).map { result in
            let message = result.messages.isEmpty ? result.status.rawValue : result.messages.joined(separator: "\n")
            let file = result.source.map { repositoryPath($0, workspace: workspace, currentDirectory: currentDirectory) }
            // An input that could not be read is named by its path: shown as the file is.
            return error(file: file, title: result.name == result.source ? file ?? result.name : result.name, message: message)
        }
    }

    public static func error(file: String?, title: String, message: String) -> String {
        var properties: [String] = []
        if let file { properties.append("file=" + escapeProperty(file)) }
        properties.append("title=" + escapeProperty(title))
        return "::error " + properties.joined(separator: ",") + "::" + escapeData(message)
    }

    public static func escapeData(_ text: String) -> String {
        escape(text, property: false)
    }

    public static func escapeProperty(_ text: String) -> String {
        escape(text, property: true)
    }

    /// By scalars, not characters: "\r\n" is one Character in Swift, and each half must be escaped.
    static func escape(_ text: String, property: Bool) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out.append(contentsOf: "%25".unicodeScalars)
            case "\r": out.append(contentsOf: "%0D".unicodeScalars)
            case "\n": out.append(contentsOf: "%0A".unicodeScalars)
            case ":" where property: out.append(contentsOf: "%3A".unicodeScalars)
            case "," where property: out.append(contentsOf: "%2C".unicodeScalars)
            default: out.append(scalar)
            }
        }
        return String(out)
    }

    /// `source` relative to the checkout when it lies inside it (`/home/runner/work/app/app/Forms/A.form.json`
    /// or `../Forms/A.form.json` from a folder below → `Forms/A.form.json`), else unchanged.
    public static func repositoryPath(_ source: String, workspace: String?, currentDirectory: String) -> String {
        guard let workspace, !workspace.isEmpty else { return source }
        let base = URL(fileURLWithPath: currentDirectory, isDirectory: true)
        let file = URL(fileURLWithPath: source, relativeTo: base).standardizedFileURL.path
        let root = URL(fileURLWithPath: workspace, isDirectory: true, relativeTo: base).standardizedFileURL.path
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : source
    }
}
