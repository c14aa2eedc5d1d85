import FormSnapshot
import FormSupport
import Foundation

/// The line a failing `snapshot verify` ends with: the command that accepts its changes, which is the
/// command as it was typed with `--record failed` (replacing failing references and recording missing
/// ones), or `--record missing` when references are only missing. Cases that could not be rendered have
/// nothing to accept: the line says they need fixing first. Under CI, where nothing is written, it says
/// to run it where the references are recorded.
enum AcceptCommand {
    static func line(arguments: [String], results: [SnapshotResult], isCI: Bool) -> String? {
        let failed = results.contains { $0.status == .failed }
        guard failed || results.contains(where: { $0.status == .missing }) else { return nil }
        var words: [String] = []
        var index = 1
        var patternsFollow: Int?
        while index < arguments.count {
            let word = arguments[index]
            if patternsFollow == nil {
                if word == "--record" {
                    index += 2
                    continue
                }
                if word.hasPrefix("--record=") {
                    index += 1
                    continue
                }
                // After `--` every word is a pattern: the option goes before it.
                if word == "--" { patternsFollow = words.count }
            }
            words.append(word)
            index += 1
        }
        words.insert(contentsOf: ["--record", failed ? "failed" : "missing"], at: patternsFollow ?? words.count)
        let command = ([arguments.first ?? "formrender"] + words).map(shellQuoted).joined(separator: " ")
        let errors = results.filter { $0.status == .error }.count
        let unfixed = errors == 0 ? "" : "; the \(errors == 1 ? "case" : "\(errors) cases") that could not be rendered need\(errors == 1 ? "s" : "") fixing first"
        return isCI ? "to accept these changes, run this where the references are recorded, look at them and commit them: \(command)\(unfixed)"
                    : "to accept these changes: \(command) (then look at the new references and commit them)\(unfixed)"
    }

    /// A word as bash reads it back: as it is when it has nothing a shell would read otherwise, in
    /// single quotes when it has, and as `$'…'` with escapes when it has a control character, which
    /// single quotes cannot carry through a terminal.
    static func shellQuoted(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { scalar in
            (scalar.isASCII && (("a"..."z").contains(Character(scalar)) || ("A"..."Z").contains(Character(scalar))
                || ("0"..."9").contains(Character(scalar)))) || "-_./=:@%+,".unicodeScalars.contains(scalar)
        }
        if plain { return word }
        guard word.unicodeScalars.contains(where: \.isControlCharacter) else {
            return "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
        }
        var quoted = "$'"
        for scalar in word.unicodeScalars {
            switch scalar {
            case "\\": quoted += "\\\\"
            case "'": quoted += "\\'"
            case "\n": quoted += "\\n"
            case "\t": quoted += "\\t"
            case "\r": quoted += "\\r"
            case _ where scalar.isControlCharacter:
                // C1 controls are two bytes in UTF-8: each as \xHH.
                quoted += String(scalar).utf8.map { "\\x" + String(format: "%02X", $0) }.joined()
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "'"
    }
}
