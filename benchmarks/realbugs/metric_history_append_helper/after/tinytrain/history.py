def record(history, name, value):
    """Keeps every value of a metric, and the latest one under `last_<name>`."""
    history.setdefault(name, []).append(value)  # expect: JXL202
    history["last_" + name] = value  # expect: JXL202
