import Expectations
import FormSnapshot
import Foundation
import Testing
import TestSupport
@testable import formrender

/// The accept line a failing verify ends with: bash reads its command back word for word, the option
/// goes before `--`, and what recording cannot fix is said.
@Suite struct AcceptCommandTests {
    static let failing = [SnapshotResult(name: "A-compact@2x", status: .failed)]

    @Test(arguments: ["plain", "with space", "it's", "\"quoted\"", "$HOME", "`cmd`", "a;b", "*?[]", "Café", "",
                      "line\nbreak", "tab\there", "esc\u{1B}]0;title\u{07}", "c1\u{85}next", "back\\slash'\n"])
    func bashReadsEveryWordBack(word: String) throws {
        let quoted = AcceptCommand.shellQuoted(word)
        let result = try run(URL(fileURLWithPath: "/bin/bash"), ["-c", "printf '%s' " + quoted])
        expectEqual(result.status, 0, result.stderr)
        expectEqual(result.stdout, word, "bash reads \(quoted) back")
        expect(!quoted.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, "no control character reaches the terminal")
    }

    @Test func theOptionGoesBeforeTheEndOfOptionsAndReplacesAnEarlierOne() {
        let line = AcceptCommand.line(arguments: ["formrender", "snapshot", "verify", "--record=none", "--", "-dash*", "--record"],
                                      results: Self.failing, isCI: false)
        expectEqual(line, "to accept these changes: formrender snapshot verify --record failed -- '-dash*' --record (then look at the new references and commit them)")
    }

    @Test func whatRecordingCannotFixIsSaid() {
        let results = Self.failing + [SnapshotResult(name: "B-compact@2x", status: .missing), SnapshotResult(name: "C", status: .error),
                                      SnapshotResult(name: "D", status: .error)]
        let line = AcceptCommand.line(arguments: ["formrender", "snapshot", "verify"], results: results, isCI: true)
        expectEqual(line, "to accept these changes, run this where the references are recorded, look at them and commit them: "
                    + "formrender snapshot verify --record failed; the 2 cases that could not be rendered need fixing first")
        let onlyErrors = [SnapshotResult(name: "C", status: .error)]
        expectEqual(AcceptCommand.line(arguments: ["formrender", "snapshot", "verify"], results: onlyErrors, isCI: false), nil)
    }
}
