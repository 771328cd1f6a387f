class FitMonitor:
    """Keeps the chi-square of every evaluation, for convergence plots."""

    def __init__(self):
        self.history = []

    def record(self, chi2):
        self.history.append(float(chi2))

    @property
    def converged(self):
        return len(self.history) > 10 and abs(self.history[-1] - self.history[-10]) < 1e-3
