class MetricsLogger:
    def __init__(self):
        self.history = []

    def record(self, name, value):
        self.history.append((name, value))  # expect: JXL202

    def summary(self):
        return {name: value for name, value in self.history}


metrics = MetricsLogger()
