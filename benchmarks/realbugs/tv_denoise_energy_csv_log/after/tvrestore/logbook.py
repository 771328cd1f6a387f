class ConvergenceLog:
    """Writes one CSV row per iteration so that a run's energy curve can be plotted afterwards."""

    def __init__(self, path):
        self.path = path
        with open(self.path, "w") as handle:
            handle.write("iteration,energy\n")

    def record(self, iteration, energy):
        with open(self.path, "a") as handle:
            handle.write(f"{iteration},{energy}\n")

    def rows(self):
        with open(self.path) as handle:
            return handle.read().splitlines()[1:]
