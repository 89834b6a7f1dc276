import Redux
