def report(stats):
    """One line per training step with every statistic."""
    parts = [f"{name}={value}" for name, value in sorted(stats.items())]
    print("train " + " ".join(parts))  # expect: JXL201
