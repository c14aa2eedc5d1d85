import FormSnapshot
import Foundation

/// The line a failing `snapshot verify` ends with: the command that accepts its changes, which is the
/// command as it was typed with `--record failed` (replacing failing references and recording missing
/// ones), or `--record missing` when references are only missing. Cases that could not be rendered have
/// nothing to accept. Under CI, where nothing is written, it says to run it locally.
enum AcceptCommand {
    static func line(arguments: [String], results: [SnapshotResult], isCI: Bool) -> String? {
        let failed = results.contains { $0.status == .failed }
        guard failed || results.contains(where: { $0.status == .missing }) else { return nil }
        var words: [String] = []
        var index = 1
        while index < arguments.count {
            let word = arguments[index]
            if word == "--record" {
                index += 2
                continue
            }
            if !word.hasPrefix("--record=") { words.append(word) }
            index += 1
        }
        let command = ([arguments.first ?? "formrender"] + words + ["--record", failed ? "failed" : "missing"]).map(shellQuoted).joined(separator: " ")
        return isCI ? "to accept these changes, run this where the references are recorded, look at them and commit them: \(command)"
                    : "to accept these changes: \(command) (then look at the new references and commit them)"
    }

    /// A word as a POSIX shell reads it back: as it is when it has nothing the shell would read otherwise.
    static func shellQuoted(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { scalar in
            (scalar.isASCII && (("a"..."z").contains(Character(scalar)) || ("A"..."Z").contains(Character(scalar))
                || ("0"..."9").contains(Character(scalar)))) || "-_./=:@%+,".unicodeScalars.contains(scalar)
        }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
