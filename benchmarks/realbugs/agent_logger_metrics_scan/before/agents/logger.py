class Logger:
    """Holds the agent's latest training metrics for the runner to report."""

    def __init__(self):
        self.metrics = {}
