import FormSnapshot
import Expectations
import Testing

/// A terminal reads a run's failures grouped by their source, each layout change once.
@Suite struct FailureGroupsTests {
    func failed(_ name: String, _ source: String?, _ changes: [String]) -> SnapshotResult {
        SnapshotResult(name: name, status: .failed, messages: ["10 of 100 pixels differ (10%)"] + changes, source: source)
    }

    @Test func aChangeInEveryWidthIsSaidOnce() {
        let lines = FailureGroups.lines([
            failed("User-compact@2x", "Hints/User.hints", ["field 'username': width 200 → 150", "counter 'username': x 10 → 5"]),
            SnapshotResult(name: "User-expanded@2x", status: .passed, source: "Hints/User.hints"),
            failed("User-regular@2x", "Hints/User.hints", ["field 'username': width 200 → 150"]),
        ])
        expectEqual(lines, [
            "✘ Hints/User.hints: 2 cases failed",
            "    ✘ User-compact@2x: 10 of 100 pixels differ (10%)",
            "    ✘ User-regular@2x: 10 of 100 pixels differ (10%)",
            "      field 'username': width 200 → 150",
            "      counter 'username': x 10 → 5 (User-compact@2x)",
        ])
    }

    @Test func aLoneFailureNamesItsSource() {
        let lines = FailureGroups.lines([failed("Login-compact@2x", "Forms/Login.form.json", ["label 'email': \"Email\" → \"E-mail\""]),
                                         SnapshotResult(name: "Forms/Bad.json", status: .error, messages: ["Forms/Bad.json:3:4: error: …"],
                                                        source: "Forms/Bad.json")])
        expectEqual(lines, ["✘ Login-compact@2x (Forms/Login.form.json): 10 of 100 pixels differ (10%)",
                          "    label 'email': \"Email\" → \"E-mail\"",
                          "✘ Forms/Bad.json:3:4: error: …"])
    }

    @Test func manyCasesAreCountedNotListed() {
        let names = (1...5).map { "F-\($0)" }
        let results = names.map { failed($0, "f", $0 == "F-5" ? [] : ["box 'a': fill #FFFFFF → #000000"]) }
        expectEqual(FailureGroups.lines(results).last, "      box 'a': fill #FFFFFF → #000000 (F-1, F-2 and 2 more)")
    }

    /// An input's error already starts with its name, escaped as errors print names: it is not said twice,
    /// alone or in a group.
    @Test func anErrorThatStartsWithItsNameSaysItOnce() {
        let tab = "Forms/tab\tx.form.json"
        let alone = FailureGroups.lines([SnapshotResult(name: tab, status: .error, messages: ["Forms/tab\\tx.form.json: error: no fields"], source: tab)])
        expectEqual(alone, ["✘ Forms/tab\\tx.form.json: error: no fields"])
        let two = FailureGroups.lines([
            SnapshotResult(name: "Hints/X.hints", status: .error, messages: ["Hints/X.hints:1:36: error: invalid JSON"], source: "Hints/X.hints"),
            SnapshotResult(name: "X-compact@2x", status: .error, messages: ["Hints/X.hints: error: cannot render"], source: "Hints/X.hints"),
        ])
        expectEqual(two, ["✘ Hints/X.hints: 2 cases failed", "    ✘ Hints/X.hints:1:36: error: invalid JSON",
                          "    ✘ X-compact@2x: Hints/X.hints: error: cannot render"])
    }
}
