import FormSupport

/// What the suite asks of a case worker process: check this case (render it, compare it with its
/// reference, record it as the run's mode allows). The case travels whole, so the worker never
/// reads the suite's inputs again to find it.
struct CaseRequest: Codable {
    var snapshotCase: SnapshotCase
}

/// A case worker's answer: the case's result, the mask selectors that matched a box, and the
/// warnings of the session it was checked with, the first time the worker made that session.
struct CaseAnswer: Codable {
    var result: SnapshotResult
    var maskMatched: [SnapshotMask.Selector]
    var setupWarnings: [FormWarning]
}
