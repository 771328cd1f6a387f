import jax


class ConvergenceMonitor:
    """Prints the energy of every SCF iteration, as the reference code's verbose mode does."""

    def __init__(self, label):
        self.label = label

    def report(self, step, energy, change):
        jax.debug.print("[" + self.label + "] iteration {step}: E = {energy:.10f}  dE = {change:.3e}",
                        step=step, energy=energy, change=change)
