class MetricCollection:
    """Named metrics gathered from the same model outputs."""

    def __init__(self, **metric_types):
        self.metric_types = metric_types

    def gather(self, **outputs):
        return {name: metric.from_model_output(**outputs) for name, metric in self.metric_types.items()}

    @staticmethod
    def merge(left, right):
        if left is None:
            return right
        return {name: left[name].merge(right[name]) for name in left}

    @staticmethod
    def compute(metrics):
        return {name: float(metric.compute()) for name, metric in metrics.items()}
