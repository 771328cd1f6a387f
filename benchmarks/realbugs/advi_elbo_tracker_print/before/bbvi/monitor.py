class ELBOTracker:
    """Reports the ELBO estimate of each optimisation step."""

    def __init__(self, prefix="[elbo]"):
        self.prefix = prefix

    def record(self, elbo):
        print(f"{self.prefix} {elbo}")  # expect: JXL201
