import jax


def report(stats):
    """One line per training step with every statistic, printed when the compiled step runs."""
    names = sorted(stats)
    jax.debug.print("train " + " ".join(f"{name}={{{name}}}" for name in names), **stats)
