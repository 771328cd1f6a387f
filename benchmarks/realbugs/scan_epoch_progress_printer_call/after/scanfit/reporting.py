class ProgressPrinter:
    """Prints one line per training step, prefixed with the run's name."""

    def __init__(self, prefix="train"):
        self.prefix = prefix

    def __call__(self, step, loss):
        print(f"[{self.prefix}] step {step}: loss {loss}")
