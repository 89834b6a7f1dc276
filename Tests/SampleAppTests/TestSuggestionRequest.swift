import SampleApp

/// The identity of the suggestion requests that tests dispatch by hand, and of the results they
/// dispatch for them: a list takes a result only for the request it shows in flight.
let testRequest = SuggestionRequestID()
